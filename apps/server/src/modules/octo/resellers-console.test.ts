import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, resellers } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { hashApiKey } from './index.ts';

// Decision 061: the console's resellers. Admins create, change, rotate and revoke; the key is answered once
// and the OCTO routes see each change on the next call. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.

let t: ConsoleTestApp;
let packageIds: number[];

beforeAll(async () => {
  t = await createConsoleTestApp();
  const destination = await createDestination(t.db);
  packageIds = [
    (await createPackage(t.db, { destinationId: destination.id })).id,
    (await createPackage(t.db, { destinationId: destination.id })).id,
  ];
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;
async function ok(fields: Fields) {
  const res = await t.call(fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const products = (key: string) =>
  t.app.inject({ method: 'GET', url: '/octo/products', headers: { authorization: `Bearer ${key}` } });
const create = (overrides: Fields = {}) =>
  ok({ action: 'saveReseller', name: 'Desert Desk', contact_email: 'Ops@Desk.example', commission_percent: 12, ...overrides });

describe('saveReseller', () => {
  it('saveReseller: creates a reseller whose key, answered once, opens the OCTO API; audited without it', async () => {
    const answer = await create({ package_ids: JSON.stringify([packageIds[0]]) });
    const key = answer.api_key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data).toMatchObject({
      name: 'Desert Desk',
      contact_email: 'ops@desk.example',
      commission_percent: 12,
      package_ids: [packageIds[0]],
      status: 'live',
      bookings: 0,
      revoked_at: null,
    });
    expect(answer.data.packages).toHaveLength(1);
    const [row] = await t.db.select().from(resellers).where(eq(resellers.id, answer.data.id));
    expect(row!.keyHash).toBe(hashApiKey(key));
    expect((await products(key)).statusCode).toBe(200);

    const audit = await auditEntriesOf(t, 'reseller', answer.data.id);
    expect(audit).toMatchObject([
      { action: 'saveReseller', operatorId: t.adminId, before: null, after: { name: 'Desert Desk', commission_percent: 12 } },
    ]);
    // neither the list, the one reseller nor the audit rows carry the key or its hash
    const list = await ok({ action: 'consoleResellers' });
    const one = await ok({ action: 'consoleReseller', id: answer.data.id });
    for (const text of [JSON.stringify(list), JSON.stringify(one), JSON.stringify(audit)]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(row!.keyHash);
      expect(text).not.toMatch(/api_key|key_hash|keyHash/);
    }
    expect(list.data.map((r: { id: number }) => r.id)).toContain(answer.data.id);
  });

  it('changes a reseller: every package, a new commission; the key stays; audited with before and after', async () => {
    const created = await create();
    const id = created.data.id as number;
    const changed = await ok({ action: 'saveReseller', id, name: 'Desert Desk Two', commission_percent: 20, package_ids: '[]' });
    expect(changed).toMatchObject({
      api_key: null,
      data: { id, name: 'Desert Desk Two', contact_email: null, commission_percent: 20, package_ids: null, packages: [] },
    });
    expect((await products(created.api_key)).statusCode).toBe(200);
    const [, edit] = await auditEntriesOf(t, 'reseller', id);
    expect(edit).toMatchObject({
      action: 'saveReseller',
      before: { name: 'Desert Desk', contact_email: 'ops@desk.example', commission_percent: 12 },
      after: { name: 'Desert Desk Two', contact_email: null, commission_percent: 20, package_ids: null },
    });
  });

  it('refuses bad input with 400 naming the fields, and an unknown package', async () => {
    const bad = await t.call({ action: 'saveReseller', name: '', contact_email: 'not-mail', commission_percent: 91 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['commission_percent', 'contact_email', 'name']);
    const unknown = await t.call({ action: 'saveReseller', name: 'X', commission_percent: 0, package_ids: '[99999999]' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('package_ids');
    expect((await t.call({ action: 'saveReseller', id: 99999999, name: 'X', commission_percent: 0 })).statusCode).toBe(404);
  });
});

describe('rotateResellerKey', () => {
  it('rotateResellerKey: the new key is answered once and works; the old one is refused at once; audited without either', async () => {
    const created = await create();
    const id = created.data.id as number;
    const oldKey = created.api_key as string;
    const rotated = await ok({ action: 'rotateResellerKey', id });
    const newKey = rotated.api_key as string;
    expect(newKey).not.toBe(oldKey);
    expect((await products(oldKey)).json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await products(newKey)).statusCode).toBe(200);

    const audit = await auditEntriesOf(t, 'reseller', id);
    expect(audit.at(-1)).toMatchObject({
      action: 'rotateResellerKey',
      before: { name: 'Desert Desk' },
      after: { name: 'Desert Desk' },
    });
    const rows = JSON.stringify(await t.db.select().from(auditLog));
    for (const secret of [oldKey, newKey, hashApiKey(oldKey), hashApiKey(newKey)]) expect(rows).not.toContain(secret);
    expect(JSON.stringify(await ok({ action: 'consoleReseller', id }))).not.toContain(newKey);
  });
});

describe('revokeReseller', () => {
  it('revokeReseller: the key is refused from the next call on; audited once; a revoked reseller neither changes nor rotates', async () => {
    const created = await create();
    const id = created.data.id as number;
    const revoked = await ok({ action: 'revokeReseller', id });
    expect(revoked.data).toMatchObject({ id, status: 'revoked' });
    expect(revoked.data.revoked_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await products(created.api_key)).json()).toMatchObject({ error: 'FORBIDDEN' });
    await ok({ action: 'revokeReseller', id });
    const audit = await auditEntriesOf(t, 'reseller', id);
    expect(audit.filter((a) => a.action === 'revokeReseller')).toMatchObject([
      { before: { status: 'live', revoked_at: null }, after: { status: 'revoked' } },
    ]);
    expect((await t.call({ action: 'rotateResellerKey', id })).statusCode).toBe(409);
    expect((await t.call({ action: 'saveReseller', id, name: 'Again', commission_percent: 1 })).statusCode).toBe(409);
  });
});

describe('who may', () => {
  it('refuses everyone but admins: no session 401, a traveller, a moderator and a team member 403; nothing changes', async () => {
    const created = await create();
    const id = created.data.id as number;
    const calls: Fields[] = [
      { action: 'consoleResellers' },
      { action: 'consoleReseller', id },
      { action: 'saveReseller', name: 'Sneaky', commission_percent: 1 },
      { action: 'saveReseller', id, name: 'Sneaky', commission_percent: 1 },
      { action: 'rotateResellerKey', id },
      { action: 'revokeReseller', id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    const member = await createUser(t.db, { role: 'operator', staffRole: 'member' });
    const token = await createSession(t.db, member.id);
    for (const fields of calls) expect((await postAction(t.app, fields, token)).statusCode).toBe(403);
    expect((await products(created.api_key)).statusCode).toBe(200);
    expect(await auditEntriesOf(t, 'reseller', id)).toHaveLength(1);
    expect(await t.db.select().from(resellers).where(eq(resellers.name, 'Sneaky'))).toEqual([]);
  });
});
