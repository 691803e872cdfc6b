import { z } from 'zod';
import { postcardFonts, postcardLimits, postcardSizes } from '@portal/domain/postcard';
import { defineAction } from './action.ts';
import { aed, idInput, imagePath, multilineText, text, timestamp } from './common.ts';
import { giftCardCodeInput } from './giftcards.ts';

/**
 * The postcard service (spec part 2 §2.7, §3, §4, §5, §7, §9; docs/decisions/033-postcards.md). The
 * specification's browser draws both faces and uploads them; here the server renders the printed card
 * itself from the template, the photo and the text (front_side and back_side are accepted and ignored),
 * so the print shop never prints what a browser made. Prices are the template's.
 */

export { postcardFonts, postcardLimits, postcardSizes } from '@portal/domain/postcard';

/** The photo field of addPostCardOrder; front_side and back_side are the specification's rendered faces, read and dropped. */
export const postcardPhotoField = 'image';
export const postcardIgnoredFileFields = ['front_side', 'back_side'] as const;
/** A photo at most 10 MB and 25 megapixels (as invoice images), JPEG, PNG or WebP by its content. */
export const maxPostcardPhotoBytes = 10 * 1024 * 1024;

/** spec part 2 §9 */
export const postcardPlaceholders = { list: 9, strip: 3 } as const;

/** spec part 2 §3 Postcard template. */
export const postcardTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ours */
  arabic_name: z.string(),
  /** the template's picture under files/ (a client asks for `/files/<image>?w=680&h=400`) */
  image: imagePath,
  /**
   * The picture as a data URL (JPEG, 680 × 400, spec part 2 §9), for clients that draw the card themselves;
   * "" when the request asked `image_base64: '0'` (ours: the portal's own pages load `image` instead).
   */
  image_base64: z.string(),
  price: aed,
  /** '1': the buyer adds a photo; '0': a ready-made card */
  customisable: z.enum(['0', '1']),
});
export type PostcardTemplate = z.infer<typeof postcardTemplateSchema>;

/** Where a paid card is in the print queue (ours): received, then printed, then posted. */
export const postcardSteps = ['received', 'printed', 'posted'] as const;
export type PostcardStep = (typeof postcardSteps)[number];

/**
 * The files of a card (ours), each at `GET /api/postcard-files/<order_number>/<file>` with the buyer's (or an
 * operator's) bearer token; anyone else gets 404. The previews are JPEG at 874 × 620; the print files are
 * the 300 dpi PNG faces and a two-page A6 PDF.
 */
export const postcardFiles = ['front.jpg', 'back.jpg', 'front.png', 'back.png', 'card.pdf'] as const;
export type PostcardFile = (typeof postcardFiles)[number];
export const postcardFilePath = (orderNumber: string, file: PostcardFile) =>
  `/api/postcard-files/${encodeURIComponent(orderNumber)}/${file}`;

/** spec part 2 §3 Postcard order. */
export const postcardOrderSchema = z.object({
  order_number: z.string(),
  /** ours: the purchase it was paid through */
  purchase_number: z.string(),
  created_at: timestamp,
  /** the frame (template) name */
  name: z.string(),
  /** ours */
  arabic_name: z.string(),
  amount: aed,
  /** 0 pending payment, 1 paid, any other value failed */
  status: z.number().int(),
  /** for a paid card, its step in the print queue (postcardSteps); otherwise "" */
  processing_status: z.string(),
  /** the front and back previews: postcardFilePath(order_number, 'front.jpg' | 'back.jpg'), fetched with the bearer token */
  front_side: z.string(),
  back_side: z.string(),
  /** ours: what the buyer wrote and chose */
  template_id: z.number().int(),
  message: z.string(),
  address: z.string(),
  font: z.enum(postcardFonts).nullable(),
  size: z.enum(postcardSizes),
  /** ours: when it was printed and posted ("" until then) */
  printed_at: z.union([timestamp, z.literal('')]),
  posted_at: z.union([timestamp, z.literal('')]),
});
export type PostcardOrder = z.infer<typeof postcardOrderSchema>;

const orderNumberInput = text()
  .trim()
  .regex(/^[A-Z0-9-]{4,40}$/i, 'an order number');

