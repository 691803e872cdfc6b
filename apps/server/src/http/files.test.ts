import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageSizes } from '@portal/contract/images';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerFiles, type FilesOptions } from './files.ts';
import { ImageCache } from './image-cache.ts';
import { diskStorage } from '../lib/storage/index.ts';

let dataDir: string;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  await fs.mkdir(path.join(dataDir, 'files'));
  // noise, so that every size encodes to a few kilobytes and the cache budget means something
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();
  await fs.writeFile(path.join(dataDir, 'files', 'photo.jpg'), photo);
});
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The resizer alone, on its own cache folder. */
async function resizer(options: Partial<FilesOptions> = {}) {
  const app = Fastify();
  registerErrorHandler(app);
  const cacheDir = await fs.mkdtemp(path.join(dataDir, 'cache-'));
  const files = registerFiles(app, { storage: diskStorage(dataDir), cacheDir, cacheBytes: 100_000_000, ...options });
  apps.push(app);
  const get = (query: string, accept = 'image/webp') =>
    app.inject({ method: 'GET', url: `/files/photo.jpg?${query}`, headers: { accept } });
  return { app, get, cacheDir, ...files };
}

async function cachedFiles(dir: string): Promise<{ count: number; bytes: number }> {
  const names = await fs.readdir(dir, { recursive: true });
  let count = 0;
  let bytes = 0;
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name));
    if (stat.isFile()) {
      count += 1;
      bytes += stat.size;
    }
  }
  return { count, bytes };
}

const dimensions = async (data: Buffer) => {
  const meta = await sharp(data).metadata();
  return [meta.width, meta.height];
};

describe('allowed sizes and qualities', () => {
  it('answers a size the app never asks for at the nearest allowed size of the same shape, with one encode for both', async () => {
    const r = await resizer();
    const odd = await r.get('w=400&h=526');
    expect(odd.statusCode).toBe(200);
    expect(await dimensions(odd.rawPayload)).toEqual([380, 500]);
    const exact = await r.get('w=380&h=500');
    expect(Buffer.compare(odd.rawPayload, exact.rawPayload)).toBe(0);
    expect((await cachedFiles(r.cacheDir)).count).toBe(1);
  });

  it('rounds a width alone, however large, to the nearest allowed width and keeps the proportions', async () => {
    const r = await resizer();
    const res = await r.get('w=5000');
    expect(res.statusCode).toBe(200);
    expect(await dimensions(res.rawPayload)).toEqual([1920, 1440]);
  });

  it('rounds the quality to the allowed ones: 75, 78 and 80 make one encode', async () => {
    const r = await resizer();
    for (const q of [75, 78, 80]) expect((await r.get(`w=680&h=400&q=${q}`)).statusCode).toBe(200);
    expect((await cachedFiles(r.cacheDir)).count).toBe(1);
  });

  it('makes almost a hundred distinct requests into no more encodes than there are allowed sizes', async () => {
    const r = await resizer();
    for (let w = 100; w <= 700; w += 7) expect((await r.get(`w=${w}&h=${Math.round(w / 1.6)}`)).statusCode).toBe(200);
    expect((await cachedFiles(r.cacheDir)).count).toBeLessThanOrEqual(imageSizes.length);
  });

  it('makes one encode of one picture however its path is spelled, and of no quality asked and the default asked', async () => {
    const r = await resizer();
    for (const url of ['/files/photo.jpg', '/files/.%2fphoto.jpg', '/files/x%2f..%2fphoto.jpg']) {
      for (const query of ['w=680&h=400', 'w=680&h=400&q=78']) {
        const res = await r.app.inject({ method: 'GET', url: `${url}?${query}`, headers: { accept: 'image/webp' } });
        expect(res.statusCode).toBe(200);
      }
    }
    expect((await cachedFiles(r.cacheDir)).count).toBe(1);
  });

  it('still refuses what is not a size with 400', async () => {
    const r = await resizer();
    const res = await r.get('w=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('w');
  });
});

// the smaller allowed sizes, to keep the machine's cores for the other tests
const smallBoxes = [...imageSizes].sort((a, b) => a.width * a.height - b.width * b.height).slice(0, 12);

describe('encodes wait their turn', () => {
  const distinctSizes = smallBoxes.map((box) => `w=${box.width}&h=${box.height}`);

  it('runs one encode at a time when told so, however many distinct sizes are asked for at once', async () => {
    const r = await resizer({ encodesAtOnce: 1, encodesWaiting: 64 });
    const answers = await Promise.all(distinctSizes.map((query) => r.get(query)));
    expect(answers.map((res) => res.statusCode)).toEqual(distinctSizes.map(() => 200));
    expect(r.encodes.peak).toBe(1);
  });

  it('runs at most two at once when allowed two', async () => {
    const r = await resizer({ encodesAtOnce: 2, encodesWaiting: 64 });
    const answers = await Promise.all(distinctSizes.map((query) => r.get(query, 'image/avif')));
    expect(answers.every((res) => res.statusCode === 200 && res.headers['content-type'] === 'image/avif')).toBe(true);
    expect(r.encodes.peak).toBeLessThanOrEqual(2);
  });

  it('answers 503 with Retry-After when the queue is full, and serves again once it drains', async () => {
    const r = await resizer({ encodesAtOnce: 1, encodesWaiting: 1 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // one encode running and one waiting: the queue is full
    const busy = [r.encodes.run(() => gate), r.encodes.run(() => gate)];
    const refused = await r.get('w=380&h=500');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ success: 0, code: 'unavailable' });
    release();
    await Promise.all(busy);
    expect((await r.get('w=380&h=500')).statusCode).toBe(200);
  });
});

describe('the cache keeps within its budget', () => {
  it('never holds more bytes on disk than its budget, whatever is asked for', async () => {
    const budget = 60_000;
    const r = await resizer({ cacheBytes: budget });
    for (const box of smallBoxes) {
      expect((await r.get(`w=${box.width}&h=${box.height}`)).statusCode).toBe(200);
      expect((await cachedFiles(r.cacheDir)).bytes).toBeLessThanOrEqual(budget);
    }
    expect(r.cache.size).toBeLessThanOrEqual(budget);
    // some were evicted, the latest kept
    const { count } = await cachedFiles(r.cacheDir);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(smallBoxes.length);
  });

  it('deletes the least recently used file first: a file read again stays', async () => {
    const dir = await fs.mkdtemp(path.join(dataDir, 'lru-'));
    const cache = new ImageCache(dir, 250);
    const file = (name: string) => path.join(dir, name);
    await cache.write(file('a'), Buffer.alloc(100));
    await cache.write(file('b'), Buffer.alloc(100));
    expect(await cache.read(file('a'))).not.toBeNull();
    await cache.write(file('c'), Buffer.alloc(100));
    expect((await fs.readdir(dir)).sort()).toEqual(['a', 'c']);
    expect(cache.size).toBe(200);
  });

  it('takes the files already there at start into its budget, oldest first', async () => {
    const dir = await fs.mkdtemp(path.join(dataDir, 'start-'));
    for (const [name, age] of [
      ['old', 3],
      ['mid', 2],
      ['new', 1],
    ] as const) {
      await fs.writeFile(path.join(dir, name), Buffer.alloc(100));
      const when = new Date(Date.now() - age * 60_000);
      await fs.utimes(path.join(dir, name), when, when);
    }
    const cache = new ImageCache(dir, 250);
    await cache.write(path.join(dir, 'newest'), Buffer.alloc(50));
    expect((await fs.readdir(dir)).sort()).toEqual(['mid', 'new', 'newest']);
  });
});
