import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherCodes } from '../../db/schema/index.ts';
import { createDestination, createSession, createUser, createVoucher } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// 21:30 UTC on 22 November is already 23 November in Asia/Dubai (UTC+4)
const clock = new Date('2026-11-22T21:30:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const call = (action: string, fields: Record<string, string | number> = {}, token?: string) =>
  postAction(t.app, { action, ...fields }, token);

async function signedInUser() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date(clock.getTime() + 86_400_000) }) };
}

// Sharjah places: Al Qasba, Al Noor Island, Sharjah Safari (inland), Khor Fakkan (east coast)
const qasba = { lat: 25.3234, lan: 55.3843 };
const noorIsland = { lat: 25.3275, lan: 55.3781 };
const safari = { lat: 25.2427, lan: 55.7003 };
const khorFakkan = { lat: 25.3392, lan: 56.3567 };

describe('getVourcherDetails', () => {
  it('answers one voucher by slug or by id, with its terms, over a cacheable GET too', async () => {
    const voucher = await createVoucher(t.db, {
      terms: '<p>One per person</p>',
      arabicTerms: '<p>واحدة لكل شخص</p>',
      bgColor: '#FDF1E7',
    });
    const bySlug = await call('getVourcherDetails', { slug: voucher.urlSlug });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toMatchObject({
      id: voucher.id,
      url_slug: voucher.urlSlug,
      vendor_name: voucher.vendorName,
      amount: 50,
      expiry_date: '2099-12-31',
      bg_color: '#FDF1E7',
      terms: '<p>One per person</p>',
      arabic_terms: '<p>واحدة لكل شخص</p>',
      expired: 0,
    });
    const byId = await call('getVourcherDetails', { id: voucher.id });
    expect(byId.json().data).toEqual(bySlug.json().data);
    const get = await t.app.inject({ method: 'GET', url: `/api?action=getVourcherDetails&slug=${voucher.urlSlug}` });
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toMatch(/public/);
  });

  it('answers 404 voucher_not_found for an unknown or disabled slug, 400 without slug or id', async () => {
    const unknown = await call('getVourcherDetails', { slug: 'no-such-voucher' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: 0, code: 'voucher_not_found' });
    const disabled = await createVoucher(t.db, { enable: 0 });
    expect((await call('getVourcherDetails', { slug: disabled.urlSlug })).statusCode).toBe(404);
    const missing = await call('getVourcherDetails');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('slug');
  });

  it('still opens an expired voucher, marked expired, judged by the date in Dubai', async () => {
    const yesterdayInDubai = await createVoucher(t.db, { expiryDate: '2026-11-22' });
    const todayInDubai = await createVoucher(t.db, { expiryDate: '2026-11-23' });
    expect((await call('getVourcherDetails', { id: yesterdayInDubai.id })).json().data.expired).toBe(1);
    expect((await call('getVourcherDetails', { id: todayInDubai.id })).json().data.expired).toBe(0);
  });
});

describe('listVoucherByDesitnation', () => {
  it("lists a destination's enabled, unexpired vouchers by position, by slug or by id", async () => {
    const destination = await createDestination(t.db, qasba);
    const other = await createDestination(t.db);
    const second = await createVoucher(t.db, { destinationId: destination.id, position: 2 });
    const first = await createVoucher(t.db, { destinationId: destination.id, position: 1 });
    await createVoucher(t.db, { destinationId: destination.id, expiryDate: '2026-11-22' });
    await createVoucher(t.db, { destinationId: destination.id, enable: 0 });
    await createVoucher(t.db, { destinationId: other.id });

    const bySlug = await call('listVoucherByDesitnation', { slug: destination.urlSlug });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().destination).toMatchObject({ id: destination.id, url_slug: destination.urlSlug });
    expect(bySlug.json().data.map((v: { id: number }) => v.id)).toEqual([first.id, second.id]);
    const byId = await call('listVoucherByDesitnation', { destination_id: destination.id });
    expect(byId.json()).toEqual(bySlug.json());
  });

  it('lists every destination when none is named, and an empty list for an unknown one', async () => {
    const a = await createVoucher(t.db, { destinationId: (await createDestination(t.db)).id });
    const b = await createVoucher(t.db, { destinationId: null });
    const expired = await createVoucher(t.db, { expiryDate: '2020-01-01' });
    const all = await call('listVoucherByDesitnation');
    expect(all.json().destination).toBeNull();
    const ids = all.json().data.map((v: { id: number }) => v.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(expired.id);

    const unknownDestinations: Record<string, string | number>[] = [{ slug: 'atlantis' }, { destination_id: 999_999 }];
    for (const fields of unknownDestinations) {
      const unknown = await call('listVoucherByDesitnation', fields);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toMatchObject({ success: 1, destination: null, data: [] });
    }
  });
});

