import { randomUUID } from 'node:crypto';
import { addDays, calendarDateIn } from '@portal/domain/dates';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { bookings, contactMessages, messages, purchases } from '../../db/schema/index.ts';
import { createDestination, createPackage, createUser } from '../../test/factories.ts';
import { lastCodeSentTo, postAction } from '../../test/harness.ts';

let t: ConsoleTestApp;

beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

const rowsOf = async <Row>(statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** A paid booking of the user, with a note, as payment leaves it. */
async function createBooking(userId: number) {
  const destination = await createDestination(t.db);
  const pkg = await createPackage(t.db, { destinationId: destination.id });
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: 'PERASE1', userId, kind: 'booking', status: 1, subtotalFils: 25_000, totalFils: 25_000 })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: 'SHJERASE1',
      userId,
      packageId: pkg.id,
      destinationId: destination.id,
      date: addDays(calendarDateIn(new Date()), 22),
      adultQty: 2,
      notes: 'Zenobiette needs a wheelchair',
      totalFils: 25_000,
      status: 1,
    })
    .returning();
  return booking!;
}

/** Every row of every table of the public schema, as `table: (row as text)`, lower case. */
async function everyRow(): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: string[] = [];
  for (const { name } of tables) {
    const dumped = await rowsOf<{ row: string }>(sql`select t::text as row from ${sql.identifier(name)} t`);
    rows.push(...dumped.map(({ row }) => `${name}: ${row}`.toLowerCase()));
  }
  return rows;
}

/** The rows of `dump` that hold any of `markers`, whatever their case. */
const rowsHolding = (dump: string[], markers: string[]) =>
  dump.filter((row) => markers.some((marker) => row.includes(marker.toLowerCase())));

describe('eraseCustomer leaves nothing of the person in the database', () => {
  it('after sign-up, a booking, contact messages (signed in and not) and sign-in codes, no row names them', async () => {
    const person = {
      firstName: 'Zenobiette',
      lastName: 'Quillfeatherstone',
      email: 'zenobiette.erased@example.ae',
      mobile: '+971529876501',
    };
    const phrase = 'marmalade lighthouse on the seventh dune';
    // signed up through the sign-in code, then a sign-in code by SMS: the outbox, the challenges and the
    // per-identifier rate limits name them
    const signUp = { name: `${person.firstName} ${person.lastName}`, email: person.email, mobile: person.mobile };
    expect((await postAction(t.app, { action: 'sendOtp', ...signUp })).statusCode).toBe(200);
    const otp = await lastCodeSentTo(t.db, person.email);
    const registered = await postAction(t.app, { action: 'verifyLoginOTP', ...signUp, otp });
    expect(registered.statusCode).toBe(200);
    const { token, user } = registered.json() as { token: string; user: { id: number } };
    expect((await postAction(t.app, { action: 'sendOtp', mobile: person.mobile })).statusCode).toBe(200);
    const booking = await createBooking(user.id);
    const contact = { action: 'contactUs', name: `${person.firstName} ${person.lastName}` };
    // signed in, and before signing in with the address typed in another case
    const signedIn = await postAction(t.app, { ...contact, email: person.email, message: `Signed in: ${phrase}` }, token);
    expect(signedIn.statusCode).toBe(200);
    const anonymous = { ...contact, email: 'Zenobiette.Erased@Example.AE', message: `Before signing in: ${phrase}` };
    expect((await postAction(t.app, anonymous)).statusCode).toBe(200);
    // somebody else, whose rows stay
    const other = { action: 'contactUs', name: 'Rashid Untouched', email: 'rashid.untouched@example.ae' };
    expect((await postAction(t.app, { ...other, message: 'A question about the ferry times' })).statusCode).toBe(200);

    // an operator sent the booking's confirmation again: its audit entry names the address it went to
    const resent = await t.call({ action: 'resendConfirmation', order_number: booking.orderNumber });
    expect(resent.statusCode, resent.body).toBe(200);

    const markers = [person.email, person.mobile, person.firstName, person.lastName, phrase];
    const before = await everyRow();
    // the markers are where the bug left them: the contact messages, the team's copies, the rate limits
    const tablesBefore = new Set(rowsHolding(before, markers).map((row) => row.split(':')[0]));
    for (const table of ['contact_messages', 'messages', 'rate_limits', 'users', 'otp_challenges', 'audit_log']) {
      expect(tablesBefore).toContain(table);
    }

    const erased = await t.call({ action: 'eraseCustomer', id: user.id, confirm: person.email });
    expect(erased.statusCode).toBe(200);

    const after = await everyRow();
    expect(rowsHolding(after, markers)).toEqual([]);
    // the bookings, the resend's audit entry (without the address) and the other visitor's rows stay
    expect(
      rowsHolding(after, [booking.orderNumber])
        .map((row) => row.split(':')[0])
        .sort(),
    ).toEqual(['audit_log', 'bookings']);
    expect(
      rowsHolding(after, ['rashid.untouched@example.ae'])
        .map((row) => row.split(':')[0])
        .sort(),
    ).toEqual(['contact_messages', 'messages']);
    expect(rowsHolding(after, ['contact:addr:', 'otp-send:addr:']).length).toBeGreaterThan(0);

    // audited with how much went, in the erasure's one entry
    const entries = await auditEntriesOf(t, 'customer', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'eraseCustomer',
      // the messages: two sign-in codes, two copies of the contact messages, the confirmation sent again
      after: {
        erased: 1,
        deleted: { contact_messages: 2, rate_limits: 2, messages: 5 },
        cleared: { audit_recipients: 1 },
      },
    });
  });

  it("finds the team's copy of a contact message written before copies were named by their message", async () => {
    const user = await createUser(t.db, { firstName: 'Older', lastName: 'Sender', email: 'older.sender@example.ae' });
    const stored = { name: 'Older Sender', email: 'older.sender@example.ae', message: 'A message from last year, kept' };
    await t.db.insert(contactMessages).values(stored);
    const copy = (key: string, email: string) => ({
      kind: 'contact' as const,
      idempotencyKey: key,
      channel: 'email' as const,
      recipient: t.config.CONTACT_EMAIL,
      subject: `Contact form: ${stored.name}`,
      body: `From: ${stored.name} <${email}>\nLanguage: en\n\n${stored.message}`,
      provider: 'outbox',
    });
    // a random key, as copies had; and a namesake's copy, which stays
    await t.db
      .insert(messages)
      .values([copy(`contact:${randomUUID()}`, stored.email), copy(`contact:${randomUUID()}`, 'namesake@example.ae')]);

    expect((await t.call({ action: 'eraseCustomer', id: user.id, confirm: stored.email })).statusCode).toBe(200);
    const left = await t.db.select().from(messages).where(eq(messages.kind, 'contact'));
    expect(left.filter((m) => m.body.includes(stored.message)).map((m) => m.body)).toEqual([
      expect.stringContaining('namesake@example.ae'),
    ]);
    const [entry] = await auditEntriesOf(t, 'customer', user.id);
    expect(entry).toMatchObject({ after: { deleted: { contact_messages: 1, messages: 1 } } });
  });
});
