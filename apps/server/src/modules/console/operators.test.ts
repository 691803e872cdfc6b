import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, sessions, users } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { createTestApp, lastCodeSentTo, postAction } from '../../test/harness.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let clock = new Date('2026-08-10T08:00:00Z');
const farFuture = new Date('2030-01-01T00:00:00Z');
let t: TestApp;
let admin: { id: number; token: string };
let moderatorToken: string;
let userToken: string;

/** A person with a live session: the account and the bearer token its browser holds. */
async function person(app: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, overrides);
  return { ...user, token: await createSession(app.db, user.id, { expiresAt: farFuture }) };
}

const adminOf = (app: TestApp, lastName = 'Admin') => person(app, { role: 'operator', staffRole: 'admin', lastName });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await adminOf(t);
  moderatorToken = (await person(t, { role: 'operator', staffRole: 'moderator' })).token;
  userToken = (await person(t)).token;
});
afterAll(() => t.close());

async function call(fields: Record<string, string | number>, token?: string, app: TestApp = t) {
  const res = await postAction(app.app, fields, token);
  return { status: res.statusCode, body: res.json() };
}

const invitationsTo = (email: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, email), eq(messages.kind, 'operator_invitation')))
    .orderBy(asc(messages.id));

const auditOf = (app: TestApp, userId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'operator'), eq(auditLog.entityId, String(userId))))
    .orderBy(asc(auditLog.id));

const accountOf = async (app: TestApp, id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('who may use the operators and audit log actions', () => {
  const adminActions: Record<string, Record<string, string | number>> = {
    listOperators: {},
    inviteOperator: { email: 'someone.new@example.com', staff_role: 'moderator' },
    updateOperatorRole: { user_id: 1, staff_role: 'moderator' },
    removeOperator: { user_id: 1 },
    auditLog: {},
  };

  it.each(Object.entries(adminActions))(
    '%s answers 401 without a token, 403 to a traveller and 403 to a moderator',
    async (action, fields) => {
      const anonymous = await call({ action, ...fields });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: 0, code: 'login_required', login_required: 1 });
      expect((await call({ action, ...fields }, userToken)).body).toMatchObject({ success: 0, code: 'forbidden' });
      const moderator = await call({ action, ...fields }, moderatorToken);
      expect(moderator.status).toBe(403);
      expect(moderator.body.code).toBe('forbidden');
    },
  );

  it('a moderator keeps the operator actions of the counters and queues, and reads their own profile', async () => {
    expect((await call({ action: 'backofficeInvoices' }, moderatorToken)).status).toBe(200);
    expect((await call({ action: 'backofficeCampaigns' }, moderatorToken)).status).toBe(200);
    const profile = await call({ action: 'operatorProfile' }, moderatorToken);
    expect(profile.status).toBe(200);
    expect(profile.body.data.staff_role).toBe('moderator');
  });

  it('operatorProfile answers 401 without a token and 403 to a traveller', async () => {
    expect((await call({ action: 'operatorProfile' })).status).toBe(401);
    expect((await call({ action: 'operatorProfile' }, userToken)).status).toBe(403);
  });

  it("operatorProfile is the caller's own row; an operator made before roles existed counts as a moderator", async () => {
    const own = await call({ action: 'operatorProfile' }, admin.token);
    expect(own.body.data).toMatchObject({ id: admin.id, name: 'User Admin', staff_role: 'admin' });
    const older = await person(t, { role: 'operator', staffRole: null });
    expect((await call({ action: 'operatorProfile' }, older.token)).body.data.staff_role).toBe('moderator');
  });
});

