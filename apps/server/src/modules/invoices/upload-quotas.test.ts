import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRaffleCampaign, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, multipartBody } from '../../test/harness.ts';

// 20:30 in Dubai (UTC+4): the Dubai day ends in three and a half hours, the UTC day later
let clock = new Date('2026-07-15T16:30:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    config: {
      INVOICE_UPLOADS_PER_USER_PER_10_MIN: '3',
      INVOICE_UPLOADS_PER_ADDRESS_PER_10_MIN: '5',
      INVOICE_IMAGES_PER_USER_PER_DAY: '6',
    },
  });
  await createRaffleCampaign(t.db, { startsOn: '2026-07-01', endsOn: '2026-08-31' });
  photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function person() {
  const user = await createUser(t.db);
  return createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') });
}

function upload(token: string, images: number, address = '192.0.2.1') {
  const { payload, contentType } = multipartBody([
    { name: 'action', value: 'uploadInvoice' },
    ...Array.from({ length: images }, () => ({
      name: 'filepond',
      filename: 'invoice.jpg',
      contentType: 'image/jpeg',
      data: photo,
    })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: address,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

const minutes = (n: number) => n * 60_000;

describe('invoice upload quotas', () => {
  it('refuses a user past their uploads in 10 minutes with 429 rate_limited and Retry-After, and takes them again after', async () => {
    clock = new Date('2026-07-15T16:30:00Z');
    const token = await person();
    for (let i = 0; i < 3; i += 1) expect((await upload(token, 1, `198.51.100.${i}`)).statusCode).toBe(200);
    const refused = await upload(token, 1, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: 0, code: 'rate_limited' });
    // the window is 16:30–16:40 UTC
    expect(refused.headers['retry-after']).toBe('600');
    // another user is not held back by this one
    expect((await upload(await person(), 1, '198.51.100.10')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + minutes(10));
    expect((await upload(token, 1, '198.51.100.11')).statusCode).toBe(200);
  });

  it('refuses a client address past its uploads in 10 minutes, whoever signs in from it', async () => {
    clock = new Date('2026-07-15T17:00:00Z');
    for (let i = 0; i < 5; i += 1) expect((await upload(await person(), 1, '203.0.113.7')).statusCode).toBe(200);
    const refused = await upload(await person(), 1, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(await person(), 1, '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts a user’s images per Dubai calendar day: a batch past what is left is refused whole and takes nothing', async () => {
    clock = new Date('2026-07-15T17:30:00Z');
    const token = await person();
    expect((await upload(token, 4, '192.0.2.10')).statusCode).toBe(200);
    const tooMany = await upload(token, 3, '192.0.2.11');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().code).toBe('rate_limited');
    // 21:30 in Dubai: the day ends at 20:00 UTC, in two and a half hours
    expect(tooMany.headers['retry-after']).toBe(String(2.5 * 3600));
    expect((await upload(token, 2, '192.0.2.12')).statusCode).toBe(200);
    clock = new Date('2026-07-15T19:59:00Z');
    expect((await upload(token, 1, '192.0.2.13')).statusCode).toBe(429);
  });

  it('starts the count again at midnight in Dubai (20:00 UTC), not at midnight UTC', async () => {
    clock = new Date('2026-07-15T18:00:00Z');
    const token = await person();
    expect((await upload(token, 6, '192.0.2.20')).statusCode).toBe(200);
    clock = new Date('2026-07-15T19:59:59Z');
    expect((await upload(token, 1, '192.0.2.21')).statusCode).toBe(429);
    clock = new Date('2026-07-15T20:00:00Z');
    expect((await upload(token, 6, '192.0.2.22')).statusCode).toBe(200);
  });

  it('lets exactly the allowed number through when one user sends many uploads at once', async () => {
    clock = new Date('2026-07-15T19:00:00Z');
    const token = await person();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(token, 1, `192.0.2.${40 + i}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('refuses one batch larger than the whole day’s count without counting it', async () => {
    clock = new Date('2026-07-15T18:30:00Z');
    const token = await person();
    expect((await upload(token, 7, '192.0.2.30')).statusCode).toBe(429);
    expect((await upload(token, 6, '192.0.2.31')).statusCode).toBe(200);
  });
});
