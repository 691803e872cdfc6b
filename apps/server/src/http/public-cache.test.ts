import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.ts';
import { CachedAnswer, compressThresholdBytes, preferredEncoding, PublicCache, type Representation } from './public-cache.ts';

const freshMs = 5_000;
const maxAgeMs = 60_000;

/** A computation the test answers by hand: every call waits until the test settles it. */
function gatedCompute() {
  const waiting: { resolve: (body: Buffer) => void; reject: (err: unknown) => void }[] = [];
  const compute = vi.fn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
  );
  return {
    compute,
    answerNext: (text: string) => waiting.shift()!.resolve(Buffer.from(text)),
    failNext: (err: unknown) => waiting.shift()!.reject(err),
  };
}

function setUp() {
  let now = 1_000_000;
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const cache = new PublicCache({ freshMs, clock: () => now });
  return {
    cache,
    log,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const textOf = (answer: CachedAnswer | undefined) => answer?.identity.body.toString();
/** lets settled promises run their callbacks (the refresh storing its answer) */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the public cache', () => {
  it('shares one computation among concurrent misses of a key', async () => {
    const { cache, log } = setUp();
    const { compute, answerNext } = gatedCompute();
    const waiters = Array.from({ length: 10 }, () => cache.answer('destinations?{}', maxAgeMs, compute, log));
    answerNext('{"v":1}');
    const answers = await Promise.all(waiters);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(textOf(answers[0])).toBe('{"v":1}');
  });

  it('serves the old answer while one request refreshes it, then the new one', async () => {
    const { cache, log, advance } = setUp();
    const { compute, answerNext } = gatedCompute();
    const first = cache.answer('k', maxAgeMs, compute, log);
    answerNext('old');
    await first;
    advance(freshMs);

    const during = await Promise.all(Array.from({ length: 10 }, () => cache.answer('k', maxAgeMs, compute, log)));
    expect(during.map(textOf)).toEqual(Array(10).fill('old'));
    expect(compute).toHaveBeenCalledTimes(2);

    answerNext('new');
    await settle();
    expect(textOf(cache.peek('k', log))).toBe('new');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps the old answer when a refresh fails, logs it, and tries again a fresh period later', async () => {
    const { cache, log, advance } = setUp();
    const { compute, answerNext, failNext } = gatedCompute();
    const first = cache.answer('k', maxAgeMs, compute, log);
    answerNext('old');
    await first;
    advance(freshMs);
    expect(textOf(cache.peek('k', log))).toBe('old');
    failNext(new Error('connection terminated'));
    await settle();
    expect(log.error).toHaveBeenCalledTimes(1);

    expect(textOf(cache.peek('k', log))).toBe('old');
    expect(compute).toHaveBeenCalledTimes(2);
    advance(freshMs);
    expect(textOf(cache.peek('k', log))).toBe('old');
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('never serves an answer past its maximum age, however its refreshes fail', async () => {
    const { cache, log, advance } = setUp();
    const { compute, answerNext, failNext } = gatedCompute();
    const first = cache.answer('k', maxAgeMs, compute, log);
    answerNext('old');
    await first;
    advance(freshMs);
    cache.peek('k', log);
    failNext(new Error('database unreachable'));
    await settle();
    advance(maxAgeMs - freshMs - 1);
    expect(textOf(cache.peek('k', log))).toBe('old');
    advance(1);
    expect(cache.peek('k', log)).toBeUndefined();
  });

  it('drops an answer whose refresh is refused, so the next request gets the refusal', async () => {
    const { cache, log, advance } = setUp();
    const { compute, answerNext, failNext } = gatedCompute();
    const first = cache.answer('packagesDetails?{"slug":"gone"}', maxAgeMs, compute, log);
    answerNext('{"data":{}}');
    await first;
    advance(freshMs);
    cache.peek('packagesDetails?{"slug":"gone"}', log);
    failNext(new AppError('package_not_found'));
    await settle();
    expect(cache.peek('packagesDetails?{"slug":"gone"}', log)).toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('drops every answer on clear, and a computation running across it stores nothing', async () => {
    const { cache, log } = setUp();
    const { compute, answerNext } = gatedCompute();
    const kept = cache.answer('a', maxAgeMs, compute, log);
    answerNext('a1');
    await kept;
    const running = cache.answer('b', maxAgeMs, compute, log);

    cache.clear();
    expect(cache.peek('a', log)).toBeUndefined();
    // a request after the change does not join the computation that read the data before it
    const after = cache.answer('b', maxAgeMs, compute, log);
    expect(compute).toHaveBeenCalledTimes(3);
    answerNext('b read before the change');
    answerNext('b read after the change');
    expect(textOf(await running)).toBe('b read before the change');
    expect(textOf(await after)).toBe('b read after the change');
    expect(textOf(cache.peek('b', log))).toBe('b read after the change');
  });

  it('lets the oldest answers go when a new one would pass the byte bound', async () => {
    const cache = new PublicCache({ freshMs, clock: () => 0, maxBytes: 10 });
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    for (const key of ['a', 'b', 'c']) await cache.answer(key, maxAgeMs, async () => Buffer.from('1234'), log);
    expect(cache.peek('a', log)).toBeUndefined();
    expect(textOf(cache.peek('b', log))).toBe('1234');
    expect(textOf(cache.peek('c', log))).toBe('1234');
  });

  it('keeps nothing when its fresh period is 0, yet still shares a running computation', async () => {
    let now = 0;
    const cache = new PublicCache({ freshMs: 0, clock: () => now });
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const { compute, answerNext } = gatedCompute();
    const both = [cache.answer('k', maxAgeMs, compute, log), cache.answer('k', maxAgeMs, compute, log)];
    answerNext('x');
    await Promise.all(both);
    expect(compute).toHaveBeenCalledTimes(1);
    now += 1;
    expect(cache.peek('k', log)).toBeUndefined();
  });
});

describe('a cached answer', () => {
  const json = Buffer.from(
    JSON.stringify({ success: 1, data: Array.from({ length: 40 }, (_, id) => ({ id, name: 'جزيرة النور' })) }),
  );
  const made = async (answer: CachedAnswer, encoding: 'br' | 'gzip' | null): Promise<Representation> =>
    answer.representation(encoding);

  it('gives brotli and gzip forms that decode to the same bytes, each with its own strong ETag', async () => {
    expect(json.length).toBeGreaterThan(compressThresholdBytes);
    const answer = new CachedAnswer(json);
    const br = await made(answer, 'br');
    const gz = await made(answer, 'gzip');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body)).toEqual(json);
    expect(zlib.gunzipSync(gz.body)).toEqual(json);
    const etags = [answer.identity.etag, br.etag, gz.etag];
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
  });

  it('makes each form once and then hands it over without waiting', async () => {
    const answer = new CachedAnswer(json);
    const first = answer.representation('br');
    const meanwhile = answer.representation('br');
    expect(first).toBe(meanwhile);
    const br = await first;
    expect(answer.representation('br')).toBe(br);
  });

  it('sends an answer below the compression threshold as it is', () => {
    const answer = new CachedAnswer(Buffer.from('{"success":1,"data":[]}'));
    expect(answer.representation('br')).toBe(answer.identity);
    expect(answer.representation('gzip')).toBe(answer.identity);
  });
});

describe('the encoding a request prefers', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
