import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { fieldErrors } from './dispatcher.ts';

/** Largest width or height the resizer makes; bigger requests are refused rather than clamped silently. */
export const maxImageSide = 2000;

const sizeQuery = z.object({
  w: z.coerce.number().int().min(16).max(maxImageSide).optional(),
  h: z.coerce.number().int().min(16).max(maxImageSide).optional(),
  q: z.coerce.number().int().min(30).max(100).optional(),
});

const sourceTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

type Format = 'webp' | 'avif' | 'jpeg' | 'png';

/** WebP first: every browser that takes AVIF takes WebP, and WebP encodes many times faster on a cold cache. */
export function negotiateFormat(accept: string | undefined, sourceExt: string): Format {
  const a = accept ?? '';
  if (a.includes('image/webp')) return 'webp';
  if (a.includes('image/avif')) return 'avif';
  return sourceExt === '.png' ? 'png' : 'jpeg';
}

/**
 * GET /files/<path>?w=&h=&q= — images from the public files folder, resized on request and cached on
 * disk by (path, size, quality, format). `<path>` is what image fields carry (spec part 1 §7: 380 × 500,
 * thumbnails 680 × 400). The answer varies on Accept.
 */
export function registerFiles(app: FastifyInstance, options: { filesDir: string; cacheDir: string }): void {
  const root = path.resolve(options.filesDir);
  const inFlight = new Map<string, Promise<Buffer>>();

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
    const { w, h, q } = query.data;

    let stat;
    try {
      stat = await fs.stat(absolute);
    } catch {
      throw new AppError('not_found');
    }
    if (!stat.isFile()) throw new AppError('not_found');
    if (
      ext === '.svg' ||
      (w === undefined && h === undefined && q === undefined && !request.headers.accept?.includes('image/webp'))
    ) {
      return send(reply, await fs.readFile(absolute), sourceType);
    }

    const format = negotiateFormat(request.headers.accept, ext);
    const key = createHash('sha1')
      .update(`${relative}|${stat.mtimeMs}|${w ?? ''}x${h ?? ''}|${q ?? ''}|${format}`)
      .digest('hex');
    const cached = path.join(options.cacheDir, key.slice(0, 2), `${key}.${format}`);
    try {
      return await send(reply, await fs.readFile(cached), `image/${format}`);
    } catch {
      // not cached yet
    }
    let work = inFlight.get(key);
    if (!work) {
      work = (async () => {
        const quality = q ?? 78;
        const data = await sharp(absolute)
          .rotate()
          .resize({ width: w, height: h, fit: 'cover' })
          .toFormat(format, { quality })
          .toBuffer();
        await fs.mkdir(path.dirname(cached), { recursive: true });
        await fs.writeFile(`${cached}.${process.pid}.tmp`, data);
        await fs.rename(`${cached}.${process.pid}.tmp`, cached);
        return data;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, work);
    }
    return send(reply, await work, `image/${format}`);
  });
}
