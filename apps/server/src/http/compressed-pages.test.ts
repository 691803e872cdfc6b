import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPages } from './compressed-pages.ts';
import { compress, compressions } from './compression.ts';

const page = (n: number) => `<!doctype html><html><body>${`<p>page ${n} – صفحة</p>`.repeat(400)}</body></html>`;

describe('compressed pages', () => {
  it('compresses a page once per encoding, answering the same bytes, and again when the page changes', async () => {
    const pages = new CompressedPages();
    const br = await pages.compress(page(1), 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(page(1));
    expect(await pages.compress(page(1), 'br')).toBe(br);
    const gzip = await pages.compress(page(1), 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(page(1));
    const changed = await pages.compress(page(2), 'br');
    expect(zlib.brotliDecompressSync(changed).toString()).toBe(page(2));
    expect(pages.size).toBe(br.length + gzip.length + changed.length);
  });

  it('shares one compression among concurrent requests for a page', async () => {
    const pages = new CompressedPages();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.compress(page(3), 'gzip')));
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps within its budget, the least recently sent going first', async () => {
    const one = (await new CompressedPages().compress(page(4), 'gzip')).length;
    const pages = new CompressedPages(one * 2 + 10);
    const first = await pages.compress(page(4), 'gzip');
    await pages.compress(page(5), 'gzip');
    expect(await pages.compress(page(4), 'gzip')).toBe(first); // page 4 is now the most recent
    await pages.compress(page(6), 'gzip'); // page 5 goes
    expect(pages.size).toBeLessThanOrEqual(one * 2 + 10);
    expect(await pages.compress(page(4), 'gzip')).toBe(first);
    expect(await pages.compress(page(5), 'gzip')).not.toBe(first);
  });
});

describe('the compressions of the process', () => {
  it('run two at a time however many are asked for at once, and none is refused', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => page(100 + i));
    const answers = await Promise.all(pages.map((html, i) => compress(html, i % 2 ? 'br' : 'gzip')));
    expect(answers).toHaveLength(30);
    expect(zlib.brotliDecompressSync(answers[1]!).toString()).toBe(pages[1]);
    expect(compressions.peak).toBe(2);
  });
});
