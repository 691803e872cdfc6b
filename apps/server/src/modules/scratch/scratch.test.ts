import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchCampaigns, scratchPlays, scratchPrizes } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../../test/harness.ts';

const clock = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const scratch = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: formBody({ action: 'getScratchWin' }),
  });

async function signedInUser() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date(clock.getTime() + 86_400_000) }) };
}

let campaignCounter = 0;
async function campaignWithPrizes(count: number, period: { startsAt?: Date; endsAt?: Date | null; enable?: 0 | 1 } = {}) {
  campaignCounter += 1;
  const [campaign] = await t.db
    .insert(scratchCampaigns)
    .values({
      slug: `campaign-${campaignCounter}`,
      name: `Campaign ${campaignCounter}`,
      arabicName: `حملة ${campaignCounter}`,
      startsAt: period.startsAt ?? new Date(clock.getTime() - 86_400_000),
      endsAt: period.endsAt === undefined ? new Date(clock.getTime() + 30 * 86_400_000) : period.endsAt,
      enable: period.enable ?? 1,
    })
    .returning();
  const id = campaign!.id;
  if (count > 0) {
    await t.db.insert(scratchPrizes).values(
      Array.from({ length: count }, (_, i) => ({
        campaignId: id,
        name: `Prize ${campaignCounter}.${i}`,
        arabicName: `جائزة ${campaignCounter}.${i}`,
        voucherCodes: `SW-${campaignCounter}-${i}`,
        description: 'A prize',
        arabicDescription: 'جائزة',
        logo: 'logos/x.png',
      })),
    );
  }
  return id;
}

async function endCampaign(id: number) {
  await t.db.update(scratchCampaigns).set({ enable: 0 }).where(eq(scratchCampaigns.id, id));
}

describe('getScratchWin', () => {
  it('asks a visitor to sign in', async () => {
    const res = await scratch();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 0, login_required: 1 });
  });

  it('answers 404 with a clear message when no campaign is running', async () => {
    const future = await campaignWithPrizes(2, { startsAt: new Date(clock.getTime() + 86_400_000) });
    const { token } = await signedInUser();
    const res = await scratch(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0, code: 'no_scratch_campaign' });
    await endCampaign(future);
  });

  it('decides a prize once per user and answers the same prize on every later call', async () => {
    const campaign = await campaignWithPrizes(5);
    const { user, token } = await signedInUser();
    const first = await scratch(token);
    expect(first.statusCode).toBe(200);
    const prize = first.json().data;
    expect(prize.voucher_codes).toMatch(/^SW-\d+-\d$/);
    // the logo is its path under files/ (spec part 1 §7); the campaign's end is Asia/Dubai wall time
    expect(prize.logo).toBe('logos/x.png');
    expect(first.json().campaign.ends_at).toBe('2026-12-22 12:00:00');
    expect((await scratch(token)).json().data).toEqual(prize);

    const held = await t.db.select().from(scratchPrizes).where(eq(scratchPrizes.awardedTo, user.id));
    expect(held.map((p) => p.voucherCodes)).toEqual([prize.voucher_codes]);
    const plays = await t.db.select().from(scratchPlays).where(eq(scratchPlays.userId, user.id));
    expect(plays).toHaveLength(1);
    await endCampaign(campaign);
  });

  it('100 users scratching at once with 10 prizes give exactly 10 winners, each prize to one of them', async () => {
    const campaign = await campaignWithPrizes(10);
    const players = await Promise.all(Array.from({ length: 100 }, signedInUser));
    const answers = await Promise.all(players.map(({ token }) => scratch(token)));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const codes = answers.map((a) => a.json().data?.voucher_codes).filter(Boolean);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const awarded = await t.db.select().from(scratchPrizes).where(eq(scratchPrizes.campaignId, campaign));
    expect(new Set(awarded.map((p) => p.awardedTo)).size).toBe(10);
    // a user who met the empty pool keeps meeting it: no second chance by calling again
    const empty = players.filter((_, i) => answers[i]!.json().data === null);
    expect(empty).toHaveLength(90);
    expect((await scratch(empty[0]!.token)).json().data).toBeNull();
    await endCampaign(campaign);
  });

  it('a campaign without an end says so with ends_at null', async () => {
    const campaign = await campaignWithPrizes(1, { endsAt: null });
    const { token } = await signedInUser();
    const res = await scratch(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().campaign).toMatchObject({ name: `Campaign ${campaignCounter}`, ends_at: null });
    await endCampaign(campaign);
  });

  it('the same user asking twice at once still holds one prize', async () => {
    const campaign = await campaignWithPrizes(4);
    const { user, token } = await signedInUser();
    const [a, b] = await Promise.all([scratch(token), scratch(token)]);
    expect(a.json().data).toEqual(b.json().data);
    const held = await t.db.select().from(scratchPrizes).where(eq(scratchPrizes.awardedTo, user.id));
    expect(held).toHaveLength(1);
    await endCampaign(campaign);
  });

  it('draws from the whole pool, not always the first prize', async () => {
    const campaign = await campaignWithPrizes(40);
    const players = await Promise.all(Array.from({ length: 10 }, signedInUser));
    const won: string[] = [];
    for (const { token } of players) won.push((await scratch(token)).json().data.voucher_codes);
    const indexes = won.map((code) => Number(code.split('-').at(-1)));
    // ten draws in a row from the bottom ten of forty prizes happen with probability below 1 in 800,000
    expect(indexes.some((i) => i >= 10)).toBe(true);
    await endCampaign(campaign);
  });
});
