import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nearestImageQuality, nearestImageSize } from '@portal/contract/images';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { fieldErrors } from './dispatcher.ts';
import { ImageCache } from './image-cache.ts';
import { encodeVariant, variantFile, type ImageFormat } from './image-variants.ts';
import { WorkQueue } from './work-queue.ts';

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
  filesDir: string;
  cacheDir: string;
  /** bytes the resized images may take on disk */
  cacheBytes: number;
  /** encodes at once: by default half the cores (one on two), so the API keeps a core */
  encodesAtOnce?: number;
  /** requests that may wait for an encode; more are answered 503 with Retry-After */
  encodesWaiting?: number;
};

/**
 * GET /files/<path>?w=&h=&q= — images from the public files folder, resized on request and cached on
 * disk by (path, size, quality, format). `<path>` is what image fields carry (spec part 1 §7: 380 × 500,
 * thumbnails 680 × 400). Sizes and qualities are rounded to the allowed ones (packages/contract/src/images.ts),
 * the cache keeps within its budget, and encodes wait their turn (decision 024). The answer varies on Accept.
 * Answers the encode queue, whose `peak` tests read.
 */
export function registerFiles(app: FastifyInstance, options: FilesOptions): { encodes: WorkQueue; cache: ImageCache } {
  const root = path.resolve(options.filesDir);
  const inFlight = new Map<string, Promise<Buffer>>();
  const cache = new ImageCache(options.cacheDir, options.cacheBytes);
  const encodes = new WorkQueue(
    options.encodesAtOnce ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
    options.encodesWaiting ?? 32,
  );

  // cross-origin: public pictures may be embedded by other origins (a partner site, another client of the API)
  async function send(reply: FastifyReply, data: Buffer, type: string) {
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=604800')
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(data);
  }

  app.get('/files/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const absolute = path.resolve(root, relative);
    if (!absolute.startsWith(root + path.sep)) throw new AppError('not_found');
    const ext = path.extname(absolute).toLowerCase();
    const sourceType = sourceTypes[ext];
    if (!sourceType) throw new AppError('not_found');
    const query = sizeQuery.safeParse(request.query);
    if (!query.success) throw new AppError('invalid_input', { fields: fieldErrors(query.error) });
    const { width: w, height: h } = nearestImageSize(query.data.w, query.data.h);
    const quality = nearestImageQuality(query.data.q);

    let stat;
    try {
      stat = await fs.stat(absolute);
    } catch {
      throw new AppError('not_found');
    }
    if (!stat.isFile()) throw new AppError('not_found');
    if (
      ext === '.svg' ||
      (w === undefined && h === undefined && query.data.q === undefined && !request.headers.accept?.includes('image/webp'))
    ) {
      return send(reply, await fs.readFile(absolute), sourceType);
    }

    const format = negotiateFormat(request.headers.accept, ext);
    const variant = { width: w, height: h, quality, format };
    const cached = variantFile(options.cacheDir, root, absolute, stat.mtimeMs, variant);
    const hit = await cache.read(cached);
    if (hit) return send(reply, hit, `image/${format}`);
    let work = inFlight.get(cached);
    if (!work) {
      work = encodes
        .run(() => encodeVariant(absolute, variant))
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