describe('listOperators', () => {
  it('lists operators only, admins first and then by name, with when each last signed in (Asia/Dubai)', async () => {
    const carol = await createUser(t.db, { firstName: 'carol', lastName: 'Listed', role: 'operator', staffRole: 'admin' });
    const bob = await createUser(t.db, { firstName: 'Bob', lastName: 'Listed', role: 'operator', staffRole: 'admin' });
    const alice = await createUser(t.db, { firstName: 'Alice', lastName: 'Listed', role: 'operator', staffRole: 'moderator' });
    await createUser(t.db, { firstName: 'Dan', lastName: 'Listed' });
    const signedIn = (userId: number, createdAt: Date) =>
      t.db
        .insert(sessions)
        .values({ userId, tokenHash: `listed-${userId}-${createdAt.getTime()}`, createdAt, expiresAt: farFuture });
    await signedIn(alice.id, new Date('2026-07-01T10:00:00Z'));
    await signedIn(alice.id, new Date('2026-08-01T20:30:00Z'));

    const { status, body } = await call({ action: 'listOperators', q: 'listed' }, admin.token);
    expect(status).toBe(200);
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([bob.id, carol.id, alice.id]);
    expect(body.data[2]).toMatchObject({ name: 'Alice Listed', email: alice.email, staff_role: 'moderator' });
    // the newest session began at 20:30 UTC, 00:30 the next day in Dubai
    expect(body.data[2].last_sign_in).toBe('2026-08-02 00:30:00');
    expect(body.data[0].last_sign_in).toBe('');
    expect(body).toMatchObject({ total: 3, page: 1, per_page: 25 });
  });

  it('answers one page at a time, in the same order, with the total of every match', async () => {
    const paged = [];
    for (const firstName of ['Paged A', 'Paged B', 'Paged C']) {
      paged.push(await createUser(t.db, { firstName, lastName: 'Pagedlist', role: 'operator', staffRole: 'moderator' }));
    }
    const pageOf = async (page: number) =>
      (await call({ action: 'listOperators', q: 'pagedlist', page, per_page: 2 }, admin.token)).body;
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.data.map((o: { id: number }) => o.id)).toEqual([paged[0]!.id, paged[1]!.id]);
    expect(second.data.map((o: { id: number }) => o.id)).toEqual([paged[2]!.id]);
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
    const refused = await call({ action: 'listOperators', per_page: 101 }, admin.token);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['per_page']);
  });

  it('q matches the e-mail address too, whatever its case, and its LIKE wildcards are plain characters', async () => {
    const zayed = await createUser(t.db, { email: 'zayed.console@example.ae', role: 'operator', staffRole: 'moderator' });
    const found = await call({ action: 'listOperators', q: 'ZAYED.CONSOLE@' }, admin.token);
    expect(found.body.data.map((o: { id: number }) => o.id)).toEqual([zayed.id]);
    expect((await call({ action: 'listOperators', q: 'zayed%console' }, admin.token)).body.data).toEqual([]);
  });
});

