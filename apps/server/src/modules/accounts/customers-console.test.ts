import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  addresses,
  bookings,
  contactMessages,
  otpChallenges,
  postcardOrders,
  storeOrders,
  users,
} from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { lastCodeSentTo, postAction } from '../../test/harness.ts';
import { createCustomerWithHistory } from './customer-factories.ts';

let t: ConsoleTestApp;

beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

const accountOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The traveller's own profile with their token: 200 while the session lives, 401 once it ended. */
const profileStatus = async (token: string, app = t.app) =>
  (await postAction(app, { action: 'getProfileDetails' }, token)).statusCode;

let mobiles = 0;
/** A UAE mobile number no other test uses. */
const freshMobile = () => `+97152${String(3_000_000 + ++mobiles)}`;

describe('who may use the customer actions', () => {
  it('answers 401 without a token, 403 to a traveller and 403 to a moderator, and changes nothing', async () => {
    const { user, token } = await createCustomerWithHistory(t);
    const calls: Record<string, string | number>[] = [
      { action: 'consoleCustomers' },
      { action: 'consoleCustomer', id: user.id },
      { action: 'endCustomerSessions', id: user.id },
      { action: 'exportCustomerData', id: user.id },
      { action: 'eraseCustomer', id: user.id, confirm: user.email! },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await accountOf(user.id)).toMatchObject({ email: user.email, erasedAt: null });
    expect(await profileStatus(token)).toBe(200);
    expect(await auditEntriesOf(t, 'customer', user.id)).toEqual([]);
  });

  it('invalid input answers 400 naming the failing fields', async () => {
    const bad = await t.call({ action: 'consoleCustomer', id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
    const erase = await t.call({ action: 'eraseCustomer', id: 0 });
    expect(erase.statusCode).toBe(400);
    expect(Object.keys(erase.json().fields).sort()).toEqual(['confirm', 'id']);
    const page = await t.call({ action: 'consoleCustomers', per_page: 500 });
    expect(Object.keys(page.json().fields)).toEqual(['per_page']);
  });

  it('an unknown id, or an operator, is not a customer: 404', async () => {
    expect((await t.call({ action: 'consoleCustomer', id: 2_000_000 })).statusCode).toBe(404);
    expect((await t.call({ action: 'consoleCustomer', id: t.adminId })).statusCode).toBe(404);
    expect((await t.call({ action: 'exportCustomerData', id: t.adminId })).statusCode).toBe(404);
  });
});

describe('consoleCustomers', () => {
  it('finds a traveller by part of their e-mail, whatever its case, and by their mobile as people type it', async () => {
    const mobile = freshMobile();
    const noura = await createUser(t.db, {
      firstName: 'Noura',
      lastName: 'Searched',
      email: 'noura.searched@example.ae',
      mobile,
    });
    const ids = async (q: string) =>
      (await t.call({ action: 'consoleCustomers', q })).json().data.map((c: { id: number }) => c.id);
    expect(await ids('NOURA.SEARCHED@')).toEqual([noura.id]);
    // +97152… typed the local way, with spaces, and only its start
    const local = `0${mobile.slice(4)}`;
    expect(await ids(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`)).toEqual([noura.id]);
    expect(await ids(mobile.slice(0, 10))).toContain(noura.id);
    expect(await ids('noura searched')).toEqual([noura.id]);
    expect(await ids('noura%searched')).toEqual([]);
  });

  it('lists travellers only, newest first, one page at a time with the total of every match', async () => {
    const made = [];
    for (const firstName of ['Paged A', 'Paged B', 'Paged C'])
      made.push(await createUser(t.db, { firstName, lastName: 'Pagedcustomer' }));
    await createUser(t.db, { firstName: 'Paged Operator', lastName: 'Pagedcustomer', role: 'operator', staffRole: 'admin' });
    const page = async (n: number) =>
      (await t.call({ action: 'consoleCustomers', q: 'pagedcustomer', page: n, per_page: 2 })).json();
    const [first, second] = [await page(1), await page(2)];
    expect(first.data.map((c: { id: number }) => c.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([made[0]!.id]);
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(first.data[0]).toMatchObject({ name: 'Paged C Pagedcustomer', email: made[2]!.email, erased_at: '' });
  });
});

describe('consoleCustomer', () => {
  it("shows the profile and every list of the customer, and nobody else's rows", async () => {
    const mine = await createCustomerWithHistory(t);
    const other = await createCustomerWithHistory(t);
    const { statusCode, body } = await t
      .call({ action: 'consoleCustomer', id: mine.user.id })
      .then((r) => ({ ...r, body: r.json() }));
    expect(statusCode).toBe(200);
    const detail = body.data;
    expect(detail.profile).toMatchObject({
      id: mine.user.id,
      name: `User ${mine.user.lastName}`,
      email: mine.user.email,
      mobile: mine.user.mobile,
      language: 'en',
      live_sessions: 1,
      erased_at: '',
    });
    expect(detail.bookings).toEqual([
      expect.objectContaining({
        order_number: mine.booking.orderNumber,
        package_name: 'Desert Safari',
        date: '2026-12-24',
        status: 1,
        total: 250,
      }),
    ]);
    expect(detail.store_orders.map((o: { order_number: string }) => o.order_number)).toEqual([mine.storeOrder.orderNumber]);
    expect(detail.store_orders[0]).toMatchObject({ total: 120, status: 1 });
    expect(detail.postcard_orders.map((o: { order_number: string }) => o.order_number)).toEqual([mine.postcard.orderNumber]);
    expect(detail.invoices).toEqual([
      expect.objectContaining({ invoice_number: mine.invoice.invoiceNumber, status: 1, amount: 100 }),
    ]);
    expect(detail.raffle_tickets).toEqual([
      expect.objectContaining({ raffle_number: mine.ticket.raffleNumber, invoice_number: mine.invoice.invoiceNumber }),
    ]);
    expect(detail.voucher_codes).toEqual([expect.objectContaining({ code: mine.code.code, redeemed_at: '' })]);
    expect(detail.scratch_plays).toEqual([expect.objectContaining({ campaign_name: 'Eid Scratch', prize_name: 'Free coffee' })]);
    const everything = JSON.stringify(detail);
    for (const theirs of [
      other.booking.orderNumber,
      other.storeOrder.orderNumber,
      other.invoice.invoiceNumber,
      other.code.code,
    ]) {
      expect(everything).not.toContain(theirs);
    }
  });
});

describe('endCustomerSessions', () => {
  it('ends every session of the customer at once although their token was cached, audited, and leaves others signed in', async () => {
    const { user, token } = await createCustomerWithHistory(t);
    const second = await createSession(t.db, user.id);
    const bystander = await createCustomerWithHistory(t);
    expect(await profileStatus(token)).toBe(200);
    const ended = await t.call({ action: 'endCustomerSessions', id: user.id });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBe(2);
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(bystander.token)).toBe(200);
    expect((await t.call({ action: 'consoleCustomer', id: user.id })).json().data.profile.live_sessions).toBe(0);
    const [entry] = await auditEntriesOf(t, 'customer', user.id);
    expect(entry).toMatchObject({
      action: 'endCustomerSessions',
      operatorId: t.adminId,
      before: { sessions_open: 2 },
      after: { sessions_open: 0 },
    });
  });
});

describe('exportCustomerData', () => {
  it('answers their profile, bookings, orders and messages as one document, and audits that it was made without its content', async () => {
    const mine = await createCustomerWithHistory(t);
    const other = await createCustomerWithHistory(t);
    const res = await t.call({ action: 'exportCustomerData', id: mine.user.id });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.profile).toMatchObject({
      id: mine.user.id,
      email: mine.user.email,
      mobile: mine.user.mobile,
      first_name: 'User',
    });
    expect(data.bookings).toEqual([
      expect.objectContaining({
        order_number: mine.booking.orderNumber,
        package_name: 'Desert Safari',
        total: 250,
        notes: mine.booking.notes,
      }),
    ]);
    expect(data.addresses).toEqual([expect.objectContaining({ address: 'Villa 12, Al Khan Street' })]);
    expect(data.store_orders[0].shipping_address).toMatchObject({ address: 'Villa 12, Al Khan Street' });
    expect(data.postcard_orders[0]).toMatchObject({ message: 'Greetings from Sharjah' });
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: 'Please call me on my mobile' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).not.toHaveProperty('token_hash');
    expect(JSON.stringify(data)).not.toContain(other.booking.orderNumber);
    const [entry] = await auditEntriesOf(t, 'customer', mine.user.id);
    expect(entry).toMatchObject({ action: 'exportCustomerData', after: { exported: 1 } });
    expect(JSON.stringify(entry)).not.toContain(mine.user.email!);
  });
});

describe('eraseCustomer', () => {
  it('refuses a confirmation that is not their e-mail or mobile, and changes nothing', async () => {
    const { user, token } = await createCustomerWithHistory(t);
    const wrong = await t.call({ action: 'eraseCustomer', id: user.id, confirm: 'someone.else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['confirm']);
    expect(await accountOf(user.id)).toMatchObject({ email: user.email, firstName: 'User', erasedAt: null });
    expect(await profileStatus(token)).toBe(200);
    expect(await auditEntriesOf(t, 'customer', user.id)).toEqual([]);
  });

  it('does not erase an operator', async () => {
    const operator = await createUser(t.db, { role: 'operator', staffRole: 'moderator' });
    const refused = await t.call({ action: 'eraseCustomer', id: operator.id, confirm: operator.email! });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('customer_is_operator');
    expect((await accountOf(operator.id)).email).toBe(operator.email);
  });

  it('anonymises the person, ends their sessions and keeps their bookings and orders; the old e-mail can register again', async () => {
    const mine = await createCustomerWithHistory(t, { mobile: freshMobile() });
    const email = mine.user.email!;
    // the mobile typed the local way confirms as well as the e-mail
    const confirm = `0${mine.user.mobile!.slice(4)}`;
    expect(await profileStatus(mine.token)).toBe(200);

    const erased = await t.call({ action: 'eraseCustomer', id: mine.user.id, confirm });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({ id: mine.user.id, name: '', email: null, mobile: null, live_sessions: 0 });
    expect(erased.json().data.erased_at).not.toBe('');

    expect(await accountOf(mine.user.id)).toMatchObject({
      firstName: '',
      lastName: '',
      email: null,
      mobile: null,
      referral: null,
    });
    expect(await profileStatus(mine.token)).toBe(401);
    // the orders stay, without the personal text in them
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, mine.booking.id));
    expect(booking).toMatchObject({ userId: mine.user.id, status: 1, totalFils: 25_000, notes: null });
    const [order] = await t.db.select().from(storeOrders).where(eq(storeOrders.id, mine.storeOrder.id));
    expect(order).toMatchObject({
      totalFils: 12_000,
      addressId: null,
      shippingAddress: { state: 'Sharjah', country: 'United Arab Emirates' },
      carrier: 'Aramex',
      trackingNumber: null,
      trackingUrl: null,
    });
    const [card] = await t.db.select().from(postcardOrders).where(eq(postcardOrders.id, mine.postcard.id));
    expect(card).toMatchObject({ message: '', address: '', amountFils: 1_500 });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, mine.user.id))).toEqual([]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.userId, mine.user.id))).toEqual([]);
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.identifier, email))).toEqual([]);

    // shown as erased in the console; the lists stay
    const detail = (await t.call({ action: 'consoleCustomer', id: mine.user.id })).json().data;
    expect(detail.profile.erased_at).toBe(erased.json().data.erased_at);
    expect(detail.bookings.map((b: { order_number: string }) => b.order_number)).toEqual([mine.booking.orderNumber]);

    // audited with what was done, never the person's data
    const [entry] = await auditEntriesOf(t, 'customer', mine.user.id);
    expect(entry).toMatchObject({ action: 'eraseCustomer', before: { erased: 0 }, after: { erased: 1, sessions_ended: 1 } });
    const logged = JSON.stringify(entry);
    for (const personal of [email, mine.user.mobile!, 'Villa 12', 'Mariam']) expect(logged).not.toContain(personal);

    // the address signs up again as a new, separate account
    const person = { name: 'Aisha Again', email, mobile: freshMobile() };
    expect((await postAction(t.app, { action: 'sendOtp', ...person })).statusCode).toBe(200);
    const registered = await postAction(t.app, { action: 'verifyLoginOTP', ...person, otp: await lastCodeSentTo(t.db, email) });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().user.email).toBe(email);
    const [fresh] = await t.db.select().from(users).where(eq(users.email, email));
    expect(fresh!.id).not.toBe(mine.user.id);
    expect((await t.call({ action: 'consoleCustomer', id: fresh!.id })).json().data.bookings).toEqual([]);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("ending a customer's sessions in one process ends them in the other, whose session cache held the token", async () => {
    const { user, token } = await createCustomerWithHistory(t);
    expect(await profileStatus(token, other.app)).toBe(200);
    expect((await t.call({ action: 'endCustomerSessions', id: user.id })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await profileStatus(token, other.app)).toBe(401), { timeout: 20_000 });
  });
});
