import os from 'node:os';
import { postcardPhotoField } from '@portal/contract/postcards';
import type { PostcardFont, PostcardSize } from '@portal/domain/postcard';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postcardOrders, postcardTemplates, purchases } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { WorkQueue } from '../../http/work-queue.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { getBuffer, keyUnder, type Storage } from '../../lib/storage/index.ts';
import {
  initiatePayment,
  openPayment,
  purchaseStatus,
  referenceNumber,
  takeTenders,
  type PayableHold,
  type TenderRequest,
} from '../booking/index.ts';
import { removeCardFiles, writeCardFiles } from './card-files.ts';
import { postcardPaymentPage } from './postcard-purchases.ts';
import { renderPostcard } from './render/card-renderer.ts';
import { preparePostcardPhoto } from './render/postcard-photo.ts';

/**
 * Rendering a card takes about a second of a core: at most half the cores render at once in a process, and
 * a few more orders wait their turn; past that the order is refused at once with 503 and Retry-After.
 */
const renders = new WorkQueue(Math.max(1, Math.floor(os.availableParallelism() / 2)), 8);

/** Orders one user may place in 10 minutes: each costs a render, paid for or not. */
const ordersPerUserPer10Min = 10;

export type PostcardOrderRequest = {
  userId: number;
  templateId: number;
  message: string;
  address: string;
  font: PostcardFont | null;
  size: PostcardSize;
  /** the multipart files: the photo in `image`; the specification's front_side and back_side are not read */
  files: UploadedFile[];
  /** what pays part of the card besides the provider (a gift card), taken last in the order's transaction */
  tenders?: readonly TenderRequest[];
};

type PaymentDeps = Parameters<typeof initiatePayment>[0] & Parameters<typeof openPayment>[0];

/** The enabled template an order names, or postcard_not_found. */
async function orderableTemplate(db: Database, templateId: number) {
  const [template] = await db.select().from(postcardTemplates).where(eq(postcardTemplates.id, templateId));
  if (!template || template.enable !== 1)
    throw new AppError('postcard_not_found', { fields: { post_card_id: 'no such postcard' } });
  return template;
}

/**
 * The buyer's photo, checked by content and re-encoded, or null. A ready-made card takes none; a
 * customisable one may go without (its frame alone is printed, docs/decisions/033-postcards.md).
 */
async function orderPhoto(files: UploadedFile[], customisable: boolean): Promise<Buffer | null> {
  const photos = files.filter((f) => f.fieldname === postcardPhotoField);
  if (photos.length === 0) return null;
  if (!customisable) throw new AppError('postcard_not_customisable', { fields: { image: 'a ready-made card takes no photo' } });
  if (photos.length > 1) throw new AppError('invalid_input', { fields: { image: 'one photo' } });
  return preparePostcardPhoto(photos[0]!.data);
}

/**
 * addPostCardOrder (spec part 2 §4 postcard flow, §7; decision 033): checks the template and the photo,
 * renders the card here (what the browser drew is never read), writes its files, then in one transaction the
 * pending purchase (kind postcard, held HOLD_MINUTES like any other) and its order, priced from the template
 * whatever the browser sent. The files are written before the commit and removed when it fails, so every
 * committed order has its card. Then the payment opens through the configured provider and the buyer is sent
 * to it; a card priced 0 is confirmed at once, as a booking of total 0 (decision 016).
 */
export async function orderPostcard(
  deps: PaymentDeps & { holdMinutes: number; storage: Storage },
  request: PostcardOrderRequest,
): Promise<{ payment_link: string; order_number: string; purchase_number: string }> {
  const { db, now } = deps;
  await hitRateLimit(db, { key: `postcard-order:user:${request.userId}`, windowMs: 600_000, max: ordersPerUserPer10Min, now });
  const template = await orderableTemplate(db, request.templateId);
  const photo = await orderPhoto(request.files, template.customisable === 1);
  const templateKey = keyUnder('files', template.image);
  const templateImage = templateKey ? await getBuffer(deps.storage, templateKey) : null;
  if (!templateImage) throw new Error(`postcard template ${template.id}: its picture is not in storage`);
  const card = await renders.run(() =>
    renderPostcard({
      templateImage,
      photo,
      text: { message: request.message, address: request.address, font: request.font, size: request.size },
    }),
  );

  // decision 073: the order's number is the purchase's, the one reference its sender quotes
  const orderNumber = referenceNumber('O');
  const purchaseNumber = orderNumber;
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const stored = await writeCardFiles(deps.storage, orderNumber, card, photo);
  const { purchaseId, dueFils } = await db
    .transaction(async (tx) => {
      const [purchase] = await tx
        .insert(purchases)
        .values({
          purchaseNumber,
          userId: request.userId,
          kind: 'postcard',
          status: purchaseStatus.pending,
          subtotalFils: template.priceFils,
          totalFils: template.priceFils,
          holdExpiresAt,
          createdAt: now,
        })
        .returning({ id: purchases.id });
      await tx.insert(postcardOrders).values({
        purchaseId: purchase!.id,
        orderNumber,
        userId: request.userId,
        templateId: template.id,
        name: template.name,
        arabicName: template.arabicName,
        message: request.message,
        address: request.address,
        font: request.font,
        size: request.size,
        photoPath: stored.photo,
        frontSidePath: stored.front,
        backSidePath: stored.back,
        amountFils: template.priceFils,
        createdAt: now,
      });
      const tendered = await takeTenders(tx, {
        purchaseId: purchase!.id,
        userId: request.userId,
        totalFils: template.priceFils,
        requests: request.tenders ?? [],
        now,
      });
      return { purchaseId: purchase!.id, dueFils: template.priceFils - tendered };
    })
    .catch(async (err: unknown) => {
      await removeCardFiles(deps.storage, orderNumber).catch(() => undefined);
      throw err;
    });

  const answer = { order_number: orderNumber, purchase_number: purchaseNumber };
  if (dueFils === 0) {
    const confirmed = await initiatePayment(deps, request.userId, purchaseNumber);
    return { ...answer, payment_link: confirmed.payment_link };
  }
  const hold: PayableHold = {
    purchaseId,
    purchaseNumber,
    totalFils: dueFils,
    holdExpiresAt,
    page: postcardPaymentPage(orderNumber),
  };
  const opened = await openPayment(deps, hold);
  return { ...answer, payment_link: opened.payment_link };
}
