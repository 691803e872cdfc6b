import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { registerFiles } from '../../http/files.ts';
import { diskStorage } from '../../lib/storage/index.ts';
import { cardVariants, createImageSet, generateImages } from './images.ts';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-images-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function countFiles(folder: string): Promise<number> {
  const names = await fs.readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const stats = await Promise.all(names.map((name) => fs.stat(path.join(folder, name))));
  return stats.filter((stat) => stat.isFile()).length;
}

describe('the demo pictures and their card variants', () => {
  it('writes the card variants into the resizer cache, where the resizer finds them without encoding', async () => {
    const filesDir = path.join(dir, 'a', 'files');
    const cacheDir = path.join(dir, 'a', 'cache', 'images');
    const images = createImageSet();
    images.add('packages', 'dune-dinner', 'desert', 'Dune dinner', 'card', cardVariants);
    images.add('packages', 'dune-dinner-2', 'desert', 'Dune dinner');
    expect(await generateImages(filesDir, images.specs(), { dir: cacheDir, bytes: 100_000_000 })).toEqual({
      written: 2,
      skipped: 0,
    });
    // the card at 1× as WebP and JPEG, for the first picture only
    expect(await countFiles(cacheDir)).toBe(2);

    const app = Fastify();
    registerErrorHandler(app);
    const { encodes } = registerFiles(app, { storage: diskStorage(path.dirname(filesDir)), cacheDir, cacheBytes: 100_000_000 });
    try {
      for (const accept of ['image/avif,image/webp,*/*', '*/*']) {
        const answer = await app.inject({
          method: 'GET',
          url: '/files/packages/dune-dinner.jpg?w=380&h=500',
          headers: { accept },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe(accept === '*/*' ? 'image/jpeg' : 'image/webp');
        const meta = await sharp(answer.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([380, 500]);
      }
      expect(encodes.peak).toBe(0);
      // a picture without variants is encoded on its first request, as before
      const other = await app.inject({ method: 'GET', url: '/files/packages/dune-dinner-2.jpg?w=380&h=500' });
      expect(other.statusCode).toBe(200);
      expect(encodes.peak).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('keeps the variants within the cache budget, and makes none without a cache', async () => {
    const images = createImageSet();
    images.add('destinations', 'al-noor', 'lagoon', 'Al Noor', 'card', cardVariants);
    const small = path.join(dir, 'b', 'cache');
    await generateImages(path.join(dir, 'b', 'files'), images.specs(), { dir: small, bytes: 100 });
    expect(await countFiles(small)).toBe(0);
    await generateImages(path.join(dir, 'c', 'files'), images.specs());
    expect(await countFiles(path.join(dir, 'c'))).toBe(1);
  });
});
