import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3rverCredentials, startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { diskStorage, getBuffer, keyUnder, privateFile, publicPicture, readAll, s3Storage, type Storage } from './index.ts';

let s3: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const listed = async (storage: Storage, prefix: string) => {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
};

/** Megabytes of numbered bytes as a stream, one megabyte a chunk: never held whole by the test either. */
const megabytes = (n: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < n; i += 1) yield Buffer.alloc(1024 * 1024, i);
    })(),
  );

const kinds: [string, () => Storage][] = [
  ['disk', () => diskStorage(dataDir)],
  [
    's3',
    () =>
      s3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.proxy.url,
        forcePathStyle: true,
        maxAttempts: 3,
        credentials: s3rverCredentials,
      }),
  ],
];

describe.each(kinds)('%s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('keeps what is put, with its size and type, and answers null for what is not there', async () => {
    await storage.put('uploads/invoices/a.jpg', Buffer.from('receipt'), privateFile('image/jpeg'));
    const found = await storage.get('uploads/invoices/a.jpg');
    expect(found).toMatchObject({ size: 7, contentType: 'image/jpeg' });
    expect((await readAll(found!.body)).toString()).toBe('receipt');
    expect(await storage.head('uploads/invoices/a.jpg')).toMatchObject({ size: 7, contentType: 'image/jpeg' });
    expect(await storage.get('uploads/invoices/missing.jpg')).toBeNull();
    expect(await storage.head('uploads/invoices/missing.jpg')).toBeNull();
    expect(await storage.head('uploads')).toBeNull();
  });

  it('lists by prefix and deletes, a missing object included', async () => {
    await storage.put('postcards/OAAAA1/front.jpg', Buffer.from('f'), privateFile('image/jpeg'));
    await storage.put('postcards/OAAAA1/card.pdf', Buffer.from('p'), privateFile('application/pdf'));
    await storage.put('postcards/OBBBB2/front.jpg', Buffer.from('g'), privateFile('image/jpeg'));
    expect(await listed(storage, 'postcards/OAAAA1/')).toEqual(['postcards/OAAAA1/card.pdf', 'postcards/OAAAA1/front.jpg']);
    expect(await listed(storage, 'postcards/')).toHaveLength(3);
    await storage.delete('postcards/OAAAA1/front.jpg');
    await storage.delete('postcards/OAAAA1/front.jpg');
    expect(await listed(storage, 'postcards/OAAAA1/')).toEqual(['postcards/OAAAA1/card.pdf']);
    expect(await listed(storage, 'nothing-here/')).toEqual([]);
  });

  it('takes a stream larger than one part and gives it back byte for byte', async () => {
    await storage.put('files/uploads/big.bin', megabytes(12), publicPicture('application/octet-stream'));
    expect((await storage.head('files/uploads/big.bin'))?.size).toBe(12 * 1024 * 1024);
    const back = await getBuffer(storage, 'files/uploads/big.bin');
    expect(back!.length).toBe(12 * 1024 * 1024);
    for (let i = 0; i < 12; i += 1) expect(back![i * 1024 * 1024 + 17]).toBe(i);
  });

  it('refuses keys that could leave their place', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'files/../pglite/x', 'files//a.jpg', 'files/.hidden', '']) {
      await expect(storage.put(key, Buffer.from('x'), privateFile('text/plain')), key).rejects.toThrow('not a storage key');
      await expect(storage.get(key), key).rejects.toThrow('not a storage key');
    }
  });
});

describe('keys from paths', () => {
  it('normalizes a path under its folder and refuses one that leaves it', () => {
    expect(keyUnder('files', 'reviews/a.jpg')).toBe('files/reviews/a.jpg');
    expect(keyUnder('files', 'x/../reviews//a.jpg')).toBe('files/reviews/a.jpg');
    expect(keyUnder('', 'uploads/invoices/a.jpg')).toBe('uploads/invoices/a.jpg');
    expect(keyUnder('files', '../uploads/invoices/a.jpg')).toBeNull();
    expect(keyUnder('', '../../etc/passwd')).toBeNull();
    expect(keyUnder('files', '')).toBeNull();
  });
});

