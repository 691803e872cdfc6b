import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { WorkQueue } from './work-queue.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every compression this process makes of a page or a public answer (compressed-pages.ts, public-cache.ts) takes
 * its turn here: two at once, the rest waiting (never refused: each waiting one is a request's own answer).
 * Run as they came, 50 at once under a visitors' load, each holding a zlib or brotli state on libuv's threads,
 * they grew the process by about 100 MB of RSS that it never gave back (docs/decisions/029); two at a time keep
 * both cores busy all the same.
 */
export const compressions = new WorkQueue(2, Infinity);

/** `data` compressed as brotli (at `brotliParams`) or gzip, in its turn. */
export function compress(
  data: Buffer | string,
  encoding: 'br' | 'gzip',
  brotliParams: Record<number, number> = {},
): Promise<Buffer> {
  return compressions.run(() => (encoding === 'br' ? brotli(data, { params: brotliParams }) : gzip(data)));
}
