import { createHash } from 'node:crypto';
import { drawWinners } from '@portal/domain/raffle/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { createRaffleCampaign, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

let clock = new Date('2026-08-10T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const op = await createUser(t.db, { role: 'operator' });
  operator = await createSession(t.db, op.id, { expiresAt: new Date('2027-01-01T00:00:00Z') });
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>, token?: string) => postAction(t.app, fields, token);

async function person() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') }) };
}

const campaign = (overrides: Parameters<typeof createRaffleCampaign>[1] = {}) => createRaffleCampaign(t.db, overrides);

let invoiceCount = 0;
async function invoice(userId: number, campaignId: number, overrides: Partial<typeof invoices.$inferInsert> = {}) {
  invoiceCount += 1;
  const [row] = await t.db
    .insert(invoices)
    .values({
      userId,
      campaignId,
      invoiceNumber: `INV-T-${invoiceCount}`,
      filePath: `uploads/invoices/t-${invoiceCount}.jpg`,
      mimeType: 'image/jpeg',
      createdAt: new Date('2026-07-15T10:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

const approve = (id: number, amount: string, token = operator) =>
  call({ action: 'reviewInvoice', invoice_id: id, decision: 'approve', vendor_name: 'City Centre Al Zahia', amount }, token);

describe('the draw', () => {
  it('publishes a commitment before, the seed after, and winners anyone can recompute', async () => {
    clock = new Date('2026-08-10T08:00:00Z');
    const c = await campaign();
    const players = await Promise.all(Array.from({ length: 5 }, person));
    for (const [i, p] of players.entries()) await approve((await invoice(p.user.id, c.id)).id, String(50 * (i + 1)));
    const pending = await invoice(players[0]!.user.id, c.id);

    const tooEarly = await call({ action: 'drawRaffle', campaign_id: c.id }, operator);
    expect(tooEarly.json().code).toBe('draw_not_ready');

    const committed = await call({ action: 'commitRaffle', campaign_id: c.id }, operator);
    expect(committed.statusCode).toBe(200);
    const commitment = committed.json().data.commitment as string;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await call({ action: 'commitRaffle', campaign_id: c.id }, operator)).json().code).toBe('already_committed');

    const before = (await call({ action: 'raffleDraw', campaign: c.slug })).json().data;
    expect(before).toMatchObject({ commitment, seed: null, drawn_at: null, tickets: [], winners: [] });

    clock = new Date('2026-09-01T06:00:00Z');
    // the campaign ended, but one invoice still waits for review
    expect((await call({ action: 'drawRaffle', campaign_id: c.id }, operator)).json().code).toBe('draw_not_ready');
    await call({ action: 'reviewInvoice', invoice_id: pending.id, decision: 'reject', notes: 'Duplicate' }, operator);

    const drawn = await call({ action: 'drawRaffle', campaign_id: c.id }, operator);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().data.drawn_at).toBe('2026-09-01 10:00:00');
    expect((await call({ action: 'drawRaffle', campaign_id: c.id }, operator)).json().code).toBe('already_drawn');

    const after = (await call({ action: 'raffleDraw', campaign: c.slug })).json().data;
    expect(createHash('sha256').update(after.seed).digest('hex')).toBe(commitment);
    expect(after.drawn_at).toBe('2026-09-01 10:00:00');
    expect(after.tickets).toHaveLength(1 + 2 + 3 + 4 + 5);
    expect(after.winners.map((w: { rank: number }) => w.rank)).toEqual([1, 2, 3]);
    expect(after.winners.map((w: { prize: number }) => w.prize)).toEqual([15_000, 10_000, 5_000]);
    expect(new Set(after.winners.map((w: { participant: string }) => w.participant)).size).toBe(3);
    // what anyone can do with the published record
    const recomputed = await drawWinners(after.seed, after.tickets, after.prizes.length, after.one_prize_per_participant);
    expect(recomputed.map(({ rank, raffle_number, participant }) => ({ rank, raffle_number, participant }))).toEqual(
      after.winners.map(({ rank, raffle_number, participant }: { rank: number; raffle_number: string; participant: string }) => ({
        rank,
        raffle_number,
        participant,
      })),
    );
    // a drawn campaign takes no more tickets
    const lateApproval = await approve((await invoice(players[1]!.user.id, c.id)).id, '100');
    expect(lateApproval.json().code).toBe('already_drawn');
  });

  it('refuses a commitment made after the campaign ended', async () => {
    clock = new Date('2026-09-02T06:00:00Z');
    const c = await campaign();
    expect((await call({ action: 'commitRaffle', campaign_id: c.id }, operator)).json().code).toBe('commit_too_late');
  });
});