describe('disk storage', () => {
  it('keeps the layout of before, readable by the server only, and leaves no folder a deleted card emptied', async () => {
    const storage = diskStorage(dataDir);
    await storage.put('postcards/OCCCC3/front.png', Buffer.from('png'), privateFile('image/png'));
    const file = path.join(dataDir, 'postcards', 'OCCCC3', 'front.png');
    expect(await fs.readFile(file, 'utf8')).toBe('png');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    await storage.delete('postcards/OCCCC3/front.png');
    await expect(fs.stat(path.dirname(file))).rejects.toThrow();
    expect((await fs.stat(path.join(dataDir, 'postcards'))).isDirectory()).toBe(true);
  });

  it('never lists a file still being written, nor one outside the prefix', async () => {
    const storage = diskStorage(dataDir);
    await fs.mkdir(path.join(dataDir, 'files', 'reviews'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'files', 'reviews', 'b.jpg.0a1b2c.partial'), 'half');
    await storage.put('files/reviews/c.jpg', Buffer.from('whole'), publicPicture());
    expect(await listed(storage, 'files/reviews/')).toEqual(['files/reviews/c.jpg']);
  });
});

describe('S3 storage', () => {
  it('sets the type and Cache-Control a CDN in front of the bucket serves', async () => {
    const storage = kinds[1]![1]();
    await storage.put('files/uploads/2026/11/cdn.jpg', Buffer.from('jpeg'), publicPicture('image/jpeg'));
    await storage.put('uploads/invoices/private.jpg', Buffer.from('jpeg'), privateFile('image/jpeg'));
    const picture = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'files/uploads/2026/11/cdn.jpg' }));
    expect(picture).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'public, max-age=604800' });
    const invoice = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'uploads/invoices/private.jpg' }));
    expect(invoice).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'private, no-store' });
    await invoice.Body!.transformToString();
  });

  it('retries the writes a failing server refuses, each part of a multipart upload included', async () => {
    const storage = kinds[1]![1]();
    s3.proxy.mode = 'half';
    // the next PUT is an odd one: refused, and so the first try of every write after it
    if (s3.proxy.puts % 2 === 1) s3.proxy.puts += 1;
    const failedBefore = s3.proxy.failedPuts;
    try {
      for (let i = 0; i < 6; i += 1) await storage.put(`files/reviews/r${i}.jpg`, Buffer.from(`photo ${i}`), publicPicture());
      await storage.put('files/uploads/big-retried.bin', megabytes(11), publicPicture('application/octet-stream'));
    } finally {
      s3.proxy.mode = 'pass';
    }
    // six single PUTs and three parts, each refused once
    expect(s3.proxy.failedPuts - failedBefore).toBeGreaterThanOrEqual(9);
    for (let i = 0; i < 6; i += 1) expect((await getBuffer(storage, `files/reviews/r${i}.jpg`))!.toString()).toBe(`photo ${i}`);
    expect((await storage.head('files/uploads/big-retried.bin'))?.size).toBe(11 * 1024 * 1024);
  });

  it('gives up after S3_MAX_ATTEMPTS and stores nothing', async () => {
    const storage = s3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.proxy.url,
      forcePathStyle: true,
      maxAttempts: 1,
      credentials: s3rverCredentials,
    });
    s3.proxy.mode = 'half';
    // the next PUT is an odd one: refused
    if (s3.proxy.puts % 2 === 1) s3.proxy.puts += 1;
    try {
      await expect(storage.put('files/reviews/refused.jpg', Buffer.from('x'), publicPicture())).rejects.toThrow();
    } finally {
      s3.proxy.mode = 'pass';
    }
    expect(await storage.head('files/reviews/refused.jpg')).toBeNull();
  });
});
