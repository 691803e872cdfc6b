import { eq } from 'drizzle-orm';
import { moderatorPermissions } from '@portal/contract/console-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { createStore } from '../../test/store-factories.ts';

// Decision 049: admins run the teams, and put operators in them on invitation and on a role change.

type Fields = Record<string, string | number>;
let t: ConsoleTestApp;
let destinationId: number;
let storeId: number;

beforeAll(async () => {
  t = await createConsoleTestApp();
  destinationId = (await createDestination(t.db)).id;
  storeId = (await createStore(t.db)).id;
});
afterAll(() => t.close());

const frontDesk = (overrides: Fields = {}): Fields => ({
  action: 'saveTeam',
  name_en: 'Front desk',
  name_ae: 'مكتب الاستقبال',
  permissions: JSON.stringify(['check_in', 'see_bookings']),
  destination_ids: JSON.stringify([destinationId]),
  store_ids: JSON.stringify([]),
  ...overrides,
});

async function savedTeam(overrides: Fields = {}) {
  const res = await t.call(frontDesk(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; members: number };
}

describe('who may run the teams', () => {
  it('refuses visitors, travellers and moderators every team action', async () => {
    const statuses = await statusesOfOutsiders(t, [{ action: 'consoleTeams' }, frontDesk(), { action: 'deleteTeam', id: 1 }]);
    expect(statuses).toEqual([
      [401, 403, 403],
      [401, 403, 403],
      [401, 403, 403],
    ]);
  });
});

describe('saveTeam, consoleTeams and deleteTeam', () => {
  it('creates a team with its names, permissions and venues, lists it, and audits it', async () => {
    const team = await savedTeam();
    expect(team).toMatchObject({
      name_en: 'Front desk',
      name_ae: 'مكتب الاستقبال',
      // in the catalogue's order, whatever order they came in
      permissions: ['see_bookings', 'check_in'],
      destination_ids: [destinationId],
      store_ids: [],
      members: 0,
    });
    const listed = (await t.call({ action: 'consoleTeams' })).json();
    expect(listed.data).toContainEqual(expect.objectContaining({ id: team.id }));
    expect(listed.destinations).toContainEqual(expect.objectContaining({ id: destinationId }));
    expect(listed.stores).toContainEqual(expect.objectContaining({ id: storeId }));
    const entries = await auditEntriesOf(t, 'team', team.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'saveTeam',
        operatorId: t.adminId,
        before: null,
        after: {
          name_en: 'Front desk',
          name_ae: 'مكتب الاستقبال',
          permissions: ['see_bookings', 'check_in'],
          destination_ids: [destinationId],
          store_ids: [],
        },
      }),
    ]);
  });

  it('replaces a team and records it before and after', async () => {
    const team = await savedTeam();
    const res = await t.call(
      frontDesk({
        id: team.id,
        permissions: JSON.stringify(['fulfil_store_orders']),
        destination_ids: '[]',
        store_ids: `[${storeId}]`,
      }),
    );
    expect(res.json().data).toMatchObject({ permissions: ['fulfil_store_orders'], destination_ids: [], store_ids: [storeId] });
    const [, change] = await auditEntriesOf(t, 'team', team.id);
    expect(change).toMatchObject({
      before: { permissions: ['see_bookings', 'check_in'], destination_ids: [destinationId] },
      after: { permissions: ['fulfil_store_orders'], destination_ids: [], store_ids: [storeId] },
    });
  });

  it('refuses unknown permissions, venues and teams, naming the fields', async () => {
    const bad = await t.call(frontDesk({ name_en: '', permissions: '["own_everything"]' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['name_en', 'permissions.0']);
    const missing = await t.call(frontDesk({ destination_ids: '[999999]' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ destination_ids: 'no such id: 999999' });
    expect((await t.call(frontDesk({ id: 999999 }))).statusCode).toBe(404);
  });

  it('deletes a team without members, audited; one with members answers team_in_use', async () => {
    const empty = await savedTeam();
    expect((await t.call({ action: 'deleteTeam', id: empty.id })).json()).toMatchObject({ deleted: 1 });
    const [, deleted] = await auditEntriesOf(t, 'team', empty.id);
    expect(deleted).toMatchObject({ action: 'deleteTeam', after: null, before: { name_en: 'Front desk' } });

    const staffed = await savedTeam();
    const invited = await t.call({
      action: 'inviteOperator',
      email: 'desk.one@example.com',
      staff_role: 'member',
      team_id: staffed.id,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const refused = await t.call({ action: 'deleteTeam', id: staffed.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('team_in_use');
  });
});

describe('operators in teams', () => {
  it('invites a member into a team and audits the team with the role', async () => {
    const team = await savedTeam();
    const res = await t.call({ action: 'inviteOperator', email: 'gate@example.com', staff_role: 'member', team_id: team.id });
    expect(res.json().data).toMatchObject({
      staff_role: 'member',
      team: { id: team.id, name_en: 'Front desk', name_ae: 'مكتب الاستقبال' },
    });
    const [entry] = await auditEntriesOf(t, 'operator', res.json().data.id);
    expect(entry!.after).toEqual({ email: 'gate@example.com', role: 'operator', staff_role: 'member', team_id: team.id });
  });

  it('refuses a member without a team, a moderator with one, and a team that does not exist', async () => {
    const team = await savedTeam();
    const noTeam = await t.call({ action: 'inviteOperator', email: 'x1@example.com', staff_role: 'member' });
    expect(noTeam.statusCode).toBe(400);
    expect(Object.keys(noTeam.json().fields)).toEqual(['team_id']);
    const moderator = await t.call({
      action: 'inviteOperator',
      email: 'x2@example.com',
      staff_role: 'moderator',
      team_id: team.id,
    });
    expect(Object.keys(moderator.json().fields)).toEqual(['team_id']);
    const unknown = await t.call({ action: 'inviteOperator', email: 'x3@example.com', staff_role: 'member', team_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ team_id: 'no such team' });
  });

  it('moves a member to another team and makes them a moderator, leaving no team row behind', async () => {
    const [first, second] = [await savedTeam(), await savedTeam({ name_en: 'Shop' })];
    const invited = await t.call({
      action: 'inviteOperator',
      email: 'mover@example.com',
      staff_role: 'member',
      team_id: first.id,
    });
    const id = invited.json().data.id as number;
    const moved = await t.call({ action: 'updateOperatorRole', user_id: id, staff_role: 'member', team_id: second.id });
    expect(moved.json().data.team).toMatchObject({ id: second.id, name_en: 'Shop' });
    const promoted = await t.call({ action: 'updateOperatorRole', user_id: id, staff_role: 'moderator' });
    expect(promoted.json().data).toMatchObject({ staff_role: 'moderator', team: null });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, id))).toEqual([]);
    const entries = await auditEntriesOf(t, 'operator', id);
    expect(entries.map((e) => [e.action, (e.after as { team_id: number | null }).team_id])).toEqual([
      ['inviteOperator', first.id],
      ['updateOperatorRole', second.id],
      ['updateOperatorRole', null],
    ]);
  });

  it('keeps the last admin: they cannot be made a member', async () => {
    const team = await savedTeam();
    const res = await t.call({ action: 'updateOperatorRole', user_id: t.adminId, staff_role: 'member', team_id: team.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('last_admin');
  });

  it("tells a member their team's permissions and venues, and a moderator the daily work's permissions everywhere", async () => {
    const team = await savedTeam({ store_ids: `[${storeId}]` });
    const user = await createUser(t.db, { role: 'operator', staffRole: 'member' });
    await t.db.insert(teamMembers).values({ userId: user.id, teamId: team.id });
    const profile = await postAction(t.app, { action: 'operatorProfile' }, await createSession(t.db, user.id));
    expect(profile.json().data).toMatchObject({
      staff_role: 'member',
      permissions: ['see_bookings', 'check_in'],
      scope: { all: 0, destination_ids: [destinationId], store_ids: [storeId] },
    });
    const moderator = await postAction(t.app, { action: 'operatorProfile' }, t.tokens.moderator);
    expect(moderator.json().data).toMatchObject({ staff_role: 'moderator', team: null, scope: { all: 1 } });
    expect(moderator.json().data.permissions).toEqual([...moderatorPermissions]);
  });

  it('a changed team holds from the member’s next request', async () => {
    const team = await savedTeam();
    const user = await createUser(t.db, { role: 'operator', staffRole: 'member' });
    await t.db.insert(teamMembers).values({ userId: user.id, teamId: team.id });
    const token = await createSession(t.db, user.id);
    expect((await postAction(t.app, { action: 'consoleBookings' }, token)).statusCode).toBe(200);
    await t.call(frontDesk({ id: team.id, permissions: '["check_in"]' }));
    expect((await postAction(t.app, { action: 'consoleBookings' }, token)).statusCode).toBe(403);
  });
});
