import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { consoleImageField, type ConsoleImage } from '@portal/contract/console';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { count, desc, eq, ilike } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { mediaImages, users } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { reencodeUploadedImage } from '../../lib/uploaded-images.ts';
import { recordChange } from './audit.ts';
import { containing } from '../../lib/like-pattern.ts';

/**
 * Pictures uploaded from the console (issue 15 Deliver 6). They live below DATA_DIR/files, so the /files
 * route serves and resizes them like the seeded pictures; media_images lists them for the picker.
 */

/** The longest side kept: a 1920 × 800 home banner at 1.33× still has its pixels. */
const maxSide = 2560;
/** The uploaded name is only a label for finding the picture again in the picker. */
const maxNameLength = 120;

/**
 * The uploaded file's name as a label: its last path segment (a name is never a path here), without
 * control or format characters (bidi overrides would disguise it), spaces collapsed, at most 120 characters.
 */
export function labelOfUploadedName(filename: string): string {
  const lastSegment = filename.split(/[\\/]/).pop() ?? '';
  const clean = lastSegment.replace(/\p{C}/gu, '').replace(/\s+/gu, ' ').trim();
  return Array.from(clean).slice(0, maxNameLength).join('');
}

/**
 * A new server-made path under files/: uploads/<year>/<month>/<16 random hex>.jpg, the month of Asia/Dubai.
 * Nothing of the upload is in it, and a name is never reused, so a cached copy of a path never goes stale.
 */
function newUploadPath(now: Date): string {
  const [year, month] = calendarDateIn(now).split('-');
  return `uploads/${year}/${month}/${randomBytes(8).toString('hex')}.jpg`;
}

/** Writes the picture at a new path (never over an existing file); answers the path under files/. */
async function writeNewPicture(filesDir: string, picture: Buffer, now: Date): Promise<string> {
  const relative = newUploadPath(now);
  const file = path.join(filesDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, picture, { flag: 'wx' });
  return relative;
}

const imageColumns = {
  id: mediaImages.id,
  path: mediaImages.path,
  name: mediaImages.originalName,
  width: mediaImages.width,
  height: mediaImages.height,
  bytes: mediaImages.bytes,
  createdAt: mediaImages.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The uploaded pictures with the names of who uploaded them. */
function imagesQuery(db: Database) {
  return db.select(imageColumns).from(mediaImages).innerJoin(users, eq(users.id, mediaImages.uploadedBy));
}

type ImageRow = Awaited<ReturnType<typeof imagesQuery>>[number];

function consoleImageOf(row: ImageRow): ConsoleImage {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: dubaiTimestamp(row.createdAt),
    uploaded_by: `${row.firstName} ${row.lastName}`.trim() || (row.email ?? ''),
  };
}

export type ImageUpload = { operatorId: number; files: UploadedFile[]; now: Date };

/**
 * Takes one uploaded picture: checked by its content and re-encoded (upright, at most 2560 px a side, no
 * metadata; a PNG's transparency is laid on white, as every picture becomes a JPEG), written under a new
 * server-made name, then listed and audited in one transaction. A failed insert removes the file again.
 */
export async function uploadConsoleImage(deps: { db: Database; filesDir: string }, upload: ImageUpload): Promise<ConsoleImage> {
  const [file] = upload.files;
  if (!file) throw new AppError('invalid_input', { fields: { [consoleImageField]: 'Choose an image' } });
  const picture = await reencodeUploadedImage(file.data, {
    field: consoleImageField,
    maxSide,
    notImage: () => new AppError('image_invalid', { fields: { [consoleImageField]: 'not a JPEG, PNG or WebP image' } }),
  });
  const { width, height } = await sharp(picture).metadata();
  const relative = await writeNewPicture(deps.filesDir, picture, upload.now);
  const stored = { path: relative, name: labelOfUploadedName(file.filename), width, height, bytes: picture.length };
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaImages)
        .values({
          path: stored.path,
          originalName: stored.name,
          width,
          height,
          bytes: stored.bytes,
          uploadedBy: upload.operatorId,
          createdAt: upload.now,
        })
        .returning({ id: mediaImages.id });
      await recordChange(tx, {
        operatorId: upload.operatorId,
        action: 'uploadConsoleImage',
        entity: 'image',
        entityId: row!.id,
        before: null,
        after: stored,
      });
      return row!.id;
    });
  } catch (error) {
    await fs.rm(path.join(deps.filesDir, relative), { force: true });
    throw error;
  }
  const [row] = await imagesQuery(deps.db).where(eq(mediaImages.id, id));
  return consoleImageOf(row!);
}

/** consoleImages: the uploaded pictures, newest first, a page at a time; `q` matches the uploaded name in any case. */
export async function listConsoleImages(
  db: Database,
  request: { q?: string | undefined; page: number; perPage: number },
): Promise<{ data: ConsoleImage[]; total: number }> {
  const where = request.q ? ilike(mediaImages.originalName, containing(request.q)) : undefined;
  const [rows, [counted]] = await Promise.all([
    imagesQuery(db)
      .where(where)
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    db.select({ n: count() }).from(mediaImages).where(where),
  ]);
  return { data: rows.map(consoleImageOf), total: counted?.n ?? 0 };
}

/** Whether `imagePath` is a picture uploaded from the console (seeded pictures are not). */
export async function isUploadedImage(db: Database, imagePath: string): Promise<boolean> {
  const [found] = await db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.path, imagePath)).limit(1);
  return found !== undefined;
}
