import zlib from 'node:zlib';
import { LocalBus } from '../lib/bus.ts';
import { defineAction } from '@portal/contract/action';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDestination, createRaffleCampaign, createSession, createUser } from '../test/factories.ts';
import { createTestApp, dispatcherTestOptions, formBody, formHeaders, postAction } from '../test/harness.ts';
import { bindAction, requireUser } from './actions.ts';
import { registerDispatcher } from './dispatcher.ts';
import { languageOfAcceptLanguage, registerErrorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';

const whoAmI = defineAction({
  name: 'whoAmI',
  auth: 'user',
  summary: 'test',
  input: z.object({}),
  output: z.object({ user_id: z.number() }),
  cacheSeconds: 0,
});
const operatorOnly = defineAction({
  name: 'operatorOnly',
  auth: 'operator',
  summary: 'test',
  input: z.object({}),
  output: z.object({ ok: z.literal(1) }),
  cacheSeconds: 0,
});
const brokenAnswer = defineAction({
  name: 'brokenAnswer',
  auth: 'public',
  summary: 'test',
  input: z.object({}),
  output: z.object({ count: z.number() }),
  cacheSeconds: 0,
});

const refuseOneAdult = defineAction({
  name: 'refuseOneAdult',
  auth: 'public',
  summary: 'test',
  input: z.object({}),
  output: z.object({}),
  cacheSeconds: 0,
});
const userWithField = defineAction({
  name: 'userWithField',
  auth: 'user',
  summary: 'test',
  input: z.object({ invoice_id: z.string() }),
  output: z.object({}),
  cacheSeconds: 0,
});
const queryTokenWhoAmI = defineAction({ ...whoAmI, name: 'queryTokenWhoAmI', tokenInQuery: true });

const now = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof Fastify>;

/** A bare app with the dispatcher alone, on the test file's database. */
async function dispatcherApp(
  options: Partial<Parameters<typeof registerDispatcher>[1]> & Pick<Parameters<typeof registerDispatcher>[1], 'actions'>,
) {
  const bare = Fastify({ logger: false });
  registerErrorHandler(bare, { db: t.db, now: () => now });
  await registerDispatcher(
    bare,
    dispatcherTestOptions(t.db, {
      now: () => now,
      ...options,
    }),
  );
  return bare;
}

beforeAll(async () => {
  t = await createTestApp();
  app = await dispatcherApp({
    actions: [
      bindAction(whoAmI, async (_input, ctx) => ({ user_id: requireUser(ctx).id })),
      bindAction(operatorOnly, async () => ({ ok: 1 as const })),
      bindAction(brokenAnswer, async () => ({ count: 'many' }) as never),
      bindAction(refuseOneAdult, async () => {
        throw new AppError('adult_min', { params: { n: 2 } });
      }),
      bindAction(userWithField, async () => ({})),
      bindAction(queryTokenWhoAmI, async (_input, ctx) => ({ user_id: requireUser(ctx).id })),
    ],
  });
});

afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (action: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: formBody({ action }),
  });

