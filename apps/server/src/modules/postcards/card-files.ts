import path from 'node:path';
import type { PostcardFile } from '@portal/contract/postcards';
import { contentTypeOf, deletePrefix, getBuffer, privateFile, type Storage, type StoredObject } from '../../lib/storage/index.ts';
import type { RenderedCard } from './render/card-renderer.ts';

/**
 * A card's files in storage (decisions 033, 069): postcards/<order_number>/ holds the print files (front.png,
 * back.png at 300 dpi, card.pdf), the previews (front.jpg, back.jpg) and the buyer's photo as it was
 * re-encoded (photo.jpg). Outside files/ on purpose: nothing here is public.
 */
export const cardsFolder = 'postcards';

/** An order number as the server makes them (referenceNumber): nothing in it can leave the folder. */
const orderNumberShape = /^[A-Z0-9]{4,40}$/;

/** The folder of one order's card, relative to DATA_DIR; throws on anything not shaped as an order number. */
export function cardFolder(orderNumber: string): string {
  if (!orderNumberShape.test(orderNumber)) throw new Error(`not an order number: ${orderNumber.slice(0, 50)}`);
  return path.posix.join(cardsFolder, orderNumber);
}

/** The storage key of one file of an order's card, always under postcards/. */
export function cardFileKey(orderNumber: string, file: PostcardFile | 'photo.jpg'): string {
  return `${cardFolder(orderNumber)}/${file}`;
}

/**
 * Writes a rendered card (and the photo, when there is one) into its order's folder, private, before the order
 * is committed (docs/decisions/069): the caller removes it again when the transaction fails (removeCardFiles),
 * so no committed order lacks its files. Answers the stored paths relative to DATA_DIR.
 */
export async function writeCardFiles(
  storage: Storage,
  orderNumber: string,
  card: RenderedCard,
  photo: Buffer | null,
): Promise<{ front: string; back: string; photo: string | null }> {
  const folder = cardFolder(orderNumber);
  // a traveller's photo and address: the portal's own user only, as invoice uploads (modules/invoices)
  const files: [PostcardFile | 'photo.jpg', Buffer][] = [
    ['front.png', card.front],
    ['back.png', card.back],
    ['front.jpg', card.frontPreview],
    ['back.jpg', card.backPreview],
    ['card.pdf', card.pdf],
  ];
  if (photo) files.push(['photo.jpg', photo]);
  try {
    // one after another: the print files are the largest objects the portal writes, and a retry repeats one only
    for (const [name, data] of files) {
      const key = cardFileKey(orderNumber, name);
      await storage.put(key, data, privateFile(contentTypeOf(key)));
    }
  } catch (error) {
    await removeCardFiles(storage, orderNumber).catch(() => undefined);
    throw error;
  }
  return {
    front: path.posix.join(folder, 'front.jpg'),
    back: path.posix.join(folder, 'back.jpg'),
    photo: photo ? path.posix.join(folder, 'photo.jpg') : null,
  };
}

/** Removes an order's card folder (its order was never committed, or its customer was erased). */
export async function removeCardFiles(storage: Storage, orderNumber: string): Promise<void> {
  await deletePrefix(storage, `${cardFolder(orderNumber)}/`);
}

/** One file of an order's card as a stream, or null when it is not there. */
export function openCardFile(storage: Storage, orderNumber: string, file: PostcardFile): Promise<StoredObject | null> {
  return storage.get(cardFileKey(orderNumber, file));
}

/** One file of an order's card whole (an e-mail attachment), or null when it is not there. */
export function readCardFile(storage: Storage, orderNumber: string, file: PostcardFile): Promise<Buffer | null> {
  return getBuffer(storage, cardFileKey(orderNumber, file));
}
