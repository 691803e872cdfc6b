import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, wishlistItems } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// Decision 063: the wishlist kept in the account, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-10T08:00:00Z') });
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

async function traveller() {
  const user = await createUser(t.db);
  return { id: user.id, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') }) };
}

const call = (token: string | undefined, fields: Record<string, string | number>) => postAction(t.app, fields, token);
const listOf = async (token: string) => {
  const res = await call(token, { action: 'wishlistList' });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; package_name: string }[]).map((card) => card.id);
};

describe('the wishlist', () => {
  it('needs a signed-in traveller for every action', async () => {
    for (const action of ['wishlistList', 'wishlistAdd', 'wishlistRemove', 'wishlistMerge']) {
      const res = await call(undefined, { action, package_id: 1, package_ids: '[1]' });
      expect(res.statusCode, action).toBe(401);
    }
  });

  it('adds a package once however often it is added, and removes it once however often it is removed', async () => {
    const me = await traveller();
    const pkg = await createPackage(t.db, { destinationId, packageName: 'Desert Camp Night' });
    for (let i = 0; i < 2; i++) {
      const added = await call(me.token, { action: 'wishlistAdd', package_id: pkg.id });
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toEqual([pkg.id]);
    }
    const res = await call(me.token, { action: 'wishlistList' });
    expect(res.json().data).toMatchObject([{ id: pkg.id, package_name: 'Desert Camp Night', url_slug: pkg.urlSlug }]);
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.id))).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const removed = await call(me.token, { action: 'wishlistRemove', package_id: pkg.id });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toEqual([]);
    }
    expect(await listOf(me.token)).toEqual([]);
  });

  it("keeps each traveller's list to themselves: another's additions and removals never show or touch it", async () => {
    const [me, other] = [await traveller(), await traveller()];
    const [mine, theirs] = [await createPackage(t.db, { destinationId }), await createPackage(t.db, { destinationId })];
    await call(me.token, { action: 'wishlistAdd', package_id: mine.id });
    await call(other.token, { action: 'wishlistAdd', package_id: theirs.id });
    await call(other.token, { action: 'wishlistRemove', package_id: mine.id });
    expect(await listOf(me.token)).toEqual([mine.id]);
    expect(await listOf(other.token)).toEqual([theirs.id]);
  });

  it('refuses malformed ids with 400 naming the field, and an unknown or disabled package as not found', async () => {
    const me = await traveller();
    for (const packageId of ['abc', '-3', '0', '1.5']) {
      const res = await call(me.token, { action: 'wishlistAdd', package_id: packageId });
      expect(res.statusCode, packageId).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['package_id']);
    }
    const merged = await call(me.token, { action: 'wishlistMerge', package_ids: '["x"]' });
    expect(merged.statusCode).toBe(400);
    expect(Object.keys(merged.json().fields)).toEqual(['package_ids.0']);
    expect((await call(me.token, { action: 'wishlistAdd', package_id: 999_999 })).statusCode).toBe(404);
    const disabled = await createPackage(t.db, { destinationId, enable: 0 });
    expect((await call(me.token, { action: 'wishlistAdd', package_id: disabled.id })).json()).toMatchObject({
      code: 'package_not_found',
    });
    expect(await listOf(me.token)).toEqual([]);
  });

  it("merges the browser's list at sign-in, passing over repeats and unknown ids, and leaves out packages disabled since", async () => {
    const me = await traveller();
    const [a, b, c] = [
      await createPackage(t.db, { destinationId }),
      await createPackage(t.db, { destinationId }),
      await createPackage(t.db, { destinationId }),
    ];
    await call(me.token, { action: 'wishlistAdd', package_id: a.id });
    const merged = await call(me.token, {
      action: 'wishlistMerge',
      package_ids: JSON.stringify([a.id, b.id, b.id, c.id, 999_999]),
    });
    expect(merged.statusCode).toBe(200);
    expect([...merged.json().data].sort()).toEqual([a.id, b.id, c.id].sort());
    await t.db.update(packages).set({ enable: 0 }).where(eq(packages.id, c.id));
    expect((await listOf(me.token)).sort()).toEqual([a.id, b.id].sort());
  });
});
