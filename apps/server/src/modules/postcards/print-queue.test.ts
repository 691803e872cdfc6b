import { dubaiTimestamp } from '@portal/domain/dates';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, postcardOrders } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';

let clock = new Date('2026-11-23T06:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: { id: number; token: string };
let templateId: number;

const sessionEnd = { expiresAt: new Date('2027-01-01T00:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const op = await createUser(t.db, { role: 'operator', firstName: 'Mariam', lastName: 'Operator' });
  operator = { id: op.id, token: await createSession(t.db, op.id, sessionEnd) };
  templateId = (await createPostcardTemplate(t)).id;
});
afterAll(() => t.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
  return clock;
};

async function buyer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, token: await createSession(t.db, user.id, sessionEnd) };
}

type Answer = { success: 0 | 1; code?: string; data: { order_number: string }[] & Record<string, unknown> };

async function call(fields: Record<string, string | number>, token = operator.token) {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json<Answer>() };
}

const queue = async (step?: string) =>
  (await call({ action: 'backofficePostcardOrders', ...(step ? { step } : {}) })).body.data.map((o) => o.order_number);

const move = (orderNumber: string, step: string, extra: Record<string, string> = {}) =>
  call({ action: 'updatePostcardOrder', order_number: orderNumber, step, ...extra });

const stepMails = (orderNumber: string) =>
  t.db
    .select()
    .from(messages)
    .where(like(messages.idempotencyKey, `postcard-step:${orderNumber}:%`))
    .orderBy(asc(messages.id));

