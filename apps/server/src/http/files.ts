import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { nearestImageQuality, nearestImageSize } from '@portal/contract/images';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { fieldErrors } from './dispatcher.ts';
import { ImageCache } from './image-cache.ts';
import { encodeVariant, variantFile, type ImageFormat } from './image-variants.ts';
import { WorkQueue } from './work-queue.ts';
import { getBuffer, keyUnder, type Storage } from '../lib/storage/index.ts';

// any size is taken and answered at the nearest allowed one (decision 024); only nonsense is refused
const sizeQuery = z.object({
  w: z.coerce.number().int().min(1).max(10_000).optional(),
  h: z.coerce.number().int().min(1).max(10_000).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});

const sourceTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** WebP first: every browser that takes AVIF takes WebP, and WebP encodes many times faster on a cold cache. */
export function negotiateFormat(accept: string | undefined, sourceExt: string): ImageFormat {
  const a = accept ?? '';
  if (a.includes('image/webp')) return 'webp';
  if (a.includes('image/avif')) return 'avif';
  return sourceExt === '.png' ? 'png' : 'jpeg';
}

export type FilesOptions = {
  /** the pictures are the objects under files/ (docs/decisions/069) */
  storage: Storage;
  /** resized variants stay on this machine's disk, whatever the storage (docs/decisions/069) */
  cacheDir: string;
  /** bytes the resized images may take on disk */
  cacheBytes: number;
  /** encodes at once: by default half the cores (one on two), so the API keeps a core */
  encodesAtOnce?: number;
  /** requests that may wait for an encode; more are answered 503 with Retry-After */
  encodesWaiting?: number;
};

/**
 * GET /files/<path>?w=&h=&q= — images from the public files folder of storage (DATA_DIR/files or the bucket's
 * files/), resized on request and cached on this machine's disk by (path, version, size, quality, format). `<path>` is what image fields carry (spec part 1 §7: 380 × 500,
 * thumbnails 680 × 400). Sizes and qualities are rounded to the allowed ones (packages/contract/src/images.ts),
 * the cache keeps within its budget, and encodes wait their turn (decision 024). The answer varies on Accept.
 * Answers the encode queue, whose `peak` tests read.
 */
export function registerFiles(app: FastifyInstance, options: FilesOptions): { encodes: WorkQueue; cache: ImageCache } {
  const { storage } = options;
  const inFlight = new Map<string, Promise<Buffer>>();
  const cache = new ImageCache(options.cacheDir, options.cacheBytes);
  const encodes = new WorkQueue(
    options.encodesAtOnce ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
    options.encodesWaiting ?? 32,
  );

  // cross-origin: public pictures may be embedded by other origins (a partner site, another client of the API)
  async function send(reply: FastifyReply, data: Buffer | Readable, type: string, size?: number) {
    if (size !== undefined) reply.header('content-length', size);
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=604800')
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(data);
  }

  app.get('/files/*', async (request, reply) => {
    const key = keyUnder('files', (request.params as { '*': string })['*']);
    if (!key) throw new AppError('not_found');
    const relative = key.slice('files/'.length);
    const ext = path.extname(key).toLowerCase();
    const sourceType = sourceTypes[ext];
    if (!sourceType) throw new AppError('not_found');
    const query = sizeQuery.safeParse(request.query);
    if (!query.success) throw new AppError('invalid_input', { fields: fieldErrors(query.error) });
    const { width: w, height: h } = nearestImageSize(query.data.w, query.data.h);
    const quality = nearestImageQuality(query.data.q);

    if (
      ext === '.svg' ||
      (w === undefined && h === undefined && query.data.q === undefined && !request.headers.accept?.includes('image/webp'))
    ) {
      // the original, streamed from storage as it is read
      const original = await storage.get(key);
      if (!original) throw new AppError('not_found');
      return send(reply, original.body, sourceType, original.size);
    }

    const stored = await storage.head(key);
    if (!stored) throw new AppError('not_found');
    const format = negotiateFormat(request.headers.accept, ext);
    const variant = { width: w, height: h, quality, format };
    const cached = variantFile(options.cacheDir, relative, stored.version, variant);
    const hit = await cache.read(cached);
    if (hit) return send(reply, hit, `image/${format}`);
    let work = inFlight.get(cached);
    if (!work) {
      work = encodes
        .run(async () => {
          // decoded whole by the encoder anyway: a picture is read into memory for its encode
          const source = await getBuffer(storage, key);
          if (!source) throw new AppError('not_found');
          return encodeVariant(source, variant);
        })
        .then(async (data) => {
          // a full disk costs the next request an encode, not this one its picture
          await cache.write(cached, data).catch((error: unknown) => request.log.warn({ err: error }, 'image cache write failed'));
          return data;
        })
        .finally(() => inFlight.delete(cached));
      inFlight.set(cached, work);
    }
    return send(reply, await work, `image/${format}`);
  });
  return { encodes, cache };
}
