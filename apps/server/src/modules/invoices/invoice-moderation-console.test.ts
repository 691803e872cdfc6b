import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { drawWinners } from '@portal/domain/raffle/draw';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, raffleTickets } from '../../db/schema/index.ts';
import { createRaffleCampaign, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { grantOperator, revokeOperator } from '../console/operator-accounts.ts';

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

const ticketsOf = (invoiceId: number) => t.db.select().from(raffleTickets).where(eq(raffleTickets.invoiceId, invoiceId));

describe('operator access', () => {
  it('answers a visitor 401 and a signed-in user who is not an operator 403', async () => {
    expect((await call({ action: 'backofficeInvoices' })).statusCode).toBe(401);
    const { token } = await person();
    const res = await call({ action: 'backofficeInvoices' }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: 0, code: 'forbidden' });
  });
});

describe('operator accounts (npm run operator:create / operator:remove)', () => {
  it('makes an existing account an operator, whatever the spelling of the e-mail, and removing it ends its sessions', async () => {
    const { user, token } = await person();
    expect((await call({ action: 'backofficeCampaigns' }, token)).statusCode).toBe(403);
    const granted = await grantOperator(t.db, `  ${user.email!.toUpperCase()} `);
    expect(granted).toEqual({ id: user.id, email: user.email, created: false });
    expect((await call({ action: 'backofficeCampaigns' }, token)).statusCode).toBe(200);

    expect(await revokeOperator(t.db, user.email!, clock)).toBe(true);
    const after = await call({ action: 'backofficeCampaigns' }, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().login_required).toBe(1);
  });

  it('creates the account when there is none, and refuses what is not an e-mail address', async () => {
    const created = await grantOperator(t.db, 'New.Operator@Example.com');
    expect(created).toMatchObject({ email: 'new.operator@example.com', created: true });
    await expect(grantOperator(t.db, 'not-an-address')).rejects.toThrow('not an e-mail address');
  });
});

describe('moderation', () => {
  it('lists pending invoices oldest first, with who sent them', async () => {
    const c = await campaign();
    const { user } = await person();
    const newer = await invoice(user.id, c.id, { createdAt: new Date('2026-07-20T10:00:00Z') });
    const older = await invoice(user.id, c.id, { createdAt: new Date('2026-07-02T10:00:00Z') });
    const res = await call({ action: 'backofficeInvoices' }, operator);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const listed = res.json().data.find((i: { id: number }) => i.id === older.id);
    expect(listed.user.email).toBe(user.email);
    // Asia/Dubai wall time, as every timestamp of an answer (docs/decisions/018-wire-protocol.md)
    expect(listed).toMatchObject({ created_at: '2026-07-02 14:00:00', reviewed_at: null });
  });

  it('approving AED 125.50 issues two tickets with unique nine-digit numbers, exactly once', async () => {
    const c = await campaign();
    const { user } = await person();
    const inv = await invoice(user.id, c.id);
    const res = await approve(inv.id, '125.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tickets_issued: 2,
      data: { status: 1, amount: 125.5, tickets: 2, created_at: '2026-07-15 14:00:00', reviewed_at: '2026-08-10 12:00:00' },
    });
    const tickets = await ticketsOf(inv.id);
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) expect(ticket.raffleNumber).toMatch(/^[1-9]\d{8}$/);
    expect(new Set(tickets.map((x) => x.raffleNumber)).size).toBe(2);

    const again = await approve(inv.id, '500');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reviewed');
    expect(await ticketsOf(inv.id)).toHaveLength(2);
  });

  it('two approvals at the same moment still issue the tickets once', async () => {
    const c = await campaign();
    const { user } = await person();
    const inv = await invoice(user.id, c.id);
    const answers = await Promise.all([approve(inv.id, '300'), approve(inv.id, '300')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ticketsOf(inv.id)).toHaveLength(6);
  });

  it('issues no ticket for an invoice uploaded outside the campaign period', async () => {
    const c = await campaign();
    const { user } = await person();
    const late = await invoice(user.id, c.id, { createdAt: new Date('2026-09-01T08:00:00Z') });
    const res = await approve(late.id, '100');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('campaign_closed');
    expect(await ticketsOf(late.id)).toHaveLength(0);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, late.id));
    expect(row!.status).toBe(0);
  });

  it('uses the Dubai calendar for the period: 31 August 23:30 in Dubai is inside', async () => {
    const c = await campaign();
    const { user } = await person();
    const lastEvening = await invoice(user.id, c.id, { createdAt: new Date('2026-08-31T19:30:00Z') });
    expect((await approve(lastEvening.id, '50')).statusCode).toBe(200);
  });

  it('rejecting or asking for resubmission needs a note for the user, and rejects bad amounts with the field', async () => {
    const c = await campaign();
    const { user } = await person();
    const inv = await invoice(user.id, c.id);
    const noNote = await call({ action: 'reviewInvoice', invoice_id: inv.id, decision: 'reject', notes: ' ' }, operator);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toHaveProperty('notes');
    const badAmount = await approve(inv.id, '12,5');
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().fields).toHaveProperty('amount');

    const res = await call(
      { action: 'reviewInvoice', invoice_id: inv.id, decision: 'resubmit', notes: 'The total is not readable' },
      operator,
    );
    expect(res.json()).toMatchObject({ success: 1, data: { status: 3, notes: 'The total is not readable' }, tickets_issued: 0 });
  });

  it('shows the stored image and never a file outside the data folder', async () => {
    const c = await campaign();
    const { user } = await person();
    const file = path.join(t.dataDir, 'uploads', 'invoices', 'kept.png');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, Buffer.from('89504e470d0a1a0a', 'hex'));
    const kept = await invoice(user.id, c.id, { filePath: 'uploads/invoices/kept.png', mimeType: 'image/png' });
    const res = await call({ action: 'backofficeInvoiceImage', invoice_id: kept.id }, operator);
    expect(res.json().data_url).toBe('data:image/png;base64,iVBORw0KGgo=');

    const escape = await invoice(user.id, c.id, { filePath: '../../../../etc/passwd' });
    expect((await call({ action: 'backofficeInvoiceImage', invoice_id: escape.id }, operator)).statusCode).toBe(404);
  });
});

describe("a user's raffle tickets", () => {
  it('lists only their own tickets, by invoice too, and never another user’s invoice', async () => {
    const c = await campaign();
    const a = await person();
    const b = await person();
    const invA = await invoice(a.user.id, c.id);
    const invB = await invoice(b.user.id, c.id);
    await approve(invA.id, '150');
    await approve(invB.id, '50');
    await invoice(a.user.id, c.id);

    const mine = await call({ action: 'getRaffleTickets' }, a.token);
    expect(mine.json().data).toHaveLength(3);
    expect(mine.json().data[0].created_at).toBe('2026-08-10 12:00:00');
    expect(new Set(mine.json().data.map((x: { invoice_id: number }) => x.invoice_id))).toEqual(new Set([invA.id]));
    expect((await call({ action: 'listRafflesByInvoice', invoice_id: invA.id }, a.token)).json().data).toHaveLength(3);

    const other = await call({ action: 'listRafflesByInvoice', invoice_id: invB.id }, a.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('invoice_not_found');

    const stats = await call({ action: 'getRaffleStats' }, a.token);
    expect(stats.json().data).toEqual({ tickets: 3, approved_invoices: 1, pending_invoices: 1 });
  });
});

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
