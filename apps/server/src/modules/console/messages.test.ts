import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, messages } from '../../db/schema/index.ts';
import { deliveryRules } from '../../providers/messages/message-sweeper.ts';
import { auditEntriesOf, createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { postAction } from '../../test/harness.ts';
import { smtpServer } from '../../test/smtp.ts';

// Decision 036 (messages for support staff), on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The
// app sends e-mail to a real SMTP server in this process, which refuses mail while `refusals` lasts.

let t: ConsoleTestApp;
let smtp: ReturnType<typeof smtpServer>;

beforeAll(async () => {
  smtp = smtpServer();
  const url = await smtp.start();
  t = await createConsoleTestApp({ config: { EMAIL_PROVIDER: 'smtp', SMTP_URL: url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (fields: Record<string, string | number>, token = t.tokens.admin) => postAction(t.app, fields, token);

/** The contact form as a visitor sends it, without a token (at most 5 an hour from one address). */
async function visitorWrites(fields: { name: string; email: string; message: string; language?: 'en' | 'ae' }) {
  const res = await postAction(t.app, { action: 'contactUs', ...fields });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: 1, status: 'sent' });
}

const outboxRowsTo = (recipient: string) => t.db.select().from(messages).where(eq(messages.recipient, recipient));
const messageRow = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

/** The newest contact-form e-mail to the team whose text contains `text`. */
async function teamMailAbout(text: string) {
  const rows = await outboxRowsTo(t.config.CONTACT_EMAIL);
  const row = rows.filter((m) => m.body.includes(text)).at(-1);
  if (!row) throw new Error(`no e-mail to the team contains ${text}`);
  return row;
}

const farFuture = new Date('2031-01-01T00:00:00Z');

describe('who may read contact messages and failed deliveries', () => {
  const calls: Record<string, string | number>[] = [
    { action: 'consoleContactMessages' },
    { action: 'markContactMessage', id: 1, handled: 1 },
    { action: 'consoleFailedMessages' },
    { action: 'resendMessage', id: 1 },
  ];

  it.each(calls)('$action answers 401 without a token and 403 to a traveller', async (fields) => {
    expect((await postAction(t.app, fields)).statusCode).toBe(401);
    const traveller = await postAction(t.app, fields, t.tokens.user);
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json().code).toBe('forbidden');
  });

  it('nothing changes for a refused caller, and a moderator (support staff) reads both lists', async () => {
    const [row] = await t.db
      .insert(contactMessages)
      .values({ name: 'Refused Caller', email: 'refused@example.com', message: 'Left alone by outsiders' })
      .returning();
    for (const token of [undefined, t.tokens.user]) {
      await postAction(t.app, { action: 'markContactMessage', id: row!.id, handled: 1 }, token);
    }
    expect((await t.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id)))[0]!.handledAt).toBeNull();
    expect(await auditEntriesOf(t, 'contact_message', row!.id)).toEqual([]);

    const contacts = await call({ action: 'consoleContactMessages', q: 'Refused Caller' }, t.tokens.moderator);
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().data.map((m: { id: number }) => m.id)).toEqual([row!.id]);
    expect((await call({ action: 'consoleFailedMessages' }, t.tokens.moderator)).statusCode).toBe(200);
  });
});