describe('the print queue', () => {
  it('lists paid cards oldest first, by default those not yet posted, or those at one step', async () => {
    const b = await buyer();
    const at = (minutesAgo: number) => new Date(clock.getTime() - minutesAgo * 60_000);
    const newer = await createPostcardOrder(t.db, { userId: b.user.id, templateId, createdAt: at(10) });
    const older = await createPostcardOrder(t.db, { userId: b.user.id, templateId, step: 'printed', createdAt: at(60) });
    const posted = await createPostcardOrder(t.db, { userId: b.user.id, templateId, step: 'posted', createdAt: at(90) });
    const pending = await createPostcardOrder(t.db, { userId: b.user.id, templateId, status: 0, createdAt: at(5) });
    const failed = await createPostcardOrder(t.db, { userId: b.user.id, templateId, status: 2, createdAt: at(5) });

    const waiting = await queue();
    expect(waiting.filter((n) => [newer, older, posted, pending, failed].some((o) => o.orderNumber === n))).toEqual([
      older.orderNumber,
      newer.orderNumber,
    ]);
    expect(await queue('posted')).toContain(posted.orderNumber);
    expect(await queue('posted')).not.toContain(older.orderNumber);
    expect(await queue('received')).toEqual(expect.arrayContaining([newer.orderNumber]));
    expect(await queue('received')).not.toContain(older.orderNumber);

    const [row] = (await call({ action: 'backofficePostcardOrders', step: 'printed' })).body.data as unknown as Record<
      string,
      unknown
    >[];
    expect(row).toMatchObject({
      order_number: older.orderNumber,
      buyer: { id: b.user.id, email: b.user.email, mobile: b.user.mobile },
      next_step: 'posted',
      processing_status: 'printed',
      front_side: `/api/postcard-files/${older.orderNumber}/front.jpg`,
    });
  });

  it('is for operators only: 401 without a token, 403 for a buyer', async () => {
    const b = await buyer();
    const card = await createPostcardOrder(t.db, { userId: b.user.id, templateId });
    const anonymous = await postAction(t.app, { action: 'backofficePostcardOrders' });
    expect(anonymous.statusCode).toBe(401);
    expect((await call({ action: 'backofficePostcardOrders' }, b.token)).status).toBe(403);
    const moved = await call({ action: 'updatePostcardOrder', order_number: card.orderNumber, step: 'printed' }, b.token);
    expect(moved.status).toBe(403);
    expect(
      (await postAction(t.app, { action: 'updatePostcardOrder', order_number: card.orderNumber, step: 'printed' })).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(postcardOrders).where(eq(postcardOrders.id, card.id));
    expect(row!.processingStatus).toBe('received');
  });
});

describe('marking a card printed, then posted', () => {
  it('records the operator and time of each step, shows the buyer the step and e-mails them once per step in their language', async () => {
    const b = await buyer({ language: 'ae', firstName: 'Hessa' });
    const card = await createPostcardOrder(t.db, { userId: b.user.id, templateId });

    const printedAt = later(5);
    const printed = await move(card.orderNumber, 'printed', { from: 'received' });
    expect(printed.status).toBe(200);
    expect(printed.body.data).toMatchObject({
      processing_status: 'printed',
      printed_at: dubaiTimestamp(printedAt),
      printed_by: 'Mariam Operator',
      posted_at: '',
      next_step: 'posted',
    });
    const postedAt = later(60);
    const posted = await move(card.orderNumber, 'posted');
    expect(posted.body.data).toMatchObject({
      processing_status: 'posted',
      posted_at: dubaiTimestamp(postedAt),
      posted_by: 'Mariam Operator',
      next_step: null,
    });
    const [row] = await t.db.select().from(postcardOrders).where(eq(postcardOrders.id, card.id));
    expect(row).toMatchObject({ printedBy: operator.id, postedBy: operator.id, printedAt, postedAt });

    const listed = await call({ action: 'listPostCardOrders', order_number: card.orderNumber }, b.token);
    expect(listed.body.data).toEqual([expect.objectContaining({ status: 1, processing_status: 'posted' })]);

    const mails = await stepMails(card.orderNumber);
    expect(mails.map((m) => [m.idempotencyKey, m.language, m.subject, m.recipient])).toEqual([
      [`postcard-step:${card.orderNumber}:printed`, 'ae', `تمت طباعة بطاقتك البريدية · ${card.orderNumber}`, b.user.email],
      [`postcard-step:${card.orderNumber}:posted`, 'ae', `بطاقتك البريدية في طريقها · ${card.orderNumber}`, b.user.email],
    ]);
    expect(mails[1]!.body).toContain('إطار الكورنيش');
  });

  it('writes an English buyer in English', async () => {
    const b = await buyer({ language: 'en' });
    const card = await createPostcardOrder(t.db, { userId: b.user.id, templateId });
    await move(card.orderNumber, 'printed');
    await move(card.orderNumber, 'posted');
    expect((await stepMails(card.orderNumber)).map((m) => m.subject)).toEqual([
      `Your postcard is printed · ${card.orderNumber}`,
      `Your postcard is on its way · ${card.orderNumber}`,
    ]);
  });

  it('refuses a step that does not follow, a step taken twice and a stale `from` with 409, changing nothing', async () => {
    const b = await buyer();
    const card = await createPostcardOrder(t.db, { userId: b.user.id, templateId });
    const skip = await move(card.orderNumber, 'posted');
    expect(skip.status).toBe(409);
    expect(skip.body.code).toBe('postcard_step_invalid');
    expect((await move(card.orderNumber, 'printed')).status).toBe(200);
    // a second operator who also saw it received, and one who repeats the step
    expect((await move(card.orderNumber, 'posted', { from: 'received' })).status).toBe(409);
    expect((await move(card.orderNumber, 'printed')).status).toBe(409);
    const [row] = await t.db.select().from(postcardOrders).where(eq(postcardOrders.id, card.id));
    expect(row!.processingStatus).toBe('printed');
    expect(await stepMails(card.orderNumber)).toHaveLength(1);
  });

  it('answers an unpaid, failed or unknown card as not found', async () => {
    const b = await buyer();
    const pending = await createPostcardOrder(t.db, { userId: b.user.id, templateId, status: 0 });
    const failed = await createPostcardOrder(t.db, { userId: b.user.id, templateId, status: 2 });
    for (const orderNumber of [pending.orderNumber, failed.orderNumber, 'OUNKNOWN2345']) {
      const res = await move(orderNumber, 'printed');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('postcard_not_found');
    }
  });

  it('of two operators marking the same card at once, exactly one succeeds and one e-mail is written', async () => {
    const b = await buyer();
    const card = await createPostcardOrder(t.db, { userId: b.user.id, templateId });
    const results = await Promise.all([move(card.orderNumber, 'printed'), move(card.orderNumber, 'printed')]);
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect(await stepMails(card.orderNumber)).toHaveLength(1);
  });
});
