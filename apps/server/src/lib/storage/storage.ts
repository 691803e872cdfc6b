import type { Readable } from 'node:stream';

/**
 * Where the portal keeps the files it stores (docs/decisions/069): the local disk under DATA_DIR (the default,
 * the layout of before) or an S3-compatible bucket. A key is the file's path relative to DATA_DIR, always with
 * `/`: `files/…` public pictures, `uploads/invoices/…` invoice images, `postcards/<order>/…` a card's files.
 */
export type Storage = {
  readonly kind: 'disk' | 's3';
  /** Writes the object whole (a stream is sent as it is read: multipart to S3, a temporary file on disk). */
  put(key: string, body: Buffer | Readable, meta: ObjectMeta): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Deleting an object that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Lets go of connections (S3's keep-alive sockets); nothing to do on disk. */
  close(): void;
};

export type ObjectMeta = { contentType: string; cacheControl: string };

export type ObjectInfo = {
  size: number;
  contentType: string;
  lastModified: Date;
  /** changes whenever the object does: the disk's mtime, S3's ETag (the resizer's cache is keyed by it) */
  version: string;
};

export type StoredObject = ObjectInfo & { body: Readable };

export type ListedObject = { key: string; size: number; lastModified: Date };

/** Public pictures: any cache (a CDN in front of the bucket, a browser) may keep them a week; names are never reused. */
export const publicPicture = (contentType = 'image/jpeg'): ObjectMeta => ({
  contentType,
  cacheControl: 'public, max-age=604800',
});

/** Invoice images and postcard files: served only through the portal's access checks, never kept by a cache. */
export const privateFile = (contentType: string): ObjectMeta => ({ contentType, cacheControl: 'private, no-store' });

const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The type a key's extension names; application/octet-stream for anything else. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return typesByExtension[ext] ?? 'application/octet-stream';
}

const segmentShape = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Refuses a key that is empty, absolute, or has a segment that is not plain (`..`, a hidden name, a control character). */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((segment) => !segmentShape.test(segment) || segment.includes('..'))) {
    throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

/** A key from a path relative to `folder` ('' for DATA_DIR itself), as rows and routes hold it: normalized, null when it leaves the folder. */
export function keyUnder(folder: string, relative: string): string | null {
  const parts: string[] = [];
  for (const part of relative.split(/[\\/]+/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else parts.push(part);
  }
  if (parts.length === 0) return null;
  const key = folder === '' ? parts.join('/') : `${folder}/${parts.join('/')}`;
  try {
    return checkedKey(key);
  } catch {
    return null;
  }
}

/** The whole object in memory: for what is decoded whole anyway (a picture to resize, an attachment, a data URL). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** An object's bytes, or null when there is none. */
export async function getBuffer(storage: Storage, key: string): Promise<Buffer | null> {
  const found = await storage.get(key);
  return found ? readAll(found.body) : null;
}

/** Deletes every object under `prefix`. */
export async function deletePrefix(storage: Storage, prefix: string): Promise<void> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  await Promise.all(keys.map((key) => storage.delete(key)));
}