describe('contact-form messages', () => {
  it('a visitor message is stored with its line breaks, listed newest first and found by name, e-mail or text', async () => {
    const text = 'Is Al Noor Island open on Fridays?\nWe are four adults.\n\nThank you';
    await visitorWrites({ name: 'Mariam Al Mansoori', email: 'mariam@example.ae', message: text, language: 'ae' });
    // the team still gets it by e-mail, through the outbox
    expect((await teamMailAbout('We are four adults.')).kind).toBe('contact');
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'mariam@example.ae'));
    expect(stored).toMatchObject({ name: 'Mariam Al Mansoori', message: text, language: 'ae', userId: null, handledAt: null });

    const open = (await call({ action: 'consoleContactMessages' })).json();
    expect(open.data[0]).toMatchObject({
      id: stored!.id,
      name: 'Mariam Al Mansoori',
      email: 'mariam@example.ae',
      message: text,
      language: 'ae',
      handled: 0,
      handled_at: '',
      handled_by: '',
    });
    for (const q of ['mansoori', 'MARIAM@example', 'four adults']) {
      const found = (await call({ action: 'consoleContactMessages', q })).json();
      expect(found.data.map((m: { id: number }) => m.id)).toEqual([stored!.id]);
    }
    expect((await call({ action: 'consoleContactMessages', q: 'nobody wrote this' })).json()).toMatchObject({
      data: [],
      total: 0,
    });
    // LIKE wildcards typed in the box are taken literally
    expect((await call({ action: 'consoleContactMessages', q: '%' })).json().total).toBe(0);
  });

  it('a signed-in sender is kept with the message; a stale token is no error', async () => {
    const fields = {
      action: 'contactUs',
      name: 'Signed In',
      email: 'signed-in@example.ae',
      message: 'A question from my account',
    };
    expect((await postAction(t.app, fields, t.tokens.user)).statusCode).toBe(200);
    expect((await postAction(t.app, { ...fields, email: 'stale@example.ae' }, 'not-a-live-token')).statusCode).toBe(200);
    const [signed] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'signed-in@example.ae'));
    const [stale] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'stale@example.ae'));
    expect(signed!.userId).toBe(t.travellerId);
    expect(stale!.userId).toBeNull();
  });

  it('pages through the messages newest first with the total of every match', async () => {
    const base = Date.parse('2026-03-01T08:00:00Z');
    await t.db.insert(contactMessages).values(
      [0, 1, 2].map((i) => ({
        name: `Paged Writer ${i}`,
        email: `paged${i}@example.com`,
        message: 'A question about paging',
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = (await call({ action: 'consoleContactMessages', q: 'Paged Writer', per_page: 2 })).json();
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(first.data.map((m: { name: string }) => m.name)).toEqual(['Paged Writer 2', 'Paged Writer 1']);
    const second = (await call({ action: 'consoleContactMessages', q: 'Paged Writer', per_page: 2, page: 2 })).json();
    expect(second.data.map((m: { name: string }) => m.name)).toEqual(['Paged Writer 0']);
  });

  it('an operator marks a message answered and reopens it; each change is audited and moves it between the filters', async () => {
    await visitorWrites({ name: 'Omar Haddad', email: 'omar@example.com', message: 'Do you have a group price for 20?' });
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'omar@example.com'));
    const ids = async (state: string) =>
      (await call({ action: 'consoleContactMessages', q: 'omar@example.com', state }))
        .json()
        .data.map((m: { id: number }) => m.id);

    const marked = await call({ action: 'markContactMessage', id: stored!.id, handled: 1 }, t.tokens.moderator);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ id: stored!.id, handled: 1 });
    expect(marked.json().data.handled_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(marked.json().data.handled_by).not.toBe('');
    expect(await ids('open')).toEqual([]);
    expect(await ids('handled')).toEqual([stored!.id]);
    expect(await ids('all')).toEqual([stored!.id]);

    await call({ action: 'markContactMessage', id: stored!.id, handled: 0 });
    expect(await ids('open')).toEqual([stored!.id]);
    const audit = await auditEntriesOf(t, 'contact_message', stored!.id);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['markContactMessage', { handled: 0, handled_by: null }, { handled: 1, handled_by: expect.any(Number) }],
      ['markContactMessage', { handled: 1, handled_by: expect.any(Number) }, { handled: 0, handled_by: null }],
    ]);
  });
});

