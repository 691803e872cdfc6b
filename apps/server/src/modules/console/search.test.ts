import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, purchases, storeOrders, teamDestinations, teamMembers, teams, teamStores } from '../../db/schema/index.ts';
import { createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { createProduct, createStore } from '../../test/store-factories.ts';

// Decision 060: one search across bookings, customers, store orders, products and packages, within the
// caller's permissions and venues.

let t: ConsoleTestApp;
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
type Group = { group: string; hits: { title: string; arabic_title: string; detail: string; link: string }[] };

async function booking(destinationId: number, packageId: number, userId: number, at: string) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P${hex(8)}`, userId, kind: 'booking', status: 1, subtotalFils: 100, totalFils: 100 })
    .returning();
  const [row] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `SHJ${hex(6)}`,
      userId,
      packageId,
      destinationId,
      date: '2026-11-25',
      adultQty: 1,
      childQty: 0,
      totalFils: 100,
      status: 1,
      createdAt: new Date(at),
    })
    .returning();
  return row!;
}

async function storeOrder(storeId: number, userId: number) {
  const number = hex(6);
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P-${number}`, userId, kind: 'store', status: 1, subtotalFils: 100, totalFils: 100 })
    .returning();
  const [order] = await t.db
    .insert(storeOrders)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `S-${number}`,
      userId,
      storeId,
      shippingAddress: { name: 'Noura Saeed', city: 'Sharjah' },
      totalFils: 100,
      status: 1,
      processingStatus: 'Shipped',
    })
    .returning();
  return order!;
}

const ids = { here: 0, there: 0, hereStore: 0 };
let noura: Awaited<ReturnType<typeof createUser>>;
let hamdan: Awaited<ReturnType<typeof createUser>>;
let nouraBookings: Awaited<ReturnType<typeof booking>>[];
let hamdanBooking: Awaited<ReturnType<typeof booking>>;
let order: Awaited<ReturnType<typeof storeOrder>>;
let hereMember: string;

beforeAll(async () => {
  t = await createConsoleTestApp();
  const here = await createDestination(t.db);
  const there = await createDestination(t.db);
  const herePackage = await createPackage(t.db, {
    destinationId: here.id,
    packageName: 'Mleiha fossil walk',
    arabicName: 'جولة حفريات مليحة',
  });
  const therePackage = await createPackage(t.db, {
    destinationId: there.id,
    packageName: 'Mleiha night camp',
    arabicName: 'مخيم مليحة الليلي',
  });
  noura = await createUser(t.db, {
    firstName: 'Noura',
    lastName: 'Al Qasimi',
    email: 'noura.q@example.com',
    mobile: '+971501112233',
  });
  hamdan = await createUser(t.db, { firstName: 'Hamdan', lastName: 'Saeed', email: 'hamdan@example.com' });
  // seven bookings of one customer at one venue: the group shows the five newest
  nouraBookings = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7].map((day) => booking(here.id, herePackage.id, noura.id, `2026-11-0${day}T08:00:00Z`)),
  );
  hamdanBooking = await booking(there.id, therePackage.id, hamdan.id, '2026-11-10T08:00:00Z');
  const store = await createStore(t.db);
  order = await storeOrder(store.id, noura.id);
  await createProduct(t.db, {
    storeId: store.id,
    images: [],
    productTitle: 'Mleiha pottery bowl',
    arabicTitle: 'وعاء فخار مليحة',
  });
  Object.assign(ids, { here: here.id, there: there.id, hereStore: store.id, herePackage: herePackage.id });
  // a member who sees the bookings of `here` only, and nothing else
  const [team] = await t.db
    .insert(teams)
    .values({ nameEn: 'Mleiha desk', nameAe: 'مكتب مليحة', permissions: ['see_bookings'] })
    .returning();
  await t.db.insert(teamDestinations).values({ teamId: team!.id, destinationId: here.id });
  await t.db.insert(teamStores).values({ teamId: team!.id, storeId: store.id });
  const member = await createUser(t.db, { role: 'operator', staffRole: 'member' });
  await t.db.insert(teamMembers).values({ userId: member.id, teamId: team!.id });
  hereMember = await createSession(t.db, member.id);
});
afterAll(() => t.close());

