import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { id: number; token: string };
let other: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { firstName: 'Hessa', lastName: 'Admin', role: 'operator', staffRole: 'admin' });
  admin = { id: a.id, token: await createSession(t.db, a.id) };
  other = await createUser(t.db, { firstName: 'Omar', lastName: 'Admin', role: 'operator', staffRole: 'admin' });
  // Asia/Dubai is UTC+4: these instants fall on 9, 10 (first and last second), 10 and 11 August in Dubai
  await entry(admin.id, 'postcard_template', '1', '2026-08-09T19:59:59Z');
  await entry(other.id, 'postcard_template', '2', '2026-08-09T20:00:00Z');
  await entry(admin.id, 'image', '7', '2026-08-10T12:00:00Z');
  await entry(admin.id, 'postcard_template', '1', '2026-08-10T19:59:59Z');
  await entry(other.id, 'operator', '3', '2026-08-10T20:00:00Z');
});
afterAll(() => t.close());

/** An entry as recordChange writes it, at a chosen instant. */
async function entry(operatorId: number, entity: string, entityId: string, at: string) {
  await t.db.insert(auditLog).values({
    operatorId,
    action: `save:${at}`,
    entity,
    entityId,
    before: entity === 'operator' ? { staff_role: 'moderator' } : null,
    after: { at },
    createdAt: new Date(at),
  });
}

async function read(fields: Record<string, string | number> = {}, token = admin.token) {
  const res = await postAction(t.app, { action: 'auditLog', ...fields }, token);
  return { status: res.statusCode, body: res.json() };
}

/** The instants (UTC) of the entries an answer lists, in its order. */
const instantsOf = (body: { data: { after: { at: string } }[] }) => body.data.map((e) => e.after.at);

describe('auditLog', () => {
  it('answers 401 without a token and 403 to a traveller and to a moderator', async () => {
    expect((await read({}, '')).status).toBe(401);
    const traveller = await createUser(t.db);
    expect((await read({}, await createSession(t.db, traveller.id))).status).toBe(403);
    const moderator = await createUser(t.db, { role: 'operator', staffRole: 'moderator' });
    expect((await read({}, await createSession(t.db, moderator.id))).body).toMatchObject({ success: 0, code: 'forbidden' });
  });

  it('lists every change newest first with who made it, when (Asia/Dubai), what and the record before and after', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, per_page: 25 });
    expect(instantsOf(body)).toEqual([
      '2026-08-10T20:00:00Z',
      '2026-08-10T19:59:59Z',
      '2026-08-10T12:00:00Z',
      '2026-08-09T20:00:00Z',
      '2026-08-09T19:59:59Z',
    ]);
    expect(body.data[0]).toMatchObject({
      created_at: '2026-08-11 00:00:00',
      operator: { id: other.id, name: 'Omar Admin', email: expect.stringContaining('@') },
      action: 'save:2026-08-10T20:00:00Z',
      entity: 'operator',
      entity_id: '3',
      before: { staff_role: 'moderator' },
      after: { at: '2026-08-10T20:00:00Z' },
    });
    expect(body.data[4].before).toBeNull();
  });

  it('offers every entity the log holds for the filter, whatever the filters', async () => {
    expect((await read()).body.entities).toEqual(['image', 'operator', 'postcard_template']);
    expect((await read({ entity: 'image' })).body.entities).toEqual(['image', 'operator', 'postcard_template']);
  });

  it('filters by entity, by entity and id, and by operator', async () => {
    expect((await read({ entity: 'postcard_template' })).body.total).toBe(3);
    const one = await read({ entity: 'postcard_template', entity_id: '1' });
    expect(instantsOf(one.body)).toEqual(['2026-08-10T19:59:59Z', '2026-08-09T19:59:59Z']);
    const byOmar = await read({ operator_id: other.id });
    expect(instantsOf(byOmar.body)).toEqual(['2026-08-10T20:00:00Z', '2026-08-09T20:00:00Z']);
    expect((await read({ entity: 'destination' })).body).toMatchObject({ data: [], total: 0 });
  });

  it('takes from and to as whole Asia/Dubai days, both included', async () => {
    const tenth = await read({ from: '2026-08-10', to: '2026-08-10' });
    expect(instantsOf(tenth.body)).toEqual(['2026-08-10T19:59:59Z', '2026-08-10T12:00:00Z', '2026-08-09T20:00:00Z']);
    expect(instantsOf((await read({ from: '2026-08-11' })).body)).toEqual(['2026-08-10T20:00:00Z']);
    expect(instantsOf((await read({ to: '2026-08-09' })).body)).toEqual(['2026-08-09T19:59:59Z']);
  });

  it('pages the filtered list, counting the total under the filters', async () => {
    const second = await read({ per_page: 2, page: 2 });
    expect(second.body).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(instantsOf(second.body)).toEqual(['2026-08-10T12:00:00Z', '2026-08-09T20:00:00Z']);
    const last = await read({ entity: 'postcard_template', per_page: 2, page: 2 });
    expect(last.body.total).toBe(3);
    expect(instantsOf(last.body)).toEqual(['2026-08-09T19:59:59Z']);
    expect((await read({ per_page: 2, page: 4 })).body).toMatchObject({ data: [], total: 5 });
  });

  it('names the failing field of invalid filters', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '2026-13-01' }, 'to'],
      [{ from: '2026-08-11', to: '2026-08-10' }, 'to'],
      [{ operator_id: 'me' }, 'operator_id'],
      [{ per_page: 500 }, 'per_page'],
      [{ page: 0 }, 'page'],
    ];
    for (const [fields, field] of cases) {
      const { status, body } = await read(fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(body.fields), JSON.stringify(fields)).toEqual([field]);
    }
  });

  it('shows the changes made through the console: an invitation, with the account before and after', async () => {
    const invited = await postAction(
      t.app,
      { action: 'inviteOperator', email: 'audited@example.com', staff_role: 'moderator' },
      admin.token,
    );
    const id = String(invited.json().data.id);
    const { body } = await read({ entity: 'operator', entity_id: id, operator_id: admin.id });
    expect(body.data).toEqual([
      expect.objectContaining({
        action: 'inviteOperator',
        operator: expect.objectContaining({ id: admin.id, name: 'Hessa Admin' }),
        before: null,
        after: { email: 'audited@example.com', role: 'operator', staff_role: 'moderator', team_id: null },
      }),
    ]);
  });
});