describe('listVourchers', () => {
  it('lists vouchers near the position, nearest first with their distance, within the radius', async () => {
    const farDestination = await createDestination(t.db, khorFakkan);
    const safariDestination = await createDestination(t.db, safari);
    const far = await createVoucher(t.db, { destinationId: farDestination.id, position: 1 });
    // no coordinates of its own: placed at its destination
    const inland = await createVoucher(t.db, { destinationId: safariDestination.id, position: 2 });
    const island = await createVoucher(t.db, { ...noorIsland, position: 3 });
    const canal = await createVoucher(t.db, { ...qasba, position: 4 });
    const expiredHere = await createVoucher(t.db, { ...qasba, expiryDate: '2026-11-22' });
    const nowhere = await createVoucher(t.db, { destinationId: null });

    // standing on Al Qasba's canal
    const res = await call('listVourchers', { lat: 25.3234, lang: 55.3843, radius_km: 150 });
    expect(res.statusCode).toBe(200);
    const listed: { id: number; distance_km: number }[] = res.json().data;
    const ours = listed.filter((v) => [far.id, inland.id, island.id, canal.id].includes(v.id));
    expect(ours.map((v) => v.id)).toEqual([canal.id, island.id, inland.id, far.id]);
    expect(ours[0]!.distance_km).toBe(0);
    expect(ours[1]!.distance_km).toBeCloseTo(0.8, 0);
    expect(ours[2]!.distance_km).toBeGreaterThan(30);
    expect(ours[3]!.distance_km).toBeGreaterThan(90);
    const distances = listed.map((v) => v.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(listed.map((v) => v.id)).not.toContain(expiredHere.id);
    expect(listed.map((v) => v.id)).not.toContain(nowhere.id);

    const nearOnly = await call('listVourchers', { lat: 25.3234, lang: 55.3843, radius_km: 5 });
    const nearIds = nearOnly.json().data.map((v: { id: number }) => v.id);
    expect(nearIds).toEqual(expect.arrayContaining([canal.id, island.id]));
    expect(nearIds).not.toContain(inland.id);
    expect(nearIds).not.toContain(far.id);
    expect(nearOnly.json().radius_km).toBe(5);

    const byDefault = await call('listVourchers', { lat: 25.3234, lang: 55.3843 });
    expect(byDefault.json().radius_km).toBe(100);
    expect(byDefault.json().data.map((v: { id: number }) => v.id)).toContain(far.id);
  });

  it('answers 400 naming the field for a latitude or longitude out of range or missing', async () => {
    const badLat = await call('listVourchers', { lat: 91, lang: 55.4 });
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json()).toMatchObject({ success: 0, code: 'invalid_input' });
    expect(Object.keys(badLat.json().fields)).toEqual(['lat']);
    const badLang = await call('listVourchers', { lat: 25.3, lang: 'east' });
    expect(badLang.statusCode).toBe(400);
    expect(Object.keys(badLang.json().fields)).toEqual(['lang']);
    const missing = await call('listVourchers', { lat: 25.3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('lang');
  });

  it('keeps positions out of URLs: a GET is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=listVourchers&lat=25.3&lang=55.4' });
    expect(res.statusCode).toBe(405);
  });
});

