import type { ActionOutput } from '@portal/contract/action';
import { postcardPhotoField, type addPostCardOrderAction } from '@portal/contract/postcards';
import { useMutation } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../lib/api.ts';
import type { PostcardDraft } from '../lib/draft.ts';

type OrderAnswer = ActionOutput<typeof addPostCardOrderAction>;

/** What is sent for an order: the draft's choices, never its price (the server charges the template's). */
export type PostcardOrderRequest = Pick<PostcardDraft, 'message' | 'address' | 'font' | 'size' | 'photo'> & {
  templateId: number;
  /** a gift card that pays all or part of the card (docs/decisions/068) */
  giftCardCode?: string;
};

/**
 * The form fields of addPostCardOrder (spec part 2 §3 creation payload, plus our font and size). No font
 * means the card's default face (spec part 2 §5 "the inherited font"), so the field is left out.
 */
export function orderFields(request: PostcardOrderRequest): ActionFields<'addPostCardOrder'> {
  return {
    post_card_id: request.templateId,
    message: request.message,
    address: request.address,
    font: request.font ?? undefined,
    size: request.size,
    gift_card_code: request.giftCardCode,
  };
}

/**
 * A `data:` URL (the draft keeps the photo so) as a file to upload, named `<baseName>.<extension of its type>`;
 * null when it is not a base64 data URL.
 */
export function dataUrlFile(dataUrl: string, baseName: string): File | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]!.replace(/\s/g, ''));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const type = match[1] ?? 'application/octet-stream';
  const extension = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'bin');
  return new File([bytes], `${baseName}.${extension}`, { type });
}

/** The photo as the multipart file `image`, when the card has one (a ready-made card has none). */
export function orderFiles(request: PostcardOrderRequest): Record<string, File[]> | undefined {
  const photo = request.photo ? dataUrlFile(request.photo, 'photo') : null;
  return photo ? { [postcardPhotoField]: [photo] } : undefined;
}

/**
 * Orders the card (spec part 2 §4 postcard flow): multipart with the photo; the server renders both faces
 * and answers the payment link. Quiet: the page shows field problems at their fields and toasts the rest.
 */
export async function placePostcardOrder(request: PostcardOrderRequest): Promise<OrderAnswer> {
  return unwrap(
    await callAction('addPostCardOrder', orderFields(request), {
      auth: true,
      quiet: true,
      files: orderFiles(request),
    }),
  );
}

export function usePlacePostcardOrder() {
  return useMutation({ mutationFn: placePostcardOrder });
}
