import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSlotPackage } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';

// docs/decisions/068: admins find, issue, block and adjust cards and set what is sold, each change audited

const clock = new Date('2026-11-22T08:00:00Z');
let t: ConsoleTestApp;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => clock });
});
afterAll(() => t.close());

type Card = { id: number; code: string; balance: number; status: string; last4: string };

async function issue(amount: number): Promise<Card> {
  const res = await t.call({ action: 'issueGiftCard', amount, recipient_email: 'guest@example.com', send_on: '2026-11-22' });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Card }>().data;
}

describe('the console of gift cards', () => {
  it('is for admins only, and a refusal changes nothing', async () => {
    expect(
      await statusesOfOutsiders(t, [
        { action: 'issueGiftCard', amount: 10, recipient_email: 'x@example.com', send_on: '2026-11-22' },
        { action: 'findGiftCards' },
        { action: 'consoleGiftCard', id: 1 },
        { action: 'giftCardLiability' },
      ]),
    ).toEqual([
      [401, 403, 403],
      [401, 403, 403],
      [401, 403, 403],
      [401, 403, 403],
    ]);
    expect((await t.call({ action: 'findGiftCards' })).json<{ total: number }>().total).toBe(0);
  });

  it('issueGiftCard: the code is answered once and audited without it', async () => {
    const card = await issue(75);
    expect(card).toMatchObject({ balance: 75, status: 'active', last4: card.code.slice(-4) });
    const [entry] = await auditEntriesOf(t, 'gift_card', card.id);
    expect(entry).toMatchObject({ action: 'issueGiftCard', operatorId: t.adminId, before: null });
    expect(JSON.stringify(entry!.after)).not.toContain(card.code);
    const found = await t.call({ action: 'findGiftCards', q: card.last4 });
    expect(found.json<{ data: Card[] }>().data.map((c) => c.id)).toContain(card.id);
  });

  it('blockGiftCard: a blocked card pays for nothing until it is unblocked', async () => {
    const card = await issue(40);
    const blocked = await t.call({ action: 'blockGiftCard', id: card.id, blocked: 1 });
    expect(blocked.json<{ data: Card }>().data.status).toBe('blocked');
    const slot = await createSlotPackage(t.db, (await createDestination(t.db)).id, null);
    const held = await postAction(
      t.app,
      {
        action: 'createPurchase',
        items: JSON.stringify({
          packages: [{ package_id: slot.pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.slot.id }],
        }),
        gift_card_code: card.code,
      },
      t.tokens.user,
    );
    expect(held.json()).toMatchObject({ code: 'gift_card_blocked' });
    expect((await auditEntriesOf(t, 'gift_card', card.id)).map((e) => e.action)).toEqual(['issueGiftCard', 'blockGiftCard']);
  });

  it('adjustGiftCard: adds and takes with a note, never below 0', async () => {
    const card = await issue(20);
    const added = await t.call({ action: 'adjustGiftCard', id: card.id, amount: 5.5, note: 'goodwill' });
    expect(added.json<{ data: Card }>().data.balance).toBe(25.5);
    const tooMuch = await t.call({ action: 'adjustGiftCard', id: card.id, amount: -30, note: 'error' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'invalid_input', fields: { amount: expect.any(String) } });
    const noNote = await t.call({ action: 'adjustGiftCard', id: card.id, amount: -1, note: '' });
    expect(noNote.json()).toMatchObject({ fields: { note: expect.any(String) } });
    const entries = await auditEntriesOf(t, 'gift_card', card.id);
    expect(entries.map((e) => e.action)).toEqual(['issueGiftCard', 'adjustGiftCard']);
    expect(entries[1]!.after).toMatchObject({ balance_fils: 2_550, note: 'goodwill' });
    const detail = await t.call({ action: 'consoleGiftCard', id: card.id });
    expect(detail.json()).toMatchObject({
      data: {
        id: card.id,
        balance: 25.5,
        history: [
          { kind: 'issue', amount: 20, note: '' },
          { kind: 'adjust', amount: 5.5, note: 'goodwill' },
        ],
      },
    });
    expect(JSON.stringify(detail.json())).not.toContain(card.code);
    expect((await t.call({ action: 'consoleGiftCard', id: 999_999 })).statusCode).toBe(404);
  });

  it('saveGiftCardSettings: what visitors are offered, checked against its limits', async () => {
    const refused = await t.call({
      action: 'saveGiftCardSettings',
      amount_choices: JSON.stringify([10]),
      min_amount: 50,
      max_amount: 100,
      validity_months: 12,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { amount_choices: expect.any(String) } });
    const saved = await t.call({
      action: 'saveGiftCardSettings',
      amount_choices: JSON.stringify([200, 100]),
      min_amount: 50,
      max_amount: 1000,
      validity_months: 24,
    });
    expect(saved.json()).toMatchObject({ success: 1 });
    const shown = await postAction(t.app, { action: 'giftCardSettings' });
    expect(shown.json()).toMatchObject({
      data: { amount_choices: [100, 200], min_amount: 50, max_amount: 1000, validity_months: 24 },
    });
    expect(await auditEntriesOf(t, 'gift_card_settings', 1)).toMatchObject([
      { action: 'saveGiftCardSettings', after: { amountChoices: [10_000, 20_000], validityMonths: 24 } },
    ]);
  });

  it('giftCardLiability: the outstanding balance of live cards', async () => {
    const res = await t.call({ action: 'giftCardLiability' });
    expect(res.json()).toMatchObject({ data: { outstanding: 75 + 40 + 25.5, live_cards: 3, expired: 0 } });
  });
});