describe('auth levels', () => {
  it('asks for a login with 401 and login_required when no token is sent', async () => {
    const res = await call('whoAmI');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 0, code: 'login_required', login_required: 1, msg: 'Login is required' });
  });

  it('gives a user action the user of the bearer token', async () => {
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id);
    const res = await call('whoAmI', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, user_id: user.id });
  });

  it('refuses an expired token with 401 and login_required', async () => {
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id, { expiresAt: new Date(now.getTime() - 1000) });
    const res = await call('whoAmI', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().login_required).toBe(1);
  });

  it('refuses a revoked token', async () => {
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id, { revokedAt: new Date(now.getTime() - 1000) });
    expect((await call('whoAmI', token)).statusCode).toBe(401);
  });

  it('refuses a token nobody was given', async () => {
    expect((await call('whoAmI', 'A'.repeat(43))).statusCode).toBe(401);
  });

  it('keeps operator actions from ordinary users with 403', async () => {
    const user = await createUser(t.db);
    const res = await call('operatorOnly', await createSession(t.db, user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('lets an operator through', async () => {
    const operator = await createUser(t.db, { role: 'operator' });
    const res = await call('operatorOnly', await createSession(t.db, operator.id));
    expect(res.statusCode).toBe(200);
  });

  it('does not serve token-bound actions by GET', async () => {
    const res = await app.inject({ method: 'GET', url: '/api?action=whoAmI' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('contract checks', () => {
  it('turns an answer that breaks its own output schema into a 500 without details', async () => {
    const res = await call('brokenAnswer');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: 0,
      code: 'internal',
      msg: 'Something went wrong, please try again',
      message: 'Something went wrong, please try again',
      title: 'Something went wrong',
    });
  });
});

describe('the failure envelope', () => {
  it('carries msg, the same message and a title, with {{n}} filled in, in English by default', async () => {
    const res = await call('refuseOneAdult');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: 0,
      code: 'adult_min',
      msg: 'Select Adult - Minimum 2',
      message: 'Select Adult - Minimum 2',
      title: 'Invalid information',
      params: { n: 2 },
    });
    expect(res.headers['content-language']).toBe('en');
  });

  it('answers in Arabic to a caller whose Accept-Language prefers Arabic', async () => {
    const res = await call('refuseOneAdult', undefined, { 'accept-language': 'ar' });
    expect(res.json()).toMatchObject({
      code: 'adult_min',
      msg: 'اختر 2 من البالغين على الأقل',
      message: 'اختر 2 من البالغين على الأقل',
      title: 'بيانات غير صحيحة',
      params: { n: 2 },
    });
    expect(res.headers['content-language']).toBe('ar');
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('answers a signed-in user in their stored language, whatever the browser prefers', async () => {
    const user = await createUser(t.db, { language: 'ae' });
    const token = await createSession(t.db, user.id);
    // refused once the token is checked
    const forbidden = await call('operatorOnly', token, { 'accept-language': 'en-US,en;q=0.9' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'forbidden', msg: 'لا تملك صلاحية القيام بهذا الإجراء', title: 'غير مسموح' });
    // refused before: the input is checked first
    const invalid = await call('userWithField', token, { 'accept-language': 'en' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'invalid_input',
      msg: 'يُرجى إدخال جميع البيانات بشكل صحيح',
      fields: { invoice_id: expect.any(String) },
    });
  });

  it('answers an English-speaking user in English even when the browser asks for Arabic', async () => {
    const user = await createUser(t.db, { language: 'en' });
    const res = await call('operatorOnly', await createSession(t.db, user.id), { 'accept-language': 'ar' });
    expect(res.json()).toMatchObject({ code: 'forbidden', msg: 'You are not allowed to do this', title: 'Not allowed' });
  });

  it('keeps a precise English text in English and gives other languages the catalogue text', async () => {
    const english = await call('noSuchAction');
    expect(english.json()).toMatchObject({
      code: 'unknown_action',
      msg: 'Unknown action: noSuchAction',
      message: 'Unknown action: noSuchAction',
    });
    const arabic = await call('noSuchAction', undefined, { 'accept-language': 'ar' });
    expect(arabic.json()).toMatchObject({ code: 'unknown_action', msg: 'هذا الطلب غير معروف', message: 'هذا الطلب غير معروف' });
  });

  it('reads Accept-Language by preference: Arabic only when it ranks above English', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('ar-AE')).toBe('ae');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr-FR,ar;q=0.5,en;q=0.4')).toBe('ae');
    expect(languageOfAcceptLanguage('ar;q=0, fr')).toBe('en');
    expect(languageOfAcceptLanguage('*')).toBe('en');
  });
});

describe('the session token in the query string (spec part 1 §7 uploadInvoice)', () => {
  const withQueryToken = (action: string, token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api?token=${encodeURIComponent(token)}`,
      headers: { ...formHeaders, ...headers },
      payload: formBody({ action }),
    });

  it('signs in an action whose contract takes the token in the query string', async () => {
    const user = await createUser(t.db);
    const res = await withQueryToken('queryTokenWhoAmI', await createSession(t.db, user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, user_id: user.id });
  });

  it('ignores a query-string token for every other action', async () => {
    const user = await createUser(t.db);
    const res = await withQueryToken('whoAmI', await createSession(t.db, user.id));
    expect(res.statusCode).toBe(401);
  });

  it('lets an Authorization header win over the query string', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const headerWins = await withQueryToken('queryTokenWhoAmI', await createSession(t.db, user.id), {
      authorization: `Bearer ${await createSession(t.db, other.id)}`,
    });
    expect(headerWins.json()).toMatchObject({ success: 1, user_id: other.id });
    const deadHeader = await withQueryToken('queryTokenWhoAmI', await createSession(t.db, user.id), {
      authorization: `Bearer ${'A'.repeat(43)}`,
    });
    expect(deadHeader.statusCode).toBe(401);
  });
});

describe('the public read cache', () => {
  const catalogueVersion = defineAction({
    name: 'catalogueVersion',
    auth: 'public',
    summary: 'test',
    input: z.object({ tag: z.string(), rows: z.string().optional() }),
    output: z.object({ version: z.number(), rows: z.array(z.string()) }),
    cacheSeconds: 60,
  });
  const freshMs = 5_000;
  let clockMs = Date.UTC(2026, 10, 22);
  let version = 0;
  let gate: Promise<void> = Promise.resolve();
  const handler = vi.fn(async (input: { rows?: string }) => {
    const mine = ++version;
    await gate;
    // 40 rows of Arabic make an answer above the compression threshold
    return { version: mine, rows: input.rows === 'many' ? Array.from({ length: 40 }, (_, i) => `صف ${i} من الكتالوج`) : [] };
  });
  const bus = new LocalBus();
  let cached: ReturnType<typeof Fastify>;

  /** Closes the gate: handlers wait until `release` is called. */
  function closeGate() {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  beforeAll(async () => {
    cached = await dispatcherApp({
      publicCacheMs: freshMs,
      cacheClock: () => clockMs,
      bus,
      actions: [bindAction(catalogueVersion, handler)],
    });
  });
  afterAll(() => cached.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    cached.inject({ method: 'GET', url: `/api?action=catalogueVersion&${query}`, headers });

  it('computes a cold answer once for every concurrent request', async () => {
    const release = closeGate();
    const calls = handler.mock.calls.length;
    const requests = Array.from({ length: 10 }, () => get('tag=cold'));
    await vi.waitFor(() => expect(handler.mock.calls.length).toBe(calls + 1), { timeout: 20_000 });
    release();
    const answers = await Promise.all(requests);
    expect(handler.mock.calls.length).toBe(calls + 1);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('answers requests for an expired answer with the old one while one handler call refreshes it', async () => {
    const old = (await get('tag=refresh')).json().version as number;
    clockMs += freshMs;
    const release = closeGate();
    const calls = handler.mock.calls.length;
    const during = await Promise.all(Array.from({ length: 10 }, () => get('tag=refresh')));
    expect(during.map((res) => res.json().version)).toEqual(Array(10).fill(old));
    expect(handler.mock.calls.length).toBe(calls + 1);

    release();
    await vi.waitFor(async () => expect((await get('tag=refresh')).json().version).toBeGreaterThan(old), { timeout: 20_000 });
    expect(handler.mock.calls.length).toBe(calls + 1);
  });

  it('drops cached answers when public data changes', async () => {
    const first = (await get('tag=bus')).json().version as number;
    expect((await get('tag=bus')).json().version).toBe(first);
    await bus.publish('public-data-changed');
    expect((await get('tag=bus')).json().version).toBeGreaterThan(first);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %j with %s, the same JSON in every encoding', async (accept, encoding) => {
    const plain = await get('tag=encodings&rows=many');
    const res = await get('tag=encodings&rows=many', accept === undefined ? {} : { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[encoding ?? ''] ?? ((bytes: Buffer) => bytes);
    expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().rows).toHaveLength(40);
  });

  it('gives each encoding its own ETag and answers 304 only to the tag of the encoding asked for', async () => {
    const br = await get('tag=etags&rows=many', { 'accept-encoding': 'br' });
    const gzip = await get('tag=etags&rows=many', { 'accept-encoding': 'gzip' });
    const plain = await get('tag=etags&rows=many');
    const etags = [br, gzip, plain].map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(3);

    const notModified = await get('tag=etags&rows=many', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.body).toBe('');

    const otherEncoding = await get('tag=etags&rows=many', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  it('sends an answer below the compression threshold as it is, whatever the client accepts', async () => {
    const res = await get('tag=small', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().rows).toEqual([]);
  });

  it('answers a POST from the cache too, compressed, but tells browsers not to store it', async () => {
    const res = await cached.inject({
      method: 'POST',
      url: '/api',
      headers: { ...formHeaders, 'accept-encoding': 'br' },
      payload: formBody({ action: 'catalogueVersion', tag: 'post', rows: 'many' }),
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).rows).toHaveLength(40);
  });
});

describe('cached reads through the whole app', () => {
  const partner = 'https://partner.example';
  let whole: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // inside the campaign's entry period, so an operator may commit its draw
    whole = await createTestApp({
      publicCacheMs: 60_000,
      now: () => new Date('2026-08-10T08:00:00Z'),
      config: { CORS_ORIGINS: partner },
    });
    for (const slug of ['al-noor-island', 'sharjah-aquarium', 'al-qasba'])
      await createDestination(whole.db, {
        name: slug,
        urlSlug: slug,
        description: 'A favourite place to spend a day. '.repeat(6),
      });
  });
  afterAll(() => whole.close());

  it('keeps the request id, the security and CORS headers on a hit, and the compress plugin leaves its bytes alone', async () => {
    const request = {
      method: 'GET',
      url: '/api?action=destinations',
      headers: { 'accept-encoding': 'br', origin: partner },
    } as const;
    const miss = await whole.app.inject(request);
    const hit = await whole.app.inject({ ...request, headers: { ...request.headers, 'x-request-id': 'trace-hit-1' } });
    expect(hit.rawPayload).toEqual(miss.rawPayload);
    expect(hit.headers['x-request-id']).toBe('trace-hit-1');
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['access-control-allow-origin']).toBe(partner);
    expect(hit.headers.vary).toMatch(/origin/i);
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // compressed twice, one brotli decoding would not give JSON back
    expect(JSON.parse(zlib.brotliDecompressSync(hit.rawPayload).toString()).data).toBeDefined();
  });

  it("shows an operator's raffle commitment on the public draw page at once, not after the cache period", async () => {
    const campaign = await createRaffleCampaign(whole.db);
    const operator = await createUser(whole.db, { role: 'operator' });
    const token = await createSession(whole.db, operator.id, { expiresAt: new Date('2027-01-01T00:00:00Z') });
    const draw = () => whole.app.inject({ method: 'GET', url: `/api?action=raffleDraw&campaign=${campaign.slug}` });
    expect((await draw()).json().data.commitment).toBeNull();
    const committed = await postAction(whole.app, { action: 'commitRaffle', campaign_id: campaign.id }, token);
    expect(committed.statusCode).toBe(200);
    expect((await draw()).json().data.commitment).toBe(committed.json().data.commitment);
  });
});