describe('inviteOperator', () => {
  it('creates the account of a new address as a moderator, e-mails the invitation in English once, and audits it', async () => {
    const invited = await call(
      { action: 'inviteOperator', email: '  New.Moderator@Example.COM ', staff_role: 'moderator', first_name: 'Noura' },
      admin.token,
    );
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({
      name: 'Noura',
      email: 'new.moderator@example.com',
      staff_role: 'moderator',
      last_sign_in: '',
    });
    const id = invited.body.data.id as number;
    expect(await accountOf(t, id)).toMatchObject({ role: 'operator', staffRole: 'moderator', language: 'en' });

    const [mail, ...more] = await invitationsTo('new.moderator@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      channel: 'email',
      language: 'en',
      subject: 'You are invited to the Sharjah Experiences console',
    });
    expect(mail!.body).toContain(`${t.config.PUBLIC_URL}/login`);
    expect(mail!.body).toContain('As a moderator you review invoices');

    const [entry, ...others] = await auditOf(t, id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      operatorId: admin.id,
      action: 'inviteOperator',
      before: null,
      after: { email: 'new.moderator@example.com', role: 'operator', staff_role: 'moderator' },
    });
  });

  it('inviting an operator again in the same role changes nothing, and re-sends the invitation at most once a day', async () => {
    const invite = () => call({ action: 'inviteOperator', email: 'twice@example.com', staff_role: 'admin' }, admin.token);
    const first = await invite();
    expect(first.body.data.name).toBe('Operator');
    expect((await invite()).status).toBe(200);
    expect(await invitationsTo('twice@example.com')).toHaveLength(1);
    expect(await auditOf(t, first.body.data.id)).toHaveLength(1);

    clock = new Date(clock.getTime() + 24 * 3600_000);
    expect((await invite()).body.data).toEqual(first.body.data);
    expect(await invitationsTo('twice@example.com')).toHaveLength(2);
    expect(await auditOf(t, first.body.data.id)).toHaveLength(1);
  });

  it("makes an existing traveller an admin, keeps their names, writes to them in Arabic, and audits the account's before", async () => {
    const traveller = await createUser(t.db, { firstName: 'Mariam', lastName: 'Al Suwaidi', language: 'ae' });
    const res = await call(
      { action: 'inviteOperator', email: traveller.email!.toUpperCase(), staff_role: 'admin', first_name: 'Other' },
      admin.token,
    );
    expect(res.body.data).toMatchObject({ id: traveller.id, name: 'Mariam Al Suwaidi', staff_role: 'admin' });
    const [mail] = await invitationsTo(traveller.email!);
    expect(mail).toMatchObject({ language: 'ae', subject: 'دعوة للانضمام إلى لوحة إدارة تجارب الشارقة' });
    expect(mail!.body).toContain('مرحبًا Mariam،');
    expect(mail!.body).toContain('بصفتك مديرًا');
    expect((await auditOf(t, traveller.id))[0]).toMatchObject({
      before: { email: traveller.email, role: 'user', staff_role: null },
      after: { email: traveller.email, role: 'operator', staff_role: 'admin' },
    });
  });

  it('names every failing field of invalid input', async () => {
    const res = await call({ action: 'inviteOperator', email: 'not an address', staff_role: 'owner' }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'staff_role']);
  });

  it('the invited moderator signs in with a code, moderates invoices, and is refused the admin actions', async () => {
    await call({ action: 'inviteOperator', email: 'counter@example.com', staff_role: 'moderator' }, admin.token);
    expect((await call({ action: 'sendOtp', email: 'counter@example.com' })).status).toBe(200);
    const otp = await lastCodeSentTo(t.db, 'counter@example.com');
    const signedIn = await call({ action: 'verifyLoginOTP', email: 'counter@example.com', otp });
    const token = signedIn.body.token as string;
    expect((await call({ action: 'backofficeInvoices' }, token)).status).toBe(200);
    expect((await call({ action: 'listOperators' }, token)).status).toBe(403);
  });
});

describe('updateOperatorRole and removeOperator', () => {
  it('promotes a moderator to admin and audits the change; unknown ids and travellers answer 404', async () => {
    const mod = await person(t, { role: 'operator', staffRole: 'moderator' });
    const res = await call({ action: 'updateOperatorRole', user_id: mod.id, staff_role: 'admin' }, admin.token);
    expect(res.body.data).toMatchObject({ id: mod.id, staff_role: 'admin' });
    expect((await call({ action: 'listOperators' }, mod.token)).status).toBe(200);
    expect((await auditOf(t, mod.id))[0]).toMatchObject({
      operatorId: admin.id,
      action: 'updateOperatorRole',
      before: { role: 'operator', staff_role: 'moderator' },
      after: { role: 'operator', staff_role: 'admin' },
    });

    const traveller = await createUser(t.db);
    for (const userId of [traveller.id, 2_000_000]) {
      const missing = await call({ action: 'updateOperatorRole', user_id: userId, staff_role: 'admin' }, admin.token);
      expect(missing.status).toBe(404);
      expect((await call({ action: 'removeOperator', user_id: userId }, admin.token)).status).toBe(404);
    }
    expect((await accountOf(t, traveller.id)).role).toBe('user');
  });

  it('names the failing fields of invalid input', async () => {
    const role = await call({ action: 'updateOperatorRole', user_id: 'me', staff_role: 'root' }, admin.token);
    expect(role.status).toBe(400);
    expect(Object.keys(role.body.fields).sort()).toEqual(['staff_role', 'user_id']);
    const remove = await call({ action: 'removeOperator' }, admin.token);
    expect(Object.keys(remove.body.fields)).toEqual(['user_id']);
  });

  it('removing an operator ends every session at once: operator and traveller actions answer 401', async () => {
    const mod = await person(t, { role: 'operator', staffRole: 'moderator' });
    const otherDevice = await createSession(t.db, mod.id, { expiresAt: farFuture });
    // a traveller action keeps the session in the process's session cache: removal must drop it there too
    expect((await call({ action: 'getProfileDetails' }, otherDevice)).status).toBe(200);
    expect((await call({ action: 'backofficeInvoices' }, mod.token)).status).toBe(200);

    expect((await call({ action: 'removeOperator', user_id: mod.id }, admin.token)).body).toMatchObject({
      success: 1,
      removed: 1,
    });
    expect((await call({ action: 'backofficeInvoices' }, mod.token)).status).toBe(401);
    expect((await call({ action: 'getProfileDetails' }, otherDevice)).status).toBe(401);
    expect(await accountOf(t, mod.id)).toMatchObject({ role: 'user', staffRole: null });
    expect((await call({ action: 'listOperators', q: mod.email! }, admin.token)).body.data).toEqual([]);
    expect((await auditOf(t, mod.id))[0]).toMatchObject({
      action: 'removeOperator',
      before: { email: mod.email, role: 'operator', staff_role: 'moderator' },
      after: { email: mod.email, role: 'user', staff_role: null },
    });
  });
});

