import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, scratchCampaigns, scratchPrizes } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';

// Decision 035 (scratch campaigns, their prize pools and plays report), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. getScratchWin is never cached: players see a change with their next play.

let t: ConsoleTestApp;

beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

let made = 0;

/** A running campaign made through the console; every other campaign is disabled so players get this one. */
async function runningCampaign(overrides: Record<string, string | number> = {}) {
  await t.db.update(scratchCampaigns).set({ enable: 0 });
  const res = await call({
    action: 'saveScratchCampaign',
    slug: `spring-${++made}`,
    name: 'Spring Scratch',
    arabic_name: 'اخدش في الربيع',
    starts_at: '2020-01-01 00:00',
    ends_at: '',
    enable: 1,
    ...overrides,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; slug: string };
}

async function addPrize(campaignId: number, codes: string, overrides: Record<string, string | number> = {}) {
  const res = await call({
    action: 'saveScratchPrize',
    campaign_id: campaignId,
    name: 'Aquarium ticket',
    arabic_name: 'تذكرة الأكواريوم',
    description: 'One adult',
    arabic_description: 'شخص بالغ',
    value: '40',
    codes,
    ...overrides,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    prizes: { id: number; name: string; stock: number; won: number; remaining: number; open_codes: string[] }[];
  };
}

async function player() {
  const user = await createUser(t.db, { firstName: 'Mariam', lastName: 'Saeed' });
  return { user, token: await createSession(t.db, user.id) };
}

const scratch = async (token: string) => (await postAction(t.app, { action: 'getScratchWin' }, token)).json();

describe('who may run the scratch campaigns', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const campaign = await runningCampaign();
    const pool = await addPrize(campaign.id, 'AUTH-1');
    const prizeId = pool.prizes[0]!.id;
    const calls: Record<string, string | number>[] = [
      { action: 'consoleScratchCampaigns' },
      { action: 'consoleScratchCampaign', id: campaign.id },
      { action: 'saveScratchCampaign', id: campaign.id, slug: 'taken-over', name: 'X', arabic_name: 'س', enable: 0 },
      { action: 'deleteScratchCampaign', id: campaign.id },
      { action: 'saveScratchPrize', campaign_id: campaign.id, name: 'X', arabic_name: 'س', codes: 'AUTH-2' },
      { action: 'addScratchStock', id: prizeId, generate: 5 },
      { action: 'withdrawScratchStock', id: prizeId },
      { action: 'scratchPlaysReport', id: campaign.id },
      { action: 'scratchPlaysCsv', id: campaign.id },
    ];
    const auditBefore = await t.db.$count(auditLog);
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await t.db.select().from(scratchCampaigns).where(eq(scratchCampaigns.id, campaign.id))).toEqual([
      expect.objectContaining({ slug: campaign.slug, enable: 1 }),
    ]);
    expect(await t.db.$count(scratchPrizes, eq(scratchPrizes.campaignId, campaign.id))).toBe(1);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });
});