export const postCardsAction = defineAction({
  name: 'postCards',
  auth: 'public',
  summary:
    'The enabled postcard templates, newest (highest id) first (spec part 2 §7; a bearer token is accepted and not needed: visitors may view templates, §6). ' +
    "image_base64 carries each picture as a data URL unless the request says image_base64 '0' (ours).",
  input: z.object({ image_base64: z.enum(['0', '1']).default('1') }),
  output: z.object({ data: z.array(postcardTemplateSchema) }),
  cacheSeconds: 60,
});

export const addPostCardOrderAction = defineAction({
  name: 'addPostCardOrder',
  auth: 'user',
  summary:
    'Orders a card (spec part 2 §7, multipart): post_card_id, message (at most 380 characters), address (at most 88), font ' +
    '(Sarah, Charlie, Lauren, Alexander or Roboto; none: the default face) and size (100%, 135% or 150%, default 100%), and for a ' +
    'customisable template the photo in the file field `image` (JPEG, PNG or WebP by content, 10 MB, 25 megapixels; re-encoded ' +
    'without metadata). front_side and back_side files are accepted and ignored: the server renders both faces at 300 dpi. The ' +
    "price is the template's; `gift_card_code` pays it or part of it from a card. Answers the payment link (the browser goes there) and the order number.",
  input: z.object({
    post_card_id: idInput,
    message: multilineText().max(postcardLimits.message, `at most ${postcardLimits.message} characters`).default(''),
    address: multilineText().max(postcardLimits.address, `at most ${postcardLimits.address} characters`).default(''),
    font: z
      .union([z.enum(postcardFonts), z.literal('')])
      .optional()
      .transform((v) => v || null),
    size: z.enum(postcardSizes).default('100%'),
    /** a gift card that pays the card, or part of it (docs/decisions/068) */
    gift_card_code: giftCardCodeInput.optional(),
  }),
  output: z.object({ payment_link: z.string(), order_number: z.string(), purchase_number: z.string() }),
  cacheSeconds: 0,
  files: {
    field: postcardPhotoField,
    alsoFields: postcardIgnoredFileFields,
    maxFiles: 3,
    maxFileBytes: maxPostcardPhotoBytes,
  },
});

export const listPostCardOrdersAction = defineAction({
  name: 'listPostCardOrders',
  auth: 'user',
  summary:
    "The signed-in user's postcard orders, newest first (spec part 2 §7). With order_number (ours) only that order; anyone else's is postcard_not_found.",
  input: z.object({ order_number: orderNumberInput.optional() }),
  output: z.object({ data: z.array(postcardOrderSchema) }),
  cacheSeconds: 0,
});

/** A paid card as the print queue shows it. */
export const backofficePostcardOrderSchema = postcardOrderSchema.extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  /** who printed and posted it */
  printed_by: z.string(),
  posted_by: z.string(),
  /** the step it may take next, or null when posted */
  next_step: z.enum(['printed', 'posted']).nullable(),
});
export type BackofficePostcardOrder = z.infer<typeof backofficePostcardOrderSchema>;

export const backofficePostcardOrdersAction = defineAction({
  name: 'backofficePostcardOrders',
  auth: 'operator',
  summary:
    'The print queue: paid cards oldest first, by default those not yet posted, or those at one step (received, printed, posted); at most 200.',
  input: z.object({ step: z.enum(postcardSteps).optional() }),
  output: z.object({ data: z.array(backofficePostcardOrderSchema) }),
  cacheSeconds: 0,
});

export const updatePostcardOrderAction = defineAction({
  name: 'updatePostcardOrder',
  auth: 'operator',
  summary:
    'Marks a paid card printed (from received) or posted (from printed), with the operator and time; the buyer is e-mailed in their language. ' +
    'Any other move, or a card that moved on since `from`, answers postcard_step_invalid. Audited.',
  input: z.object({
    order_number: orderNumberInput,
    step: z.enum(['printed', 'posted']),
    from: z.enum(postcardSteps).optional(),
  }),
  output: z.object({ data: backofficePostcardOrderSchema }),
  cacheSeconds: 0,
});

export const postcardActions = [
  postCardsAction,
  addPostCardOrderAction,
  listPostCardOrdersAction,
  backofficePostcardOrdersAction,
  updatePostcardOrderAction,
] as const;
