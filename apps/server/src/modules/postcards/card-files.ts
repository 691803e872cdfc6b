import fs from 'node:fs/promises';
import path from 'node:path';
import type { PostcardFile } from '@portal/contract/postcards';
import type { RenderedCard } from './render/card-renderer.ts';

/**
 * A card's files on disk (decision 033): DATA_DIR/postcards/<order_number>/ holds the print files (front.png,
 * back.png at 300 dpi, card.pdf), the previews (front.jpg, back.jpg) and the buyer's photo as it was
 * re-encoded (photo.jpg). Outside DATA_DIR/files on purpose: nothing here is public.
 */
export const cardsFolder = 'postcards';

/** An order number as the server makes them (referenceNumber): nothing in it can leave the folder. */
const orderNumberShape = /^[A-Z0-9]{4,40}$/;

/** The folder of one order's card, relative to DATA_DIR; throws on anything not shaped as an order number. */
export function cardFolder(orderNumber: string): string {
  if (!orderNumberShape.test(orderNumber)) throw new Error(`not an order number: ${orderNumber.slice(0, 50)}`);
  return path.posix.join(cardsFolder, orderNumber);
}

/** The absolute path of one file of an order's card, always under DATA_DIR/postcards. */
export function cardFilePath(dataDir: string, orderNumber: string, file: PostcardFile | 'photo.jpg'): string {
  const root = path.resolve(dataDir, cardsFolder);
  const resolved = path.resolve(dataDir, cardFolder(orderNumber), file);
  if (!resolved.startsWith(root + path.sep)) throw new Error('card file outside the cards folder');
  return resolved;
}

/**
 * Writes a rendered card (and the photo, when there is one) into its order's folder, before the order is
 * committed: the caller removes it again when the transaction fails (removeCardFiles), so no committed
 * order lacks its files. Answers the stored paths relative to DATA_DIR.
 */
export async function writeCardFiles(
  dataDir: string,
  orderNumber: string,
  card: RenderedCard,
  photo: Buffer | null,
): Promise<{ front: string; back: string; photo: string | null }> {
  const folder = cardFolder(orderNumber);
  // a traveller's photo and address: the portal's own user only, as invoice uploads (modules/invoices)
  await fs.mkdir(path.resolve(dataDir, folder), { recursive: true, mode: 0o700 });
  const files: [PostcardFile | 'photo.jpg', Buffer][] = [
    ['front.png', card.front],
    ['back.png', card.back],
    ['front.jpg', card.frontPreview],
    ['back.jpg', card.backPreview],
    ['card.pdf', card.pdf],
  ];
  if (photo) files.push(['photo.jpg', photo]);
  await Promise.all(files.map(([name, data]) => fs.writeFile(cardFilePath(dataDir, orderNumber, name), data, { mode: 0o600 })));
  return {
    front: path.posix.join(folder, 'front.jpg'),
    back: path.posix.join(folder, 'back.jpg'),
    photo: photo ? path.posix.join(folder, 'photo.jpg') : null,
  };
}

/** Removes an order's card folder (its order was never committed). */
export async function removeCardFiles(dataDir: string, orderNumber: string): Promise<void> {
  await fs.rm(path.resolve(dataDir, cardFolder(orderNumber)), { recursive: true, force: true });
}

/** One file of an order's card, or null when it is not there. */
export async function readCardFile(dataDir: string, orderNumber: string, file: PostcardFile): Promise<Buffer | null> {
  try {
    return await fs.readFile(cardFilePath(dataDir, orderNumber, file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
