import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { grantOperator, revokeOperator } from './operator-accounts.ts';

const clock = new Date('2026-08-10T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>, token?: string) => postAction(t.app, fields, token);

async function person() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') }) };
}

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
