import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, raffleTickets } from '../../db/schema/index.ts';
import { createRaffleCampaign, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

const clock = new Date('2026-08-10T08:00:00Z');
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
