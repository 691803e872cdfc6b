import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiTimestamp } from '@portal/domain/dates';
import { messages, otpChallenges, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../http/auth.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { stableMessageId } from '../../providers/messages/messages.ts';
import { createTestApp, formBody, formHeaders, lastCodeSentTo } from '../../test/harness.ts';
import { smtpServer } from '../../test/smtp.ts';

let clock = new Date('2026-11-22T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let t: Awaited<ReturnType<typeof createTestApp>>;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  // each test comes from its own client address and an hour later, so rate limits of one test do not touch the next
  address += 1;
  advance(3_600_000);
});

const call = (fields: Record<string, string>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: `10.0.0.${address}`,
    headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: formBody(fields),
  });

let n = 0;
const newPerson = () => {
  n += 1;
  // spec part 1 §7: sendOtp and verifyLoginOTP register with name, email and mobile
  return { name: 'Aisha Al Qasimi', email: `aisha${n}@example.ae`, mobile: `+97150${String(1000000 + n)}` };
};

async function register(person = newPerson()) {
  expect((await call({ action: 'sendOtp', ...person })).statusCode).toBe(200);
  const res = await call({ action: 'verifyLoginOTP', ...person, otp: await lastCodeSentTo(t.db, person.email) });
  expect(res.statusCode).toBe(200);
  return { person, token: res.json().token as string, user: res.json().user };
}