async function search(q: string, token = t.tokens.admin): Promise<Group[]> {
  const res = await postAction(t.app, { action: 'consoleSearch', q }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups as Group[];
}
const groupOf = (groups: Group[], name: string) => groups.find((g) => g.group === name)?.hits ?? [];

describe('consoleSearch', () => {
  it("finds a booking by its number's start and links its console page", async () => {
    const wanted = nouraBookings[2]!;
    const hits = groupOf(await search(wanted.orderNumber.slice(0, 8).toLowerCase()), 'bookings');
    expect(hits.map((h) => h.title)).toContain(wanted.orderNumber);
    expect(hits.find((h) => h.title === wanted.orderNumber)).toMatchObject({
      link: `/backoffice/bookings/${wanted.orderNumber}`,
      detail: 'Noura Al Qasimi · noura.q@example.com',
    });
  });

  it("finds a customer's bookings by their e-mail or mobile, at most five, newest first, and the customer", async () => {
    for (const q of ['noura.q@example.com', 'NOURA.Q@', '+971501112233', '050 111 2233']) {
      const groups = await search(q);
      expect(
        groupOf(groups, 'bookings').map((h) => h.title),
        q,
      ).toEqual(
        nouraBookings
          .slice(2)
          .reverse()
          .map((b) => b.orderNumber),
      );
      expect(groupOf(groups, 'customers'), q).toEqual([
        {
          title: 'Noura Al Qasimi',
          arabic_title: '',
          detail: 'noura.q@example.com · +971501112233',
          link: `/backoffice/customers/${noura.id}`,
        },
      ]);
    }
  });

  it('finds customers by any part of their names, every word matching', async () => {
    expect(groupOf(await search('qasim'), 'customers').map((h) => h.title)).toEqual(['Noura Al Qasimi']);
    expect(groupOf(await search('noura qasimi'), 'customers').map((h) => h.title)).toEqual(['Noura Al Qasimi']);
    expect(groupOf(await search('noura saeed'), 'customers')).toEqual([]);
  });

  it('finds a store order by number or buyer e-mail, linked to the list at its step', async () => {
    for (const q of [order.orderNumber, 'noura.q@example.com']) {
      expect(groupOf(await search(q), 'store_orders'), q).toEqual([
        {
          title: order.orderNumber,
          arabic_title: '',
          detail: 'Noura Al Qasimi · noura.q@example.com',
          link: '/backoffice/store-orders?step=shipped',
        },
      ]);
    }
  });

  it('finds products and packages by name in English or Arabic, with both names', async () => {
    const groups = await search('mleiha');
    expect(groupOf(groups, 'products')).toMatchObject([{ title: 'Mleiha pottery bowl', arabic_title: 'وعاء فخار مليحة' }]);
    expect(
      groupOf(groups, 'packages')
        .map((h) => h.title)
        .sort(),
    ).toEqual(['Mleiha fossil walk', 'Mleiha night camp']);
    const arabic = await search('مليحة');
    expect(groupOf(arabic, 'packages')).toHaveLength(2);
    expect(groupOf(arabic, 'products').map((h) => h.link)).toHaveLength(1);
    expect(groups.map((g) => g.group)).toEqual(['products', 'packages']);
  });

  it("gives a team member only the groups their permissions open, and never another venue's booking", async () => {
    const ownBooking = await search(nouraBookings[6]!.orderNumber, hereMember);
    expect(ownBooking.map((g) => g.group)).toEqual(['bookings']);
    expect(await search(hamdanBooking.orderNumber, hereMember)).toEqual([]);
    expect(await search('hamdan@example.com', hereMember)).toEqual([]);
    // the admin finds that booking; the member's search by the customer's e-mail holds no customers group either
    expect(groupOf(await search('hamdan@example.com'), 'bookings').map((h) => h.title)).toEqual([hamdanBooking.orderNumber]);
    expect((await search('noura.q@example.com', hereMember)).map((g) => g.group)).toEqual(['bookings']);
    expect(await search('mleiha', hereMember)).toEqual([]);
  });

  it('gives a moderator bookings and store orders but not customers, products or packages', async () => {
    expect((await search('noura.q@example.com', t.tokens.moderator)).map((g) => g.group)).toEqual(['bookings', 'store_orders']);
    expect(await search('mleiha', t.tokens.moderator)).toEqual([]);
  });

  it('refuses a search shorter than two characters with the field, and travellers and visitors', async () => {
    const short = await postAction(t.app, { action: 'consoleSearch', q: ' a ' }, t.tokens.admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('q');
    expect((await postAction(t.app, { action: 'consoleSearch', q: 'noura' }, t.tokens.user)).statusCode).toBe(403);
    expect((await postAction(t.app, { action: 'consoleSearch', q: 'noura' })).statusCode).toBe(401);
  });

  it('takes wildcards literally', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });
});

describe('the indexes behind the search (migration 0021)', () => {
  // with sequential scans priced out, each kind of match must be answerable from its index
  const planOf = (query: string) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it.each([
    ["select id from bookings where order_number like 'SHJ1%'", 'bookings_order_number_prefix_idx'],
    ["select id from store_orders where order_number like 'S-1%'", 'store_orders_number_prefix_idx'],
    ["select id from users where email like 'noura%'", 'users_email_prefix_idx'],
    ["select id from users where mobile like '+97150%'", 'users_mobile_prefix_idx'],
    ["select id from users where first_name ilike '%qasim%'", 'users_first_name_trgm'],
    ["select id from users where last_name ilike '%qasim%'", 'users_last_name_trgm'],
    ["select id from products where product_title ilike '%pottery%'", 'products_title_trgm'],
    ["select id from products where arabic_title ilike '%فخار%'", 'products_arabic_title_trgm'],
  ])('%s reads %s', async (query, index) => {
    expect(await planOf(query)).toContain(index);
  });
});
