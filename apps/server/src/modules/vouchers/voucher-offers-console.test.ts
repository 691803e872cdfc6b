import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, voucherCodes, vouchers } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createDestination, createUser, createVoucher } from '../../test/factories.ts';
import { pngPicture, uploadConsoleImageCall } from '../../test/media-factories.ts';

// Decision 035 (voucher offers) and 034 (visitors see changes at once), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

let t: ConsoleTestApp;
let destinationId: number;
let picture: string;
let uniqueSlug = 0;

beforeAll(async () => {
  t = await createConsoleTestApp();
  destinationId = (await createDestination(t.db)).id;
  const upload = await uploadConsoleImageCall(t.app, t.tokens.admin, { filename: 'offer.png', data: await pngPicture() });
  picture = upload.json().data.path;
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);
const freshSlug = () => `console-offer-${++uniqueSlug}`;
const voucherRow = async (id: number) => (await t.db.select().from(vouchers).where(eq(vouchers.id, id)))[0];
const auditOf = (id: number) => auditEntriesOf(t, 'voucher', id);

const fields = (overrides: Record<string, string | number> = {}) => ({
  action: 'saveVoucherOffer',
  name: 'Coffee at the Souk',
  arabic_name: 'قهوة في السوق',
  vendor_name: 'Souk Café',
  vendor_arabic_name: 'مقهى السوق',
  amount: '30',
  description: 'A free coffee with any pastry.',
  arabic_description: 'قهوة مجانية مع أي معجنات.',
  terms: '<p>One per visit.</p>',
  arabic_terms: '<p>مرة واحدة لكل زيارة.</p>',
  expiry_date: '2099-06-30',
  img: picture,
  url_slug: freshSlug(),
  bg_color: '#AA5500',
  destination_id: destinationId,
  enable: 1,
  top_offer: 0,
  position: 3,
  ...overrides,
});

/** What visitors get: GET getVourcherDetails, answered from the public cache when it holds the answer. */
async function visitorVoucher(slug: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?action=getVourcherDetails&slug=${slug}` });
  return { status: res.statusCode, data: res.json().data as Record<string, unknown> | undefined };
}

/** A code issued to a new user; `redeemed` marks it redeemed at a counter. */
async function issueCode(voucherId: number, redeemed = false) {
  const holder = await createUser(t.db);
  const [row] = await t.db
    .insert(voucherCodes)
    .values({
      voucherId,
      userId: holder.id,
      code: randomBytes(5).toString('hex').toUpperCase(),
      redeemedAt: redeemed ? new Date() : null,
    })
    .returning();
  return { code: row!, holder };
}

describe('who may run the voucher offers', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const voucher = await createVoucher(t.db, { img: 'vouchers/seeded.jpg' });
    const calls: Record<string, string | number>[] = [
      { action: 'consoleVoucherOffers' },
      { action: 'consoleVoucherOffer', id: voucher.id },
      fields({ id: voucher.id, img: voucher.img, name: 'Renamed' }),
      { action: 'offerDestinationChoices' },
      { action: 'voucherOfferCodes', voucher_id: voucher.id },
      { action: 'deleteVoucherOffer', id: voucher.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await voucherRow(voucher.id)).toEqual(voucher);
    expect(await auditOf(voucher.id)).toEqual([]);
    // the admin may run each, the delete last
    for (const fields of calls) expect((await call(fields)).statusCode).toBe(200);
  });
});

describe('saveVoucherOffer', () => {
  it('creates an offer with every field, terms sanitised, audited, and visitors find it at once', async () => {
    const slug = freshSlug();
    expect((await visitorVoucher(slug)).status).toBe(404);
    const res = await call(
      fields({
        url_slug: slug.toUpperCase(),
        terms: '<p onclick="x()">Valid daily<script>alert(1)</script></p>',
        lat: '25.36',
        lan: '55.39',
      }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Coffee at the Souk',
      vendor_arabic_name: 'مقهى السوق',
      amount: 30,
      terms: '<p>Valid daily</p>',
      expiry_date: '2099-06-30',
      img: picture,
      url_slug: slug,
      bg_color: '#aa5500',
      destination_id: destinationId,
      lat: 25.36,
      lan: 55.39,
      enable: 1,
      top_offer: 0,
      position: 3,
      expired: 0,
      issued: 0,
      redeemed: 0,
    });
    expect((await voucherRow(created.id))!.amountFils).toBe(3_000);
    expect(await visitorVoucher(slug)).toMatchObject({
      status: 200,
      data: { id: created.id, amount: 30, terms: '<p>Valid daily</p>' },
    });
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        operatorId: t.adminId,
        action: 'saveVoucherOffer',
        before: null,
        after: expect.objectContaining({ name: 'Coffee at the Souk', amount: 30, url_slug: slug }),
      }),
    ]);
  });

  it("changes a seeded offer keeping its own picture: the visitors' cached answer changes at once, audited before and after", async () => {
    const voucher = await createVoucher(t.db, { img: 'vouchers/seeded.jpg' });
    await t.dropCachedAnswers();
    expect((await visitorVoucher(voucher.urlSlug)).data?.amount).toBe(50);
    // written behind the console's back, nobody is told: visitors keep the cached answer
    await t.db.update(vouchers).set({ amountFils: 6_000 }).where(eq(vouchers.id, voucher.id));
    expect((await visitorVoucher(voucher.urlSlug)).data?.amount).toBe(50);

    const res = await call(fields({ id: voucher.id, img: voucher.img, url_slug: voucher.urlSlug, amount: '75.25' }));
    expect(res.statusCode).toBe(200);
    expect((await visitorVoucher(voucher.urlSlug)).data).toMatchObject({ amount: 75.25, name: 'Coffee at the Souk' });
    const [entry] = await auditOf(voucher.id);
    expect(entry).toMatchObject({
      before: expect.objectContaining({ amount: 60, name: voucher.name, img: 'vouchers/seeded.jpg' }),
      after: expect.objectContaining({ amount: 75.25, name: 'Coffee at the Souk', img: 'vouchers/seeded.jpg' }),
    });
  });

  it('disabling takes the offer from visitors at once', async () => {
    const created = (await call(fields())).json().data;
    expect((await visitorVoucher(created.url_slug)).status).toBe(200);
    expect((await call(fields({ id: created.id, url_slug: created.url_slug, enable: 0 }))).statusCode).toBe(200);
    expect((await visitorVoucher(created.url_slug)).status).toBe(404);
  });

  it('names the failing fields: a taken slug, a colour, a picture never uploaded, a destination, an empty name; nothing is stored', async () => {
    const other = await createVoucher(t.db);
    const countBefore = await t.db.$count(vouchers);
    const auditBefore = await t.db.$count(auditLog);
    const refused = async (overrides: Record<string, string | number>) => {
      const res = await call(fields(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      return Object.keys(res.json().fields).sort();
    };
    expect(await refused({ url_slug: other.urlSlug.toUpperCase() })).toEqual(['url_slug']);
    expect(await refused({ bg_color: 'red' })).toEqual(['bg_color']);
    expect(await refused({ img: other.img })).toEqual(['img']);
    expect(await refused({ img: 'uploads/2026/12/0123456789abcdef.jpg' })).toEqual(['img']);
    expect(await refused({ destination_id: 2_000_000_000 })).toEqual(['destination_id']);
    expect(await refused({ arabic_name: ' ', amount: '12.345', expiry_date: '2099-02-30' })).toEqual([
      'amount',
      'arabic_name',
      'expiry_date',
    ]);
    expect(await t.db.$count(vouchers)).toBe(countBefore);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('answers 404 for an offer that does not exist', async () => {
    expect((await call(fields({ id: 2_000_000_000 }))).statusCode).toBe(404);
    expect((await call({ action: 'consoleVoucherOffer', id: 2_000_000_000 })).statusCode).toBe(404);
  });
});

describe('consoleVoucherOffers', () => {
  it('lists by position, searches names, vendors and slugs, filters by state, a page at a time', async () => {
    const stem = `Lagoon ${randomBytes(3).toString('hex')}`;
    const later = await createVoucher(t.db, { name: `${stem} B`, position: 9 });
    const first = await createVoucher(t.db, { vendorName: `${stem} Kayaks`, position: 1 });
    const hidden = await createVoucher(t.db, { name: `${stem} C`, enable: 0, position: 5 });
    const old = await createVoucher(t.db, { name: `${stem} D`, expiryDate: '2020-01-01', topOffer: 0, position: 7 });

    const all = await call({ action: 'consoleVoucherOffers', q: stem.toLowerCase() });
    expect(all.json().data.map((v: { id: number }) => v.id)).toEqual([first.id, hidden.id, old.id, later.id]);
    expect(all.json().data[2]).toMatchObject({ expired: 1 });
    const ids = async (state: string) =>
      (await call({ action: 'consoleVoucherOffers', q: stem, state })).json().data.map((v: { id: number }) => v.id);
    expect(await ids('disabled')).toEqual([hidden.id]);
    expect(await ids('expired')).toEqual([old.id]);
    expect(await ids('enabled')).toEqual([first.id, old.id, later.id]);
    expect(await ids('top_offer')).toEqual([first.id, later.id]);
    const page2 = await call({ action: 'consoleVoucherOffers', q: stem, per_page: 3, page: 2 });
    expect(page2.json()).toMatchObject({ total: 4, page: 2, per_page: 3, data: [{ id: later.id }] });
  });
});

describe('voucherOfferCodes and deleteVoucherOffer', () => {
  it("lists an offer's issued codes with their holders, filtered redeemed or not, with its totals", async () => {
    const voucher = await createVoucher(t.db);
    const waiting = await issueCode(voucher.id);
    const used = await issueCode(voucher.id, true);
    await issueCode((await createVoucher(t.db)).id);

    const all = await call({ action: 'voucherOfferCodes', voucher_id: voucher.id });
    expect(all.json()).toMatchObject({ issued: 2, redeemed: 1, total: 2 });
    const redeemed = await call({ action: 'voucherOfferCodes', voucher_id: voucher.id, redeemed: 'redeemed' });
    expect(redeemed.json()).toMatchObject({ total: 1, issued: 2, redeemed: 1 });
    expect(redeemed.json().data).toEqual([
      {
        code: used.code.code,
        user: { id: used.holder.id, name: expect.any(String), email: used.holder.email, mobile: used.holder.mobile },
        issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        redeemed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    const open = await call({ action: 'voucherOfferCodes', voucher_id: voucher.id, redeemed: 'not_redeemed' });
    expect(open.json().data.map((c: { code: string; redeemed_at: null }) => [c.code, c.redeemed_at])).toEqual([
      [waiting.code.code, null],
    ]);
    const byCode = await call({ action: 'voucherOfferCodes', voucher_id: voucher.id, q: waiting.code.code.toLowerCase() });
    expect(byCode.json().total).toBe(1);
    expect((await call({ action: 'consoleVoucherOffer', id: voucher.id })).json().data).toMatchObject({ issued: 2, redeemed: 1 });
    expect((await call({ action: 'voucherOfferCodes', voucher_id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('refuses to delete an offer with issued codes (in_use, 409) and keeps it', async () => {
    const voucher = await createVoucher(t.db);
    await issueCode(voucher.id);
    const res = await call({ action: 'deleteVoucherOffer', id: voucher.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await voucherRow(voucher.id)).toEqual(voucher);
    expect(await auditOf(voucher.id)).toEqual([]);
  });

  it('deletes one without codes: audited, and gone from visitors at once', async () => {
    const created = (await call(fields())).json().data;
    expect((await visitorVoucher(created.url_slug)).status).toBe(200);
    const res = await call({ action: 'deleteVoucherOffer', id: created.id });
    expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    expect(await voucherRow(created.id)).toBeUndefined();
    expect((await visitorVoucher(created.url_slug)).status).toBe(404);
    expect((await auditOf(created.id)).map((entry) => [entry.action, entry.after === null])).toEqual([
      ['saveVoucherOffer', false],
      ['deleteVoucherOffer', true],
    ]);
  });
});

describe('offerDestinationChoices', () => {
  it('offers every destination, disabled ones too', async () => {
    const closed = await createDestination(t.db, { enable: 0 });
    const res = await call({ action: 'offerDestinationChoices' });
    expect(res.json().data).toEqual(
      expect.arrayContaining([{ id: closed.id, name: closed.name, arabic_name: closed.arabicName, enable: 0 }]),
    );
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a save in one process reaches the other's cached answer without waiting for it to expire", async () => {
    const voucher = await createVoucher(t.db, { img: 'vouchers/seeded.jpg' });
    expect((await visitorVoucher(voucher.urlSlug, other.app)).data?.amount).toBe(50);
    await t.db.update(vouchers).set({ amountFils: 6_000 }).where(eq(vouchers.id, voucher.id));
    expect((await visitorVoucher(voucher.urlSlug, other.app)).data?.amount).toBe(50);

    const saved = await call(fields({ id: voucher.id, img: voucher.img, url_slug: voucher.urlSlug, amount: 80 }));
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorVoucher(voucher.urlSlug, other.app)).data?.amount).toBe(80), {
      timeout: 20_000,
    });
  });
});
