import { defineAction } from '@portal/contract/action';
import { actions } from '@portal/contract/index';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formFields, inputVariants, sampleOf, textLeaves, withLeaf, type JsonSchema } from '../test/action-inputs.ts';
import { createSession, createUser } from '../test/factories.ts';
import { createTestApp, dispatcherTestOptions, formHeaders } from '../test/harness.ts';
import { bindAction } from './actions.ts';
import { registerDispatcher } from './dispatcher.ts';
import { registerErrorHandler } from './error-handler.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<'public' | 'user' | 'operator' | 'admin', string | undefined> = {
  public: undefined,
  user: '',
  operator: '',
  admin: '',
};

beforeAll(async () => {
  t = await createTestApp();
  tokens.user = await createSession(t.db, (await createUser(t.db)).id);
  tokens.operator = await createSession(t.db, (await createUser(t.db, { role: 'operator' })).id);
  tokens.admin = await createSession(t.db, (await createUser(t.db, { role: 'operator', staffRole: 'admin' })).id);
});

afterAll(async () => {
  await t.close();
});

const actionName = (name: string) => name.replace('{product}', t.config.PRODUCT_NAME);

/** A form-encoded call of an action, signed in as its auth level needs. */
function call(action: (typeof actions)[number], input: Record<string, unknown>, schema?: JsonSchema) {
  const token = tokens[action.auth];
  return t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: new URLSearchParams([['action', actionName(action.name)], ...formFields(input, schema)]).toString(),
  });
}

describe('control characters', () => {
  it('every action with a NUL in any of its text fields answers 400 naming that field', async () => {
    const failures: string[] = [];
    for (const action of actions) {
      for (const variant of inputVariants(action)) {
        const sample = sampleOf(variant) as Record<string, unknown>;
        for (const { path } of textLeaves(variant)) {
          const leaf = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], sample);
          const res = await call(action, withLeaf(sample, path, `${String(leaf)}\u0000`) as Record<string, unknown>, variant);
          const field = path.join('.');
          const body = res.json<{ code?: string; fields?: Record<string, string> }>();
          if (res.statusCode !== 400 || body.code !== 'invalid_input' || !body.fields?.[field])
            failures.push(`${action.name} ${field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** An action called with a JSON body, as a client written to the contract may send it. */
function callJson(name: string, body: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ action: name, ...body }),
  });
}

describe('control characters beyond NUL', () => {
  it.each([
    ['DEL', 'desert\u007F'],
    ['a C1 control', 'desert\u0085'],
    ['an escape', '\u001B[31mdesert'],
    ['a surrogate without its pair', 'desert\uD800'],
    ['a line break in one-line text', 'desert\nsafari'],
  ])('the public search refuses %s in its term with 400', async (_what, term) => {
    const res = await callJson('search', { search_term: term });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { search_term: 'control characters are not allowed' } });
  });

  it('keeps the line breaks of a message written over several lines', async () => {
    const res = await callJson('contactUs', {
      name: 'Layla',
      email: 'layla@example.com',
      message: 'Hello,\r\nare you open\ton Friday?',
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes bidirectional overrides and zero-width characters out of a person name', async () => {
    const res = await callJson(
      'editProfile',
      { name: '\u202EAli\u202C \u200BHassan\u2066', mobile: '+971501234567' },
      tokens.user,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'Ali Hassan', first_name: 'Ali', last_name: 'Hassan' } });
  });
});

describe('numbers', () => {
  it.each([
    ['true', true],
    ['a list', [1]],
    ['an object', { id: 1 }],
    ['hex', '0x1F'],
    ['an exponent', '1e1'],
    ['a sign', '+1'],
    ['digits with a space inside', '1 2'],
    ['a fraction', '1.5'],
  ])('an id sent as %s answers 400 naming it', async (_what, id) => {
    const res = await callJson('getVourcherDetails', { id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { id: expect.any(String) } });
  });

  it('a form-encoded id of hex digits answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: 'action=getVourcherDetails&id=0x1F',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a quantity of true or a list answers 400 naming it inside the items', async () => {
    for (const adult_qty of [true, [2]]) {
      const items = { packages: [{ package_id: 1, adult_qty }], coupon: 'WELCOME10' };
      const res = await callJson('validateCoupon', { items: JSON.stringify(items) }, tokens.user);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(['items.packages.0.adult_qty']);
    }
  });

  it('a position of true or a list answers 400', async () => {
    for (const lat of [true, [25], '0x19']) {
      const res = await callJson('listVourchers', { lat, lang: 55 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('lat');
    }
  });
});

describe('an action whose schema forgets the text rule', () => {
  /** plain z.string() fields, one of them inside JSON text, as a new action might declare them */
  const careless = defineAction({
    name: 'careless',
    auth: 'public',
    summary: 'test',
    input: z.object({
      note: z.string().optional(),
      doc: z
        .preprocess((v) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v), z.object({ title: z.string() }))
        .optional(),
    }),
    output: z.object({}),
    cacheSeconds: 0,
  });
  let app: ReturnType<typeof Fastify>;
  let reached = 0;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await registerDispatcher(
      app,
      dispatcherTestOptions(t.db, {
        actions: [bindAction(careless, async () => (reached++, {}))],
      }),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: new URLSearchParams({ action: 'careless', ...fields }).toString(),
    });

  it('still never hands the action a control character: as sent, or once its JSON text is read', async () => {
    const sent = await send({ note: 'a\u0000b' });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ code: 'invalid_input', fields: { note: 'control characters are not allowed' } });
    const decoded = await send({ doc: JSON.stringify({ title: 'a\u0000b' }) });
    expect(decoded.statusCode).toBe(400);
    expect(decoded.json()).toMatchObject({
      code: 'invalid_input',
      fields: { 'doc.title': 'control characters are not allowed' },
    });
    expect(reached).toBe(0);
    expect((await send({ note: 'fine', doc: '{"title":"fine"}' })).statusCode).toBe(200);
    expect(reached).toBe(1);
  });
});