describe('getVoucherCode', () => {
  it('asks a visitor to sign in', async () => {
    const voucher = await createVoucher(t.db);
    const res = await call('getVoucherCode', { id: voucher.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 0, code: 'login_required', login_required: 1 });
  });

  it('issues a code once per user and voucher: the same code on a later call, another for another user', async () => {
    const voucher = await createVoucher(t.db);
    const alice = await signedInUser();
    const bob = await signedInUser();
    const first = await call('getVoucherCode', { id: voucher.id }, alice.token);
    expect(first.statusCode).toBe(200);
    const code = first.json().data;
    // Asia/Dubai wall time: 21:30 UTC is 01:30 the next day there
    expect(code).toMatchObject({ voucher_id: voucher.id, issued_at: '2026-11-23 01:30:00', redeemed_at: null });
    expect(code.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect((await call('getVoucherCode', { id: voucher.id }, alice.token)).json().data).toEqual(code);

    const other = (await call('getVoucherCode', { id: voucher.id }, bob.token)).json().data;
    expect(other.code).not.toBe(code.code);
    const stored = await t.db.select().from(voucherCodes).where(eq(voucherCodes.voucherId, voucher.id));
    expect(stored.map((r) => [r.userId, r.code]).sort()).toEqual(
      [
        [alice.user.id, code.code],
        [bob.user.id, other.code],
      ].sort(),
    );
  });

  it('twenty simultaneous first calls of one user store one code and all answer it', async () => {
    const voucher = await createVoucher(t.db);
    const { user, token } = await signedInUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('getVoucherCode', { id: voucher.id }, token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().data.code)).size).toBe(1);
    const stored = await t.db.select().from(voucherCodes).where(eq(voucherCodes.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('issues no code for an expired voucher, nor for an unknown one', async () => {
    const expired = await createVoucher(t.db, { expiryDate: '2026-11-22' });
    const { user, token } = await signedInUser();
    const res = await call('getVoucherCode', { id: expired.id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: 0, code: 'voucher_expired' });
    expect(await t.db.select().from(voucherCodes).where(eq(voucherCodes.userId, user.id))).toEqual([]);
    const unknown = await call('getVoucherCode', { id: 999_999 }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('voucher_not_found');
    const bad = await call('getVoucherCode', { id: 'abc' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('oldUserVouchers', () => {
  it("lists only the signed-in user's own codes, newest first, filtered by voucher_id, and issues none", async () => {
    const v1 = await createVoucher(t.db);
    const v2 = await createVoucher(t.db);
    const untouched = await createVoucher(t.db);
    const me = await signedInUser();
    const someoneElse = await signedInUser();
    const mine1 = (await call('getVoucherCode', { id: v1.id }, me.token)).json().data.code;
    const mine2 = (await call('getVoucherCode', { id: v2.id }, me.token)).json().data.code;
    await call('getVoucherCode', { id: v1.id }, someoneElse.token);

    const all = await call('oldUserVouchers', {}, me.token);
    expect(all.statusCode).toBe(200);
    const codes = all.json().data.map((c: { code: string }) => c.code);
    expect(codes.sort()).toEqual([mine1, mine2].sort());
    expect(all.json().data[0].voucher).toMatchObject({ url_slug: expect.any(String) });

    const one = await call('oldUserVouchers', { voucher_id: v1.id }, me.token);
    expect(one.json().data.map((c: { code: string }) => c.code)).toEqual([mine1]);
    const none = await call('oldUserVouchers', { voucher_id: untouched.id }, me.token);
    expect(none.json().data).toEqual([]);
    expect(await t.db.select().from(voucherCodes).where(eq(voucherCodes.voucherId, untouched.id))).toEqual([]);

    const visitor = await call('oldUserVouchers');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().login_required).toBe(1);
  });
});
