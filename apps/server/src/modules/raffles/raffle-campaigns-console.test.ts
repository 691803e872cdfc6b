import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, invoices, raffleCampaigns, raffleTickets } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createRaffleCampaign, createUser } from '../../test/factories.ts';

// Decision 035 (raffle campaigns) and 034 (visitors see changes at once), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

let t: ConsoleTestApp;
let participantId: number;

beforeAll(async () => {
  t = await createConsoleTestApp();
  participantId = (await createUser(t.db)).id;
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

const faq = [
  { q: { en: 'Who can enter?', ae: 'من يمكنه المشاركة؟' }, a: { en: 'Everyone over 18.', ae: 'كل من تجاوز 18 عاماً.' } },
];

let slugs = 0;
const fields = (overrides: Record<string, string | number> = {}) => ({
  action: 'saveRaffleCampaign',
  slug: `winter-${++slugs}`,
  name: 'Winter Spend & Win',
  arabic_name: 'اربح في الشتاء',
  starts_on: '2026-12-01',
  ends_on: '2027-01-31',
  draw_on: '2027-02-05',
  entry_amount: '100',
  prizes: JSON.stringify([20_000, 5_000.5]),
  respond_days: 14,
  one_prize_per_participant: 1,
  about: '<p>Spend <strong>AED 100</strong></p><script>alert(1)</script>',
  arabic_about: '<p>أنفق 100 درهم</p>',
  terms: '<ul><li>One prize each</li></ul>',
  arabic_terms: '<ul><li>جائزة واحدة لكل مشارك</li></ul>',
  faq: JSON.stringify(faq),
  enable: 1,
  ...overrides,
});

/** The form's fields for an existing campaign, as the console sends them back unchanged. */
const fieldsOf = (row: typeof raffleCampaigns.$inferSelect, overrides: Record<string, string | number> = {}) =>
  fields({
    id: row.id,
    slug: row.slug,
    name: row.name,
    arabic_name: row.arabicName,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    draw_on: row.drawOn,
    entry_amount: row.filsPerEntry / 100,
    prizes: JSON.stringify(row.prizesFils.map((fils) => fils / 100)),
    respond_days: row.respondDays,
    one_prize_per_participant: row.onePrizePerParticipant,
    about: row.about.en,
    arabic_about: row.about.ae,
    terms: row.terms.en,
    arabic_terms: row.terms.ae,
    faq: JSON.stringify(row.faq),
    enable: row.enable,
    ...overrides,
  });

const campaignRow = async (id: number) => (await t.db.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, id)))[0]!;