describe('scratch campaigns', () => {
  it('creates, lists, searches and changes a campaign, audited; players see the change with their next play', async () => {
    const campaign = await runningCampaign({ name: 'Searchable Eid', ends_at: '2099-12-31T23:59' });
    await addPrize(campaign.id, 'EID-1');
    const { token } = await player();

    const listed = await call({ action: 'consoleScratchCampaigns', q: 'searchable' });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id: campaign.id, stock: 1, won: 0, plays: 0 }] });
    expect(listed.json().data[0]).toMatchObject({ starts_at: '2020-01-01 00:00:00', ends_at: '2099-12-31 23:59:00' });

    const saved = await call({
      action: 'saveScratchCampaign',
      id: campaign.id,
      slug: campaign.slug,
      name: 'Renamed Eid',
      arabic_name: 'عيد',
      starts_at: '2020-01-01 00:00',
      ends_at: '2099-12-31 23:59',
      enable: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect((await scratch(token)).campaign).toMatchObject({
      name: 'Renamed Eid',
      arabic_name: 'عيد',
      ends_at: '2099-12-31 23:59:00',
    });

    const entries = await auditEntriesOf(t, 'scratch_campaign', campaign.id);
    expect(
      entries.map((entry) => [entry.before && (entry.before as { name: string }).name, (entry.after as { name: string }).name]),
    ).toEqual([
      [null, 'Searchable Eid'],
      ['Searchable Eid', 'Renamed Eid'],
    ]);

    expect(
      (
        await call({
          action: 'saveScratchCampaign',
          id: campaign.id,
          slug: campaign.slug,
          name: 'Off',
          arabic_name: 'مغلق',
          enable: 0,
        })
      ).statusCode,
    ).toBe(200);
    const newcomer = await player();
    expect(await scratch(newcomer.token)).toMatchObject({ success: 0, code: 'no_scratch_campaign' });
  });

  it('names the failing fields: an end before the start, an empty name, a slug another campaign has', async () => {
    const other = await runningCampaign();
    const base = { action: 'saveScratchCampaign', slug: 'fresh-slug', name: 'N', arabic_name: 'ن', enable: 1 };
    const backwards = await call({ ...base, starts_at: '2026-05-02 10:00', ends_at: '2026-05-01 10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toEqual(['ends_at']);
    const unnamed = await call({ ...base, name: ' ', starts_at: 'tomorrow' });
    expect(Object.keys(unnamed.json().fields).sort()).toEqual(['name', 'starts_at']);
    const taken = await call({ ...base, slug: other.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'slug_taken', fields: { slug: expect.any(String) } });
  });

  it('deletes a campaign nobody played with its pool, and refuses one with plays (in_use)', async () => {
    const unplayed = await runningCampaign();
    await addPrize(unplayed.id, 'GONE-1 GONE-2');
    expect((await call({ action: 'deleteScratchCampaign', id: unplayed.id })).statusCode).toBe(200);
    expect(await t.db.$count(scratchPrizes, eq(scratchPrizes.campaignId, unplayed.id))).toBe(0);
    const [entry] = (await auditEntriesOf(t, 'scratch_campaign', unplayed.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'deleteScratchCampaign', before: { codes: ['GONE-1', 'GONE-2'] }, after: null });

    const played = await runningCampaign();
    await addPrize(played.id, 'KEPT-1');
    await scratch((await player()).token);
    const res = await call({ action: 'deleteScratchCampaign', id: played.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
  });
});

describe('the prize pool', () => {
  it('adds a prize with listed codes, adds generated stock, edits its details on every code, each audited', async () => {
    const campaign = await runningCampaign();
    const created = await addPrize(campaign.id, 'pool-a1, POOL-A2\nPOOL-A3');
    const [prize] = created.prizes;
    expect(prize).toMatchObject({
      stock: 3,
      won: 0,
      remaining: 3,
      odds: 1,
      value: 40,
      open_codes: ['POOL-A1', 'POOL-A2', 'POOL-A3'],
    });

    const more = await call({ action: 'addScratchStock', id: prize!.id, generate: 4 });
    expect(more.statusCode).toBe(200);
    const grown = more.json().data.prizes[0];
    expect(grown).toMatchObject({ id: prize!.id, stock: 7, remaining: 7 });
    expect(grown.open_codes.slice(3).every((code: string) => /^SW-[A-Z2-9]{10}$/.test(code))).toBe(true);

    const other = await addPrize(campaign.id, 'POOL-B1', { name: 'Café voucher', value: '' });
    expect(other.prizes.map((p) => [p.name, p.stock])).toEqual([
      ['Aquarium ticket', 7],
      ['Café voucher', 1],
    ]);
    expect(other.prizes.map((p) => (p as unknown as { odds: number }).odds)).toEqual([7 / 8, 1 / 8]);

    const renamed = await call({
      action: 'saveScratchPrize',
      id: prize!.id,
      name: 'Aquarium family ticket',
      arabic_name: 'تذكرة عائلية',
      value: '80',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.prizes[0]).toMatchObject({ name: 'Aquarium family ticket', stock: 7, value: 80, description: '' });

    const entries = await auditEntriesOf(t, 'scratch_prize', prize!.id);
    expect(entries.map((entry) => entry.action)).toEqual(['saveScratchPrize', 'addScratchStock', 'saveScratchPrize']);
    expect(entries[1]).toMatchObject({ before: { stock: 3 }, after: { stock: 7 } });
    expect(entries[2]).toMatchObject({
      before: { name: 'Aquarium ticket', value: 40 },
      after: { name: 'Aquarium family ticket', value: 80 },
    });
  });

  it('refuses codes already in use in any pool, and a logo that was never uploaded, naming the field', async () => {
    const campaign = await runningCampaign();
    await addPrize(campaign.id, 'DUPE-1');
    const countBefore = await t.db.$count(scratchPrizes);
    const dupe = await call({
      action: 'saveScratchPrize',
      campaign_id: campaign.id,
      name: 'X',
      arabic_name: 'س',
      codes: 'DUPE-1 NEW-1',
    });
    expect(dupe.statusCode).toBe(400);
    expect(dupe.json().fields.codes).toContain('DUPE-1');
    const twice = await call({
      action: 'saveScratchPrize',
      campaign_id: campaign.id,
      name: 'X',
      arabic_name: 'س',
      codes: 'A-1 a-1',
    });
    expect(Object.keys(twice.json().fields)).toEqual(['codes']);
    const none = await call({ action: 'saveScratchPrize', campaign_id: campaign.id, name: 'X', arabic_name: 'س' });
    expect(Object.keys(none.json().fields)).toEqual(['codes']);
    const logo = await call({
      action: 'saveScratchPrize',
      campaign_id: campaign.id,
      name: 'X',
      arabic_name: 'س',
      codes: 'LOGO-1',
      logo: 'logos/not-uploaded.png',
    });
    expect(logo.json().fields).toHaveProperty('logo');
    expect(await t.db.$count(scratchPrizes)).toBe(countBefore);
  });

  it('withdraws stock only among codes nobody won: never below the wins, and withdrawing all disables the prize for players', async () => {
    const campaign = await runningCampaign();
    const pool = await addPrize(campaign.id, 'WD-1 WD-2 WD-3');
    const prizeId = pool.prizes[0]!.id;
    const winner = await player();
    const won = (await scratch(winner.token)).data.voucher_codes;

    const tooMany = await call({ action: 'withdrawScratchStock', id: prizeId, count: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'stock_below_won', fields: { count: expect.any(String) } });

    const one = await call({ action: 'withdrawScratchStock', id: prizeId, count: 1 });
    expect(one.json().data.prizes[0]).toMatchObject({ stock: 2, won: 1, remaining: 1 });
    const all = await call({ action: 'withdrawScratchStock', id: prizeId });
    expect(all.json().data.prizes[0]).toMatchObject({ stock: 1, won: 1, remaining: 0, open_codes: [] });

    expect((await scratch((await player()).token)).data).toBeNull();
    expect((await scratch(winner.token)).data.voucher_codes).toBe(won);
    const entries = await auditEntriesOf(t, 'scratch_prize', prizeId);
    expect(
      entries.slice(-2).map((entry) => [(entry.before as { stock: number }).stock, (entry.after as { stock: number }).stock]),
    ).toEqual([
      [3, 2],
      [2, 1],
    ]);
  });
});

describe('the plays report', () => {
  it('counts plays and wins per day and prize, pages the plays newest first, and downloads them as CSV', async () => {
    const campaign = await runningCampaign({ slug: `report-${made}` });
    await addPrize(campaign.id, 'REP-1');
    const first = await player();
    const second = await player();
    const firstCard = await scratch(first.token);
    const secondCard = await scratch(second.token);
    expect([firstCard.data, secondCard.data].filter(Boolean)).toHaveLength(1);

    const report = await call({ action: 'scratchPlaysReport', id: campaign.id, per_page: 1 });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body).toMatchObject({ total: 2, page: 1, per_page: 1 });
    expect(body.data.days).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), plays: 2, wins: 1 }]);
    expect(body.data.prizes).toEqual([expect.objectContaining({ name: 'Aquarium ticket', stock: 1, won: 1, remaining: 0 })]);
    expect(body.data.plays).toHaveLength(1);
    expect(body.data.plays[0]).toMatchObject({ player: 'Mariam Saeed', email: second.user.email });

    const csv = await call({ action: 'scratchPlaysCsv', id: campaign.id });
    expect(csv.json().filename).toBe(`scratch-plays-${campaign.slug}.csv`);
    const lines = (csv.json().csv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('played_at,player,email,prize,arabic_prize,code');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.endsWith(',Aquarium ticket,تذكرة الأكواريوم,REP-1'))).toBe(true);
  });
});