describe('the last admin', () => {
  // a portal of its own: here the two admins below are the only ones
  let portal: TestApp;
  beforeAll(async () => {
    portal = await createTestApp({ now: () => clock });
  });
  afterAll(() => portal.close());

  const demote = (by: { token: string }, of: { id: number }) =>
    call({ action: 'updateOperatorRole', user_id: of.id, staff_role: 'moderator' }, by.token, portal);
  const remove = (by: { token: string }, of: { id: number }) =>
    call({ action: 'removeOperator', user_id: of.id }, by.token, portal);
  const adminCount = async () =>
    (
      await portal.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'operator'), eq(users.staffRole, 'admin')))
    ).length;

  it('cannot become a moderator nor be removed, by themselves or through an invitation; another admin can', async () => {
    const first = await adminOf(portal);
    const second = await adminOf(portal);
    expect((await demote(first, second)).status).toBe(200);
    for (const refused of [
      await demote(first, first),
      await remove(first, first),
      await call({ action: 'inviteOperator', email: first.email!, staff_role: 'moderator' }, first.token, portal),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: 0, code: 'last_admin' });
    }
    expect(await adminCount()).toBe(1);
    // with another admin, an admin may step down
    expect(
      (await call({ action: 'updateOperatorRole', user_id: second.id, staff_role: 'admin' }, first.token, portal)).status,
    ).toBe(200);
    expect((await remove(first, first)).status).toBe(200);
    expect(await adminCount()).toBe(1);
    await portal.db.update(users).set({ role: 'user', staffRole: null }).where(eq(users.id, second.id));
  });

  it.each([
    ['demote', demote],
    ['remove', remove],
  ])('two admins who %s each other at once: exactly one succeeds, one admin is left', async (_name, change) => {
    const a = await adminOf(portal);
    const b = await adminOf(portal);
    const answers = await Promise.all([change(a, b), change(b, a)]);
    const [won, lost, ...none] = answers.sort((x, y) => x.status - y.status);
    expect(none).toEqual([]);
    expect(won!.status).toBe(200);
    // refused by the guard; or, when the other change committed before this request was let in, by the
    // check of its caller (no longer an admin, or signed out by the removal)
    expect(['409 last_admin', '403 forbidden', '401 login_required']).toContain(`${lost!.status} ${lost!.body.code}`);
    expect(await adminCount()).toBe(1);
    // the next round starts from no admin
    await portal.db.update(users).set({ role: 'user', staffRole: null }).where(eq(users.role, 'operator'));
  });
});
