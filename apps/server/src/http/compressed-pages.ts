import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { compress } from './compression.ts';
import type { Encoding } from './public-cache.ts';

const brotliFast = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };

/**
 * The HTML pages (spa.ts), compressed once per distinct page and encoding and kept (docs/decisions/029).
 * A page is written afresh for every request, but from data the public cache keeps, so the same bytes
 * come back again and again: compressing each on its own, 50 at once under a visitors' load, cost the
 * process about 100 MB of RSS that it never gave back (a zlib or brotli state per request on libuv's
 * threads), and 0.5 ms (gzip) to 2 ms (brotli) of CPU each. Kept by the page's content (a SHA-1 of the
 * HTML), so a changed page is never answered with old bytes; concurrent requests for one page share one
 * compression, which waits its turn among the process's compressions (compression.ts).
 */
export class CompressedPages {
  readonly #kept = new Map<string, Buffer>();
  readonly #making = new Map<string, Promise<Buffer>>();
  readonly #maxBytes: number;
  #bytes = 0;

  /** `maxBytes`: compressed bytes kept at most; the least recently sent pages go first */
  constructor(maxBytes = 4 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
  }

  /** The page's bytes in `encoding`. */
  async compress(html: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding} ${createHash('sha1').update(html).digest('base64')}`;
    const kept = this.#kept.get(key);
    if (kept) {
      // most recently used last: a Map keeps insertion order
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept;
    }
    let making = this.#making.get(key);
    if (!making) {
      making = compress(html, encoding, brotliFast)
        .then((data) => {
          this.#keep(key, data);
          return data;
        })
        .finally(() => this.#making.delete(key));
      this.#making.set(key, making);
    }
    return making;
  }

  /** Compressed bytes kept. */
  get size(): number {
    return this.#bytes;
  }

  #keep(key: string, data: Buffer) {
    if (data.length > this.#maxBytes) return;
    this.#kept.set(key, data);
    this.#bytes += data.length;
    for (const [oldKey, old] of this.#kept) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#kept.delete(oldKey);
      this.#bytes -= old.length;
    }
  }
}
