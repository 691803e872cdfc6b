import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { postcardOrders, postcardTemplates, purchases } from '../db/schema/index.ts';
import { multipartBody, type MultipartPart } from './harness.ts';
import type { TestApp } from './store-checkout.ts';
import { sequence } from './numbering.ts';

// Test data of the postcard service (as factories.ts builds the rest): templates with their picture on
// disk, and orders as payment leaves them, written straight to the database (no render) for the print queue.

const next = sequence();

/** A JPEG photo of one colour, as a phone would upload it. */
export const photoJpeg = (width = 1200, height = 900, background = '#3d7ea6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A template (customisable, AED 15, enabled unless told) with its 1200 × 800 picture under DATA_DIR/files. */
export async function createPostcardTemplate(
  t: { db: Database; dataDir: string },
  overrides: Partial<typeof postcardTemplates.$inferInsert> = {},
) {
  const n = next();
  const image = overrides.image ?? `postcards/template-${n}.jpg`;
  const file = path.join(t.dataDir, 'files', image);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await photoJpeg(1200, 800, '#c9a66b'));
  const [row] = await t.db
    .insert(postcardTemplates)
    .values({
      name: `Frame ${n}`,
      arabicName: `إطار ${n}`,
      priceFils: 1_500,
      customisable: 1,
      enable: 1,
      ...overrides,
      image,
    })
    .returning();
  return row!;
}

/**
 * A postcard order as payment leaves it, without files: paid (status 1) at its print step, or pending (0)
 * or failed (2) with no step. Its purchase is of kind postcard and of the same status.
 */
export async function createPostcardOrder(
  db: Database,
  options: {
    userId: number;
    templateId: number;
    status?: 0 | 1 | 2;
    step?: 'received' | 'printed' | 'posted';
    createdAt?: Date;
  },
) {
  const number = randomBytes(8).toString('hex').toUpperCase();
  const status = options.status ?? 1;
  const createdAt = options.createdAt ?? new Date();
  const [purchase] = await db
    .insert(purchases)
    .values({
      purchaseNumber: `P${number}`,
      userId: options.userId,
      kind: 'postcard',
      status,
      subtotalFils: 1_500,
      totalFils: 1_500,
      createdAt,
    })
    .returning();
  const orderNumber = `O${number}`;
  const [order] = await db
    .insert(postcardOrders)
    .values({
      purchaseId: purchase!.id,
      orderNumber,
      userId: options.userId,
      templateId: options.templateId,
      name: 'Corniche Frame',
      arabicName: 'إطار الكورنيش',
      message: 'Greetings from Sharjah',
      address: 'Rua das Flores 12, Lisboa',
      font: 'Sarah',
      size: '100%',
      frontSidePath: `postcards/${orderNumber}/front.jpg`,
      backSidePath: `postcards/${orderNumber}/back.jpg`,
      amountFils: 1_500,
      status,
      processingStatus: status === 1 ? (options.step ?? 'received') : '',
      createdAt,
    })
    .returning();
  return order!;
}

/** addPostCardOrder as a browser's FormData sends it: the fields, then the files, with the buyer's token. */
export function orderPostcardCall(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string | number>,
  files: { name: string; filename: string; contentType: string; data: Buffer }[] = [],
) {
  const parts: MultipartPart[] = [
    { name: 'action', value: 'addPostCardOrder' },
    ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    ...files,
  ];
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}
