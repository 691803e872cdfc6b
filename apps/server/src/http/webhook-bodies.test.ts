import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProvider, sandboxSignatureHeader } from '../providers/payments/sandbox.ts';
import { stripeProvider } from '../providers/payments/stripe.ts';
import { createTestApp } from '../test/harness.ts';

const clock = new Date('2026-11-22T08:00:00Z');
const sandboxSecret = 'a-sandbox-secret-of-enough-length';
const stripeSecret = 'whsec_bodies_test';
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: sandboxSecret });
let sandboxApp: Awaited<ReturnType<typeof createTestApp>>;
let stripeApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  sandboxApp = await createTestApp({ now: () => clock, payments: sandbox });
  stripeApp = await createTestApp({
    now: () => clock,
    payments: stripeProvider({ secretKey: 'sk_test_bodies', webhookSecret: stripeSecret, apiUrl: 'http://127.0.0.1:9' }),
  });
});
afterAll(async () => {
  await sandboxApp.close();
  await stripeApp.close();
});

const timestamp = Math.floor(clock.getTime() / 1000);
const hmac = (secret: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** A body signed with the right secret: only its content can be wrong. */
const deliver = {
  sandbox: (body: string) =>
    sandboxApp.app.inject({
      method: 'POST',
      url: '/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: `t=${timestamp},v1=${hmac(sandboxSecret, body)}` },
      payload: body,
    }),
  stripe: (body: string) =>
    stripeApp.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${hmac(stripeSecret, body)}` },
      payload: body,
    }),
};

const sandboxEvent = { id: 'evt_1', type: 'succeeded', payment: 'sbx_1', amount_fils: 100, currency: 'AED', created: timestamp };
const stripeEvent = {
  id: 'evt_1',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_1', amount_total: 100, currency: 'aed', payment_status: 'paid' } },
};

const unexpected = (event: Record<string, unknown>, path: string[]) => {
  const bodies: Record<string, string> = {
    'not JSON': 'not json at all',
    'a JSON list': '[1, 2]',
    'JSON null': 'null',
    'an empty object': '{}',
    'a NUL in a text the database stores': JSON.stringify({ ...event, id: 'evt_\u0000' }),
  };
  // each field of the event missing, then of the wrong type
  for (const key of Object.keys(event)) {
    const { [key]: _dropped, ...rest } = event;
    bodies[`no ${key}`] = JSON.stringify(rest);
    bodies[`${key} as a list`] = JSON.stringify({ ...event, [key]: [event[key]] });
  }
  const object = { ...(event.data as { object: Record<string, unknown> } | undefined)?.object };
  for (const key of path) {
    bodies[`data.object.${key} as an object`] = JSON.stringify({ ...event, data: { object: { ...object, [key]: { a: 1 } } } });
  }
  return Object.entries(bodies);
};

describe('a signed webhook with a body that is not an event', () => {
  it.each(unexpected(sandboxEvent, []))('the sandbox answers 400 to %s', async (_what, body) => {
    const res = await deliver.sandbox(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ received: false });
  });

  it.each(unexpected(stripeEvent, ['id', 'amount_total', 'currency', 'payment_status']))(
    'Stripe answers 400 to %s',
    async (_what, body) => {
      const res = await deliver.stripe(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ received: false });
    },
  );

  it('still takes a well-formed event of either provider', async () => {
    const fresh = { id: 'evt_well_formed' };
    const results = { received: true, results: ['unknown_payment'] };
    expect((await deliver.sandbox(JSON.stringify({ ...sandboxEvent, ...fresh }))).json()).toEqual(results);
    expect((await deliver.stripe(JSON.stringify({ ...stripeEvent, ...fresh }))).json()).toEqual(results);
  });

  it('acknowledges a Stripe event of another kind whatever its object holds', async () => {
    const other = { id: 'evt_2', type: 'customer.created', data: { object: { id: 'cus_1', email: null } } };
    expect((await deliver.stripe(JSON.stringify(other))).json()).toEqual({ received: true, results: [] });
  });
});