/** What visitors get: GET raffleCampaign, answered from the public cache when it holds the answer. */
async function visitorCampaign(slug: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?action=raffleCampaign&campaign=${slug}` });
  return { status: res.statusCode, data: res.json().data };
}

async function enter(campaignId: number, number = String(Math.floor(Math.random() * 1e9)).padStart(9, '0')) {
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      userId: participantId,
      campaignId,
      invoiceNumber: `INV-${campaignId}-${number}`,
      filePath: 'invoices/x.jpg',
      mimeType: 'image/jpeg',
      status: 1,
      amountFils: 10_000,
    })
    .returning();
  await t.db.insert(raffleTickets).values({ campaignId, invoiceId: invoice!.id, userId: participantId, raffleNumber: number });
}

describe('who may run the raffle campaigns', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const campaign = await createRaffleCampaign(t.db);
    const calls: Record<string, string | number>[] = [
      { action: 'consoleRaffleCampaigns' },
      { action: 'consoleRaffleCampaign', id: campaign.id },
      fieldsOf(campaign, { name: 'Renamed' }),
      fields(),
      { action: 'deleteRaffleCampaign', id: campaign.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await campaignRow(campaign.id)).toEqual(campaign);
    expect(await t.db.$count(raffleCampaigns, eq(raffleCampaigns.slug, calls[3]!.slug as string))).toBe(0);
    expect(await auditEntriesOf(t, 'raffle_campaign', campaign.id)).toEqual([]);
  });
});

describe('consoleRaffleCampaigns and consoleRaffleCampaign', () => {
  it('pages through every campaign, disabled too, newest start first, searched by slug or name, with its entries', async () => {
    const older = await createRaffleCampaign(t.db, { startsOn: '2025-01-01', name: 'Findable Ramadan' });
    const hidden = await createRaffleCampaign(t.db, { startsOn: '2025-02-01', enable: 0, arabicName: 'رمضان المخفي' });
    await enter(older.id);

    const res = await call({ action: 'consoleRaffleCampaigns', per_page: 100 });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((row) => row.id);
    expect(ids.indexOf(hidden.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.json().total).toBe(await t.db.$count(raffleCampaigns));

    const found = await call({ action: 'consoleRaffleCampaigns', q: 'findable ram' });
    expect(found.json()).toMatchObject({ total: 1, page: 1, per_page: 25 });
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: older.id, entry_amount: 50, prizes: [15_000, 10_000, 5_000], invoices: 1, tickets: 1 }),
    ]);
    expect((await call({ action: 'consoleRaffleCampaigns', q: 'المخفي' })).json().data).toEqual([
      expect.objectContaining({ id: hidden.id, enable: 0, invoices: 0, committed: false, drawn_at: null }),
    ]);
    const secondPage = await call({ action: 'consoleRaffleCampaigns', per_page: 1, page: 2 });
    expect(secondPage.json().data.map((row: { id: number }) => row.id)).toEqual([ids[1]]);

    const one = await call({ action: 'consoleRaffleCampaign', id: older.id });
    expect(one.json().data).toMatchObject({
      about: 'About',
      arabic_about: 'عن',
      respond_days: 14,
      one_prize_per_participant: 1,
      locks: { has_entries: true, draw_fixed: false },
    });
    expect((await call({ action: 'consoleRaffleCampaign', id: 2_000_000_000 })).statusCode).toBe(404);
  });
});

describe('saveRaffleCampaign', () => {
  it('creates a campaign with prizes in fils, sanitised texts and its FAQ, audited, and visitors can read it at once', async () => {
    const input = fields();
    expect((await visitorCampaign(input.slug)).status).toBe(404);
    const res = await call(input);
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      slug: input.slug,
      entry_amount: 100,
      prizes: [20_000, 5_000.5],
      faq,
      locks: { has_entries: false, draw_fixed: false },
    });
    const row = await campaignRow(created.id);
    expect(row).toMatchObject({ filsPerEntry: 10_000, prizesFils: [2_000_000, 500_050] });
    expect(row.about.en).toBe('<p>Spend <strong>AED 100</strong></p>');

    const shown = await visitorCampaign(input.slug);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ name: 'Winter Spend & Win', entry_amount: 100, faq });

    const [entry] = await auditEntriesOf(t, 'raffle_campaign', created.id);
    expect(entry).toMatchObject({
      operatorId: t.adminId,
      action: 'saveRaffleCampaign',
      before: null,
      after: expect.objectContaining({ slug: input.slug, entry_amount: 100, prizes: [20_000, 5_000.5], faq }),
    });
  });

  it("changes a campaign visitors' cached answer shows at once, audited before and after", async () => {
    const campaign = await createRaffleCampaign(t.db);
    await t.dropCachedAnswers();
    expect((await visitorCampaign(campaign.slug)).data.prizes).toEqual([15_000, 10_000, 5_000]);
    // written behind the console's back, nobody is told: visitors keep the cached answer
    await t.db.update(raffleCampaigns).set({ respondDays: 3 }).where(eq(raffleCampaigns.id, campaign.id));
    expect((await visitorCampaign(campaign.slug)).data.respond_days).toBe(14);

    const res = await call(
      fieldsOf(campaign, { prizes: JSON.stringify([30_000]), respond_days: 21, arabic_terms: '<p>جديد</p>' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await visitorCampaign(campaign.slug)).data).toMatchObject({
      prizes: [30_000],
      respond_days: 21,
      terms: { en: 'Terms', ae: '<p>جديد</p>' },
    });
    const [entry] = await auditEntriesOf(t, 'raffle_campaign', campaign.id);
    expect(entry!.before).toMatchObject({ prizes: [15_000, 10_000, 5_000], respond_days: 3, arabic_terms: 'الشروط' });
    expect(entry!.after).toMatchObject({ prizes: [30_000], respond_days: 21, arabic_terms: '<p>جديد</p>' });
  });

  it('disabling takes the campaign from visitors at once', async () => {
    const campaign = await createRaffleCampaign(t.db);
    await t.dropCachedAnswers();
    expect((await visitorCampaign(campaign.slug)).status).toBe(200);
    expect((await call(fieldsOf(campaign, { enable: 0 }))).statusCode).toBe(200);
    expect((await visitorCampaign(campaign.slug)).status).toBe(404);
  });

  it('names the failing fields: dates out of order, a third decimal, no prizes, an empty Arabic name; nothing is stored', async () => {
    const auditBefore = await t.db.$count(auditLog);
    const countBefore = await t.db.$count(raffleCampaigns);
    const refused = async (overrides: Record<string, string | number>) => {
      const res = await call(fields(overrides));
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().fields).sort();
    };
    expect(await refused({ ends_on: '2026-11-30' })).toEqual(['ends_on']);
    expect(await refused({ draw_on: '2027-01-30' })).toEqual(['draw_on']);
    expect(await refused({ entry_amount: '10.001' })).toEqual(['entry_amount']);
    expect(await refused({ prizes: '[]', arabic_name: ' ' })).toEqual(['arabic_name', 'prizes']);
    expect(await refused({ faq: JSON.stringify([{ q: { en: 'Q', ae: '' }, a: { en: 'A', ae: 'ج' } }]) })).toEqual(['faq.0.q.ae']);
    expect(await refused({ starts_on: '2026-02-30', slug: 'bad slug' })).toEqual(['slug', 'starts_on']);
    expect(await t.db.$count(raffleCampaigns)).toBe(countBefore);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('refuses a slug another campaign has (slug_taken)', async () => {
    const other = await createRaffleCampaign(t.db);
    const res = await call(fields({ slug: other.slug.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'slug_taken', fields: { slug: expect.any(String) } });
  });

  it('keeps the entry amount and start of a campaign with entries, and lets the rest change', async () => {
    const campaign = await createRaffleCampaign(t.db);
    await enter(campaign.id);
    const res = await call(fieldsOf(campaign, { entry_amount: 25, starts_on: '2026-06-01', name: 'Renamed' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('campaign_has_entries');
    expect(Object.keys(res.json().fields).sort()).toEqual(['entry_amount', 'starts_on']);
    expect(await campaignRow(campaign.id)).toEqual(campaign);

    const later = await call(fieldsOf(campaign, { ends_on: '2026-09-02', draw_on: '2026-09-10', name: 'Renamed' }));
    expect(later.statusCode).toBe(200);
    expect(later.json().data).toMatchObject({ name: 'Renamed', ends_on: '2026-09-02', locks: { has_entries: true } });
  });

  it('once the draw is committed keeps everything that decides the winners, but texts and enable still change', async () => {
    const campaign = await createRaffleCampaign(t.db, { commitment: 'c'.repeat(64), seed: 's'.repeat(64) });
    for (const [field, value] of [
      ['prizes', JSON.stringify([15_000, 10_000])],
      ['ends_on', '2026-09-01'],
      ['one_prize_per_participant', 0],
      ['slug', `${campaign.slug}-new`],
    ] as const) {
      const res = await call(fieldsOf(campaign, { [field]: value }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'campaign_draw_fixed', fields: { [field]: expect.any(String) } });
    }
    expect(await campaignRow(campaign.id)).toEqual(campaign);
    const ok = await call(fieldsOf(campaign, { about: '<p>New</p>', enable: 0 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ about: '<p>New</p>', enable: 0, committed: true, locks: { draw_fixed: true } });
  });
});

describe('deleteRaffleCampaign', () => {
  it('refuses a campaign with invoices or tickets (in_use, 409) and keeps it', async () => {
    const campaign = await createRaffleCampaign(t.db);
    await enter(campaign.id);
    const res = await call({ action: 'deleteRaffleCampaign', id: campaign.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await campaignRow(campaign.id)).toEqual(campaign);
  });

  it('deletes one nobody entered: audited, and visitors no longer find it at once', async () => {
    const campaign = await createRaffleCampaign(t.db);
    await t.dropCachedAnswers();
    expect((await visitorCampaign(campaign.slug)).status).toBe(200);
    const res = await call({ action: 'deleteRaffleCampaign', id: campaign.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    expect((await visitorCampaign(campaign.slug)).status).toBe(404);
    expect((await auditEntriesOf(t, 'raffle_campaign', campaign.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['deleteRaffleCampaign', null],
    ]);
    expect((await call({ action: 'deleteRaffleCampaign', id: campaign.id })).statusCode).toBe(404);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a save in one process reaches the other's cached raffleCampaign without waiting for it to expire", async () => {
    const campaign = await createRaffleCampaign(t.db);
    expect((await visitorCampaign(campaign.slug, other.app)).data.entry_amount).toBe(50);
    await t.db.update(raffleCampaigns).set({ filsPerEntry: 6_000 }).where(eq(raffleCampaigns.id, campaign.id));
    expect((await visitorCampaign(campaign.slug, other.app)).data.entry_amount).toBe(50);

    expect((await call(fieldsOf(campaign, { entry_amount: 75 }))).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorCampaign(campaign.slug, other.app)).data.entry_amount).toBe(75), {
      timeout: 20_000,
    });
  });
});
