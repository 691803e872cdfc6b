import { actions } from '@portal/contract/index';
import { consolePermissions, operatorActionPermissions, undeclaredOperatorActions } from '@portal/contract/console-permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, teamDestinations, teamMembers, teams } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';

// Decision 049: teams scoped to venues. The permission catalogue names what a member needs for each operator
// action; operator-walk.test.ts walks every action with every kind of caller. Here: the catalogue itself, and
// where a member may put a package (decision 060).

let t: ConsoleTestApp;
let here: Awaited<ReturnType<typeof createDestination>>;
let there: Awaited<ReturnType<typeof createDestination>>;
/** a member of a team with every permission on `here` */
let full: { id: number; token: string };

beforeAll(async () => {
  t = await createConsoleTestApp();
  here = await createDestination(t.db);
  there = await createDestination(t.db);
  const [team] = await t.db
    .insert(teams)
    .values({ nameEn: 'Front desk', nameAe: 'الاستقبال', permissions: [...consolePermissions] })
    .returning();
  await t.db.insert(teamDestinations).values({ teamId: team!.id, destinationId: here.id });
  const user = await createUser(t.db, { role: 'operator', staffRole: 'member' });
  await t.db.insert(teamMembers).values({ userId: user.id, teamId: team!.id });
  full = { id: user.id, token: await createSession(t.db, user.id) };
});
afterAll(() => t.close());

const operatorActions = actions.filter((a) => a.auth === 'operator');

describe('the permission catalogue covers every operator action', () => {
  it('declares what a team member needs for each operator action, and nothing for actions that are not operator actions', () => {
    expect(undeclaredOperatorActions(actions)).toEqual([]);
    const operatorNames = new Set<string>(operatorActions.map((a) => a.name));
    expect(Object.keys(operatorActionPermissions).filter((name) => !operatorNames.has(name))).toEqual([]);
  });

  it('names a new operator action that declares no permission, so the walk fails on it', () => {
    const added = { ...operatorActions[0]!, name: 'consoleSomethingNew' };
    expect(undeclaredOperatorActions([...actions, added])).toEqual(['consoleSomethingNew']);
  });
});

describe("packages of a team's destinations (decision 060)", () => {
  const newPackage = (destinationId: number, name: string) => ({
    action: 'savePackage',
    destination_id: destinationId,
    package_name: name,
    arabic_name: 'جولة القوارب',
    enable: 0,
  });

  it('lets a member create a package only under a destination of their team, audited under their name', async () => {
    const refused = await postAction(t.app, newPackage(there.id, 'Abra ride there'), full.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ destination_id: 'no such destination' });
    const made = await postAction(t.app, newPackage(here.id, 'Abra ride here'), full.token);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const [entry] = await auditEntriesOf(t, 'package', id);
    expect(entry).toMatchObject({ operatorId: full.id, action: 'savePackage', before: null });
  });

  it("does not let a member move their package to another team's destination", async () => {
    const { pkg } = await createSlotPackage(t.db, here.id, null);
    const moved = await postAction(
      t.app,
      { ...newPackage(there.id, pkg.packageName), id: pkg.id, url_slug: pkg.urlSlug },
      full.token,
    );
    expect(moved.statusCode).toBe(400);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.destinationId).toBe(here.id);
  });
});