describe('failed deliveries', () => {
  it('an e-mail the SMTP server refused is listed with its error, then resent and delivered once the server takes it', async () => {
    smtp.state.refusals = 1_000;
    await visitorWrites({ name: 'Refused Mail', email: 'refused.mail@example.com', message: 'This e-mail meets a busy server' });
    // the wake-up after the commit tries it once at once; the server refuses it and the outbox retries later
    await vi.waitFor(async () => expect((await teamMailAbout('meets a busy server')).lastError).toMatch(/mailbox busy/), {
      timeout: 10_000,
    });
    const { id } = await teamMailAbout('meets a busy server');
    const listed = async () =>
      (await call({ action: 'consoleFailedMessages', channel: 'email', kind: 'contact' }))
        .json()
        .data.find((m: { id: number }) => m.id === id);
    expect(await listed()).toMatchObject({ status: 'pending', attempts: 1, resendable: 0 });
    // still retried by the outbox: not taken
    const early = await call({ action: 'resendMessage', id });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('message_not_resendable');

    // each sweep a day after the last, past every backoff, until the attempts are spent
    for (let day = 1; day <= 2 * deliveryRules.maxAttempts && (await messageRow(id)).status !== 'failed'; day += 1) {
      await t.app.messageSweeper.sweepOnce({ now: new Date(farFuture.getTime() + day * 86_400_000) });
    }
    const failed = await listed();
    expect(failed).toMatchObject({
      kind: 'contact',
      channel: 'email',
      recipient: t.config.CONTACT_EMAIL,
      subject: 'Contact form: Refused Mail',
      language: 'en',
      status: 'failed',
      resendable: 1,
    });
    expect(failed.attempts).toBeGreaterThanOrEqual(deliveryRules.maxAttempts);
    expect(failed.last_error).toMatch(/451.*mailbox busy/);
    expect(failed).not.toHaveProperty('body');
    // filters leave it out when they do not match
    const bySms = (await call({ action: 'consoleFailedMessages', channel: 'sms' })).json().data;
    expect(bySms.map((m: { id: number }) => m.id)).not.toContain(id);
    const byKind = (await call({ action: 'consoleFailedMessages', kind: 'booking_confirmation' })).json().data;
    expect(byKind.map((m: { id: number }) => m.id)).not.toContain(id);

    smtp.state.refusals = 0;
    const accepted = smtp.state.accepted.length;
    const resent = await call({ action: 'resendMessage', id }, t.tokens.moderator);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toEqual({ id, status: 'pending' });
    // the sweeper woken by the action delivers it: no sweep driven by the test
    await vi.waitFor(async () => expect((await messageRow(id)).status).toBe('sent'), { timeout: 10_000 });
    expect(await messageRow(id)).toMatchObject({ attempts: 1, lastError: null, provider: 'smtp' });
    expect(smtp.state.accepted.slice(accepted).map((m) => m.to)).toEqual([[t.config.CONTACT_EMAIL]]);
    expect(smtp.state.accepted.at(-1)!.data).toContain('This e-mail meets a busy server');
    expect(await listed()).toBeUndefined();

    const again = await call({ action: 'resendMessage', id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('message_not_resendable');
    const audit = await auditEntriesOf(t, 'message', id);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'resendMessage',
        { status: 'failed', attempts: failed.attempts, last_error: failed.last_error },
        { status: 'pending', attempts: 0, last_error: null },
      ],
    ]);
  });

  it('a sign-in code that failed is listed without its body and never sent again', async () => {
    const [code] = await t.db
      .insert(messages)
      .values({
        kind: 'code',
        idempotencyKey: 'code:failed-in-test',
        channel: 'sms',
        recipient: '+971500009999',
        subject: '',
        body: 'Your sign-in code is 482913',
        provider: 'sms',
        status: 'failed',
        attempts: deliveryRules.maxAttempts,
        lastError: 'SMS API answered 500',
      })
      .returning();
    const list = await call({ action: 'consoleFailedMessages', channel: 'sms', kind: 'code' });
    expect(list.json().data).toEqual([expect.objectContaining({ id: code!.id, kind: 'code', resendable: 0 })]);
    expect(list.body).not.toContain('482913');

    const refused = await call({ action: 'resendMessage', id: code!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('message_not_resendable');
    expect(await messageRow(code!.id)).toMatchObject({ status: 'failed', attempts: deliveryRules.maxAttempts });
    expect(await auditEntriesOf(t, 'message', code!.id)).toEqual([]);
  });

  it('an unknown message or contact message answers 404', async () => {
    expect((await call({ action: 'resendMessage', id: 999_999 })).statusCode).toBe(404);
    expect((await call({ action: 'markContactMessage', id: 999_999, handled: 1 })).statusCode).toBe(404);
  });
});

describe('invalid input', () => {
  it.each([
    [{ action: 'consoleContactMessages', state: 'closed', per_page: 500 }, ['per_page', 'state']],
    [{ action: 'markContactMessage', id: 'first', handled: 2 }, ['handled', 'id']],
    [{ action: 'consoleFailedMessages', channel: 'fax', page: 0 }, ['channel', 'page']],
    [{ action: 'resendMessage' }, ['id']],
  ])('%o answers 400 naming %o', async (fields, named) => {
    const res = await call(fields);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(named);
  });
});