describe('registration', () => {
  it('e-mails a 6-digit code, then creates the account and signs it in', async () => {
    const person = newPerson();
    const sent = await call({ action: 'sendOtp', ...person, mobile: '050 ' + person.mobile.slice(6) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: 1, status: 'success', channel: 'email', expires_in: 600 });
    expect(sent.json().sent_to).not.toContain(person.email);

    const done = await call({ action: 'verifyLoginOTP', ...person, otp: await lastCodeSentTo(t.db, person.email) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: 1, status: 'success', msg: 'User Registered Successfully' });
    expect(done.json().user).toMatchObject({ first_name: 'Aisha', email: person.email, mobile: person.mobile });
    expect(done.json().token.length).toBeGreaterThanOrEqual(22); // 128 bits in base64url

    const profile = await call({ action: 'getProfileDetails' }, done.json().token);
    expect(profile.json().data).toMatchObject({ name: 'Aisha Al Qasimi', email: person.email, is_operator: false });
  });

  it("says in the profile whether the account is an operator's, so My Account offers the console without asking it", async () => {
    for (const staffRole of ['admin', 'moderator'] as const) {
      const operator = await createUser(t.db, { role: 'operator', staffRole });
      const profile = await call({ action: 'getProfileDetails' }, await createSession(t.db, operator.id));
      expect(profile.json().data).toMatchObject({ id: operator.id, is_operator: true });
    }
  });

  it('refuses an e-mail that is already registered, whatever its spelling, with "Email already exist"', async () => {
    const { person } = await register();
    const again = await call({ action: 'sendOtp', ...newPerson(), email: ` ${person.email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: 0, code: 'account_exists', msg: 'Email already exist', status: 'exist' });
  });

  it('refuses a mobile number that another account holds, written another way', async () => {
    const { person } = await register();
    const local = '0' + person.mobile.slice(4);
    const res = await call({ action: 'sendOtp', ...newPerson(), mobile: local });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('mobile_taken');
  });

  it('names every failing field with the specification wording', async () => {
    const res = await call({ action: 'sendOtp', name: ' ', email: 'not-an-email', mobile: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Please enter your name',
      email: 'Please Enter Valid Email',
      mobile: 'Please Enter Valid Phone',
    });
  });

  it('stores the stored hash of the session token, never the token', async () => {
    const { token } = await register();
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  it('keeps only a salted hash of the one-time code, bound to its identifier, valid ten minutes', async () => {
    const person = newPerson();
    await call({ action: 'sendOtp', ...person });
    const code = await lastCodeSentTo(t.db, person.email);
    const [challenge] = await t.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.identifier, person.email))
      .orderBy(desc(otpChallenges.id))
      .limit(1);
    expect(code).toMatch(/^\d{6}$/);
    expect(challenge!.codeHash).not.toContain(code);
    expect(challenge!.codeHash).toMatch(/^[\w-]{16,}\$[\w-]{43}$/);
    expect(challenge!.expiresAt.getTime() - challenge!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('opens a session of thirty days with a token of at least 128 random bits', async () => {
    const { token } = await register();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 24 * 3_600_000);
  });

  it('keeps the referral it was given for attribution', async () => {
    const person = newPerson();
    await call({
      action: 'sendOtp',
      ...person,
      referral: 'friend-42',
      traffic_referral: 'https://news.example/',
    });
    const res = await call({ action: 'verifyLoginOTP', ...person, otp: await lastCodeSentTo(t.db, person.email) });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row).toMatchObject({ referral: 'friend-42', trafficReferral: 'https://news.example/' });
  });
});

describe('the specification payloads (spec part 1 §7), form-encoded, without a type', () => {
  it('registers with name, email and mobile: the code is e-mailed, and name, email, mobile and otp answer a token and status', async () => {
    const person = { name: 'Aisha Al Qasimi', email: `spec${++n}@example.ae`, mobile: `+97150${String(1000000 + n)}` };
    const sent = await call({ action: 'sendOtp', ...person, referral: 'partner42' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: 1, channel: 'email' });

    const done = await call({ action: 'verifyLoginOTP', ...person, otp: await lastCodeSentTo(t.db, person.email) });
    expect(done.statusCode).toBe(200);
    const { token, expires_at: expiresAt, user } = done.json();
    expect(done.json()).toMatchObject({ success: 1, status: 'success' });
    // the shared timestamp form: Asia/Dubai wall time, thirty days on
    expect(expiresAt).toBe(dubaiTimestamp(new Date(clock.getTime() + 30 * 24 * 3_600_000)));
    // spec part 1 §3 User: id, token, name, email, mobile
    expect(user).toMatchObject({ id: expect.any(Number), token, name: person.name, email: person.email, mobile: person.mobile });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Aisha', lastName: 'Al Qasimi', referral: 'partner42' });
  });

  it('signs in with only the mobile, and with only the e-mail', async () => {
    const { person, user } = await register();
    advance(120_000);
    expect((await call({ action: 'sendOtp', mobile: person.mobile })).json()).toMatchObject({ success: 1, channel: 'sms' });
    const byMobile = await call({
      action: 'verifyLoginOTP',
      mobile: person.mobile,
      otp: await lastCodeSentTo(t.db, person.mobile),
    });
    expect(byMobile.json()).toMatchObject({ success: 1, status: 'success', msg: 'Login Successfully', user: { id: user.id } });

    expect((await call({ action: 'sendOtp', email: person.email })).json()).toMatchObject({ success: 1, channel: 'email' });
    const byEmail = await call({ action: 'verifyLoginOTP', email: person.email, otp: await lastCodeSentTo(t.db, person.email) });
    expect(byEmail.json()).toMatchObject({ success: 1, status: 'success', user: { id: user.id } });
    expect(byEmail.json().token).not.toBe(byMobile.json().token);
  });

  it('reads the mobile with or without +, with spaces, a leading 0 or 00, as one E.164 number', async () => {
    const person = newPerson();
    const national = person.mobile.slice(4); // 50xxxxxxx
    const spaced = `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
    await call({ action: 'sendOtp', ...person, mobile: `971${national}` });
    const done = await call({
      action: 'verifyLoginOTP',
      ...person,
      mobile: `971${national}`,
      otp: await lastCodeSentTo(t.db, person.email),
    });
    expect(done.json().user.mobile).toBe(person.mobile);

    for (const spelling of [`+971 ${spaced}`, `0${spaced}`, `00971${national}`]) {
      advance(61_000);
      const sent = await call({ action: 'sendOtp', mobile: spelling });
      expect(sent.statusCode, spelling).toBe(200);
      const res = await call({ action: 'verifyLoginOTP', mobile: spelling, otp: await lastCodeSentTo(t.db, person.mobile) });
      expect(res.json(), spelling).toMatchObject({ success: 1, user: { id: done.json().user.id, mobile: person.mobile } });
    }
  });

  it('refuses an e-mail and a mobile without a name with 400, naming the name field', async () => {
    const { email, mobile } = newPerson();
    for (const action of ['sendOtp', 'verifyLoginOTP']) {
      const res = await call({ action, email, mobile, ...(action === 'verifyLoginOTP' ? { otp: '123456' } : {}) });
      expect(res.statusCode, action).toBe(400);
      expect(res.json(), action).toMatchObject({ success: 0, code: 'invalid_input', fields: { name: 'Please enter your name' } });
    }
  });

  it('keeps a one-word name as the first name with an empty last name, and answers it as the name', async () => {
    const { user, token } = await register({ ...newPerson(), name: 'Aisha' });
    expect(user).toMatchObject({ name: 'Aisha', first_name: 'Aisha', last_name: '' });
    const edited = await call({ action: 'editProfile', name: 'Maryam', mobile: user.mobile }, token);
    expect(edited.json().data).toMatchObject({ name: 'Maryam', first_name: 'Maryam', last_name: '' });
    expect((await call({ action: 'getProfileDetails' }, token)).json().data.name).toBe('Maryam');
  });

  it('still accepts type, first_name and last_name', async () => {
    const person = {
      first_name: 'Aisha',
      last_name: 'Al Qasimi',
      email: `legacy${++n}@example.ae`,
      mobile: `+97150${String(1000000 + n)}`,
    };
    expect((await call({ action: 'sendOtp', type: 'register', ...person })).statusCode).toBe(200);
    const otp = await lastCodeSentTo(t.db, person.email);
    const done = await call({ action: 'verifyLoginOTP', type: 'register', ...person, otp });
    expect(done.json().user).toMatchObject({ name: 'Aisha Al Qasimi', email: person.email });
    advance(120_000);
    // type=login decides even though the request also names the person
    expect((await call({ action: 'sendOtp', type: 'login', name: 'Aisha', email: person.email })).json()).toMatchObject({
      channel: 'email',
    });
    const login = await call({
      action: 'verifyLoginOTP',
      type: 'login',
      email: person.email,
      otp: await lastCodeSentTo(t.db, person.email),
    });
    expect(login.json()).toMatchObject({ success: 1, msg: 'Login Successfully' });
    const edited = await call(
      { action: 'editProfile', first_name: 'Fatima', last_name: 'Al Suwaidi', mobile: person.mobile },
      done.json().token,
    );
    expect(edited.json().data).toMatchObject({ name: 'Fatima Al Suwaidi' });
  });
});

describe('sign-in codes', () => {
  it('sends a login code by SMS to the E.164 number and signs in with it', async () => {
    const { person } = await register();
    advance(120_000);
    const sent = await call({ action: 'sendOtp', mobile: '0' + person.mobile.slice(4) });
    expect(sent.json()).toMatchObject({ channel: 'sms' });
    const res = await call({
      action: 'verifyLoginOTP',
      mobile: person.mobile,
      otp: await lastCodeSentTo(t.db, person.mobile),
    });
    expect(res.json()).toMatchObject({ success: 1, msg: 'Login Successfully', user: { email: person.email } });
  });

  it('signs in by e-mail however the address is capitalised, into the one account', async () => {
    const { person, user } = await register();
    advance(120_000);
    const shouted = ` ${person.email.toUpperCase()} `;
    expect((await call({ action: 'sendOtp', email: shouted })).statusCode).toBe(200);
    const res = await call({ action: 'verifyLoginOTP', email: shouted, otp: await lastCodeSentTo(t.db, person.email) });
    expect(res.json()).toMatchObject({ success: 1, user: { id: user.id, email: person.email } });
  });

  it('writes the sign-in code in the language the account chose at sign-up when the request names none', async () => {
    const person = newPerson();
    await call({ action: 'sendOtp', ...person, language: 'ae' });
    const code = await lastCodeSentTo(t.db, person.email);
    await call({ action: 'verifyLoginOTP', ...person, otp: code, language: 'ae' });
    advance(120_000);
    expect((await call({ action: 'sendOtp', mobile: person.mobile })).statusCode).toBe(200);
    const [m] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, person.mobile))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(m!.body).toMatch(/رمز التحقق الخاص بك هو \d{6}/);
  });

  it('answers an unknown account with "Invalid Login Credentials"', async () => {
    const res = await call({ action: 'sendOtp', email: 'nobody@example.ae' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'account_not_found', msg: 'Invalid Login Credentials' });
  });

  it('kills a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const { person } = await register();
    advance(120_000);
    await call({ action: 'sendOtp', email: person.email });
    const right = await lastCodeSentTo(t.db, person.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await call({ action: 'verifyLoginOTP', email: person.email, otp: wrong })).json().code).toBe('invalid_code');
    }
    const fifth = await call({ action: 'verifyLoginOTP', email: person.email, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('too_many_attempts');
    const sixth = await call({ action: 'verifyLoginOTP', email: person.email, otp: right });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_attempts');
  });

  it('refuses a code that was already used', async () => {
    const { person } = await register();
    advance(120_000);
    await call({ action: 'sendOtp', email: person.email });
    const code = await lastCodeSentTo(t.db, person.email);
    expect((await call({ action: 'verifyLoginOTP', email: person.email, otp: code })).statusCode).toBe(200);
    const again = await call({ action: 'verifyLoginOTP', email: person.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_code');
  });

  it('refuses a code after its ten minutes', async () => {
    const { person } = await register();
    advance(120_000);
    await call({ action: 'sendOtp', email: person.email });
    const code = await lastCodeSentTo(t.db, person.email);
    advance(10 * 60_000 + 1);
    const res = await call({ action: 'verifyLoginOTP', email: person.email, otp: code });
    expect(res.json().code).toBe('code_expired');
  });

  it('binds a code to the identifier it was sent to', async () => {
    const a = await register();
    const b = await register();
    advance(120_000);
    await call({ action: 'sendOtp', email: a.person.email });
    const res = await call({
      action: 'verifyLoginOTP',
      email: b.person.email,
      otp: await lastCodeSentTo(t.db, a.person.email),
    });
    expect(res.statusCode).toBe(400);
  });

  it('only the newest code works after a resend', async () => {
    const { person } = await register();
    advance(120_000);
    await call({ action: 'sendOtp', email: person.email });
    const first = await lastCodeSentTo(t.db, person.email);
    advance(61_000);
    await call({ action: 'sendOtp', email: person.email });
    const second = await lastCodeSentTo(t.db, person.email);
    if (first !== second) {
      expect((await call({ action: 'verifyLoginOTP', email: person.email, otp: first })).statusCode).toBe(400);
    }
    expect((await call({ action: 'verifyLoginOTP', email: person.email, otp: second })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('asks to wait before a resend, with Retry-After', async () => {
    const { person } = await register();
    advance(120_000);
    expect((await call({ action: 'sendOtp', email: person.email })).statusCode).toBe(200);
    advance(10_000);
    const res = await call({ action: 'sendOtp', email: person.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('resend_too_soon');
    expect(Number(res.headers['retry-after'])).toBe(50);
  });

  it('answers 429 after five codes for one identifier within the hour', async () => {
    const { person } = await register();
    advance(3_600_000 - (clock.getTime() % 3_600_000)); // the start of a fresh hour window
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      address += 1;
      statuses.push((await call({ action: 'sendOtp', email: person.email })).statusCode);
      advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers 429 after twenty codes from one client address within the hour', async () => {
    const people = [];
    for (let i = 0; i < 21; i++) {
      address += 1;
      people.push(await register());
    }
    address += 1;
    advance(3_600_000 - (clock.getTime() % 3_600_000));
    const statuses: number[] = [];
    for (const p of people) statuses.push((await call({ action: 'sendOtp', email: p.person.email })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 429 with a clear message once one client address has tried too many codes in ten minutes', async () => {
    const { person } = await register();
    advance(600_000 - (clock.getTime() % 600_000)); // the start of a fresh ten-minute window
    const limit = t.config.OTP_VERIFIES_PER_ADDRESS_PER_10_MIN;
    for (let i = 0; i < limit; i++) {
      const res = await call({ action: 'verifyLoginOTP', email: `guess${i}@example.ae`, otp: '123456' });
      expect(res.statusCode).toBe(400);
    }
    const res = await call({ action: 'verifyLoginOTP', email: person.email, otp: '123456' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: 0, code: 'rate_limited', msg: 'Too many requests, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts requests for unknown accounts too, so one address cannot test which e-mails have an account', async () => {
    address += 1;
    advance(3_600_000 - (clock.getTime() % 3_600_000));
    const limit = t.config.OTP_SENDS_PER_ADDRESS_PER_HOUR;
    for (let i = 0; i < limit; i++) {
      expect((await call({ action: 'sendOtp', email: `unknown${i}@example.ae` })).statusCode).toBe(404);
    }
    const login = await call({ action: 'sendOtp', email: 'one-more@example.ae' });
    expect(login.statusCode).toBe(429);
    expect(login.json().code).toBe('rate_limited');
    const registration = await call({ action: 'sendOtp', ...newPerson() });
    expect(registration.statusCode).toBe(429);
  });
});

describe('sessions and profile', () => {
  it('refuses a token after logout with 401 and login_required', async () => {
    const { token } = await register();
    expect((await call({ action: 'logout' }, token)).statusCode).toBe(200);
    const res = await call({ action: 'getProfileDetails' }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ login_required: 1 });
  });

  it('refuses a token after its thirty days', async () => {
    const { token } = await register();
    advance(30 * 24 * 3_600_000 + 1000);
    expect((await call({ action: 'getProfileDetails' }, token)).statusCode).toBe(401);
  });

  it("never reads another user's profile, whatever ids the browser sends", async () => {
    const a = await register();
    const b = await register();
    const res = await call({ action: 'getProfileDetails', user_id: String(b.user.id), id: String(b.user.id) }, a.token);
    expect(res.json().data).toMatchObject({ id: a.user.id, email: a.person.email });
  });

  it('edits name and mobile, keeps the e-mail, and refuses a mobile held by someone else', async () => {
    const a = await register();
    const b = await register();
    // spec part 1 §7 editProfile: name, mobile
    const res = await call(
      { action: 'editProfile', name: 'Fatima Al Suwaidi', mobile: '+971 55 765 4321', email: 'changed@example.ae' },
      a.token,
    );
    expect(res.json()).toMatchObject({
      success: 1,
      msg: 'Profile Updated Successfully',
      data: {
        name: 'Fatima Al Suwaidi',
        first_name: 'Fatima',
        last_name: 'Al Suwaidi',
        mobile: '+971557654321',
        email: a.person.email,
      },
    });
    const clash = await call({ action: 'editProfile', name: 'Fatima', mobile: b.person.mobile }, a.token);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('mobile_taken');
  });

  it('refuses a profile without a name, naming the field', async () => {
    const { token } = await register();
    const res = await call({ action: 'editProfile', name: '', mobile: '+971 55 765 4321' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Please enter your name' });
  });
});

describe('message providers', () => {
  it('delivers a code by SMTP to a real SMTP server', async () => {
    const smtp = smtpServer();
    const smtpUrl = await smtp.start();
    const received = smtp.state.accepted;
    const mailApp = await createTestApp({
      now: () => clock,
      config: { EMAIL_PROVIDER: 'smtp', SMTP_URL: smtpUrl },
    });
    try {
      const person = newPerson();
      const res = await mailApp.app.inject({
        method: 'POST',
        url: '/api',
        headers: formHeaders,
        payload: formBody({ action: 'sendOtp', ...person }),
      });
      expect(res.statusCode).toBe(200);
      // the answer does not wait for the mail; the wake-up after the commit sends it at once (docs/decisions/022)
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 20_000 });
      expect(received[0]!.to).toEqual([person.email]);
      expect(received[0]!.data).toMatch(/Your code is \d{6}\./);
      const [stored] = await mailApp.db.select().from(messages).where(eq(messages.recipient, person.email));
      expect(received[0]!.data).toContain(`Message-ID: ${stableMessageId(stored!.idempotencyKey, mailApp.config.MAIL_FROM)}`);
      await vi.waitFor(
        async () => {
          const [sent] = await mailApp.db.select().from(messages).where(eq(messages.recipient, person.email));
          expect(sent).toMatchObject({ status: 'sent', attempts: 1, provider: 'smtp' });
        },
        { timeout: 20_000 },
      );
    } finally {
      await mailApp.close();
      await smtp.close();
    }
  });

  it('sends a login code as the expected request to an HTTP SMS API, in Arabic when asked', async () => {
    const requests: { headers: IncomingMessage['headers']; body: unknown }[] = [];
    const api = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(body) });
        res.writeHead(202).end('{}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = (api.address() as AddressInfo).port;
    const smsApp = await createTestApp({
      now: () => clock,
      config: {
        SMS_PROVIDER: 'sms',
        SMS_API_URL: `http://127.0.0.1:${port}/messages`,
        SMS_API_TOKEN: 'sms-secret',
        SMS_SENDER: 'SHJ',
      },
    });
    try {
      const user = await createUser(smsApp.db, { mobile: '+971501112233' });
      const res = await smsApp.app.inject({
        method: 'POST',
        url: '/api',
        headers: formHeaders,
        payload: formBody({ action: 'sendOtp', mobile: user.mobile!, language: 'ae' }),
      });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 20_000 });
      expect(requests[0]!.headers.authorization).toBe('Bearer sms-secret');
      const [stored] = await smsApp.db.select().from(messages).where(eq(messages.recipient, user.mobile!));
      // a provider that honours the key sends a repeated attempt once
      expect(requests[0]!.headers['idempotency-key']).toBe(stored!.idempotencyKey);
      expect(requests[0]!.body).toMatchObject({
        to: '+971501112233',
        from: 'SHJ',
        text: expect.stringMatching(/رمز التحقق الخاص بك هو \d{6}/),
      });
    } finally {
      await smsApp.close();
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
