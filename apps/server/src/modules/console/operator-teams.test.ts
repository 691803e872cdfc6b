import { randomBytes } from 'node:crypto';
import { actions } from '@portal/contract/index';
import { consolePermissions, operatorActionPermissions, undeclaredOperatorActions } from '@portal/contract/console-permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  fulfilments,
  packages,
  purchases,
  reviews,
  storeOrderItems,
  storeOrders,
  teamDestinations,
  teamMembers,
  teams,
  teamStores,
} from '../../db/schema/index.ts';
import { formFields, inputVariants, sampleOf } from '../../test/action-inputs.ts';
import { auditEntriesOf, createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { addAddOns, createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { createProduct, createStore } from '../../test/store-factories.ts';

// Decision 049: teams scoped to venues. Every operator action is walked for an admin, a member without the
// permission it needs, a member with it on another venue and a member with it on the record's venue.

type Fields = Record<string, string | number>;
type Answer = Awaited<ReturnType<typeof postAction>>;

let t: ConsoleTestApp;
/** the suite clock's Dubai day (vitest.clock.ts) */
const today = '2026-11-25';
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/** One venue's records: a destination with a package, bookings, reviews, and a store with paid orders. */
type Venue = Awaited<ReturnType<typeof venue>>;
let here: Venue;
let there: Venue;
/** members: of a team with no permission on `here`, and of a team with every permission on `here` */
let bare: string;
let full: string;
/** each member's user id, by session token */
const memberIds = new Map<string, number>();

async function booking(destinationId: number, packageId: number, userId: number) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${hex(8)}`,
      userId,
      kind: 'booking',
      status: 1,
      subtotalFils: 20_000,
      totalFils: 20_000,
      confirmedAt: new Date('2026-11-20T08:00:00Z'),
    })
    .returning();
  const [row] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `SHJ${hex(6)}`,
      userId,
      packageId,
      destinationId,
      date: today,
      adultQty: 2,
      childQty: 0,
      totalFils: 20_000,
      status: 1,
    })
    .returning();
  return row!;
}

async function paidStoreOrder(storeId: number, userId: number) {
  const product = await createProduct(t.db, { storeId, images: [] });
  const number = hex(6);
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P-${number}`, userId, kind: 'store', status: 1, subtotalFils: 5_000, totalFils: 5_000 })
    .returning();
  const [order] = await t.db
    .insert(storeOrders)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `S-${number}`,
      userId,
      storeId,
      shippingAddress: { name: 'Aisha Khan', address: 'Villa 12', city: 'Sharjah', country: 'United Arab Emirates' },
      totalFils: 5_000,
      status: 1,
      processingStatus: 'Pending',
    })
    .returning();
  await t.db
    .insert(storeOrderItems)
    .values({ orderId: order!.id, productId: product.id, title: 'Date soap', qty: 1, priceFils: 5_000 });
  await t.db.insert(fulfilments).values({ orderId: order!.id, statusId: 0, statusName: 'Pending' });
  return order!;
}

async function venue() {
  const destination = await createDestination(t.db);
  const { pkg } = await createSlotPackage(t.db, destination.id, null);
  const buyer = await createUser(t.db, { email: `buyer-${hex(4).toLowerCase()}@example.com` });
  const [seen, cancelled, reviewed] = await Promise.all([
    booking(destination.id, pkg.id, buyer.id),
    booking(destination.id, pkg.id, buyer.id),
    booking(destination.id, pkg.id, buyer.id),
  ]);
  const [review] = await t.db
    .insert(reviews)
    .values({ bookingId: reviewed.id, packageId: pkg.id, userId: buyer.id, stars: 4, body: 'Lovely evening', language: 'en' })
    .returning();
  const store = await createStore(t.db);
  const order = await paidStoreOrder(store.id, buyer.id);
  return { destination, pkg, seen, cancelled, review: review!, store, order };
}

/** A new package of `on`'s destination with a time slot and extras: what the calls that change or remove one use. */
async function freshPackage(on: Venue) {
  const { pkg, slot } = await createSlotPackage(t.db, on.destination.id, null);
  return { pkg, slot, ...(await addAddOns(t.db, pkg.id)) };
}

/** A member of a new team with `permissions` on `on`'s destination and store. */
async function member(permissions: readonly string[], on: Venue) {
  const [team] = await t.db
    .insert(teams)
    .values({ nameEn: 'Front desk', nameAe: 'الاستقبال', permissions: permissions as never })
    .returning();
  await t.db.insert(teamDestinations).values({ teamId: team!.id, destinationId: on.destination.id });
  await t.db.insert(teamStores).values({ teamId: team!.id, storeId: on.store.id });
  const user = await createUser(t.db, { role: 'operator', staffRole: 'member' });
  await t.db.insert(teamMembers).values({ userId: user.id, teamId: team!.id });
  const token = await createSession(t.db, user.id);
  memberIds.set(token, user.id);
  return token;
}

beforeAll(async () => {
  t = await createConsoleTestApp();
  here = await venue();
  there = await venue();
  bare = await member([], here);
  full = await member(consolePermissions, here);
});
afterAll(() => t.close());

const operatorActions = actions.filter((a) => a.auth === 'operator');

/** A valid-looking call of `name` (every field filled from its schema): what the refusals are checked with. */
function sampleCall(name: string): Fields {
  const definition = actions.find((a) => a.name === name)!;
  const [schema] = inputVariants(definition);
  return { action: name, ...Object.fromEntries(formFields(sampleOf(schema!) as Record<string, unknown>, schema)) };
}

const orderNumbersOf = (res: Answer) => (res.json().data as { order_number: string }[]).map((r) => r.order_number);

/**
 * For each operator action whose records belong to a venue: a call on `there`'s record and what a member of
 * `here` must get from it (nothing of `there`), and a call on `here`'s record that must succeed.
 */
type Call = () => Fields | Promise<Fields>;
const notFound = (res: Answer) => expect(res.statusCode).toBe(404);

/** The package calls (decision 060) on a package of `on`: the same call is made outside and inside. */
const packageCall = (make: (on: Venue) => Fields | Promise<Fields>) => ({
  outside: () => make(there),
  refusedOutside: notFound,
  inside: () => make(here),
});
const withFresh = (make: (fresh: Awaited<ReturnType<typeof freshPackage>>) => Fields) =>
  packageCall(async (on) => make(await freshPackage(on)));
const range = ({ pkg }: { pkg: { id: number } }) => ({ package_id: pkg.id, from: today, to: today });

const venueCalls: Record<string, { outside: Call; refusedOutside: (res: Answer) => void; inside: Call }> = {
  consoleBookings: {
    outside: () => ({ action: 'consoleBookings', number: there.seen.orderNumber }),
    refusedOutside: (res) => expect(res.json()).toMatchObject({ data: [], total: 0 }),
    inside: () => ({ action: 'consoleBookings' }),
  },
  consoleBooking: {
    outside: () => ({ action: 'consoleBooking', order_number: there.seen.orderNumber }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'consoleBooking', order_number: here.seen.orderNumber }),
  },
  resendConfirmation: {
    outside: () => ({ action: 'resendConfirmation', order_number: there.seen.orderNumber }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'resendConfirmation', order_number: here.seen.orderNumber }),
  },
  consoleAttendees: {
    outside: () => ({ action: 'consoleAttendees', package_id: there.pkg.id, date: today }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'consoleAttendees', package_id: here.pkg.id, date: today }),
  },
  consoleAttendeesCsv: {
    outside: () => ({ action: 'consoleAttendeesCsv', package_id: there.pkg.id, date: today }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'consoleAttendeesCsv', package_id: here.pkg.id, date: today }),
  },
  bookingPackageChoices: {
    outside: () => ({ action: 'bookingPackageChoices' }),
    refusedOutside: (res) => expect(res.json().data.map((p: { id: number }) => p.id)).not.toContain(there.pkg.id),
    inside: () => ({ action: 'bookingPackageChoices' }),
  },
  operatorCancelBooking: {
    outside: () => ({ action: 'operatorCancelBooking', order_number: there.cancelled.orderNumber, refund: 0, reason: 'Closed' }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'operatorCancelBooking', order_number: here.cancelled.orderNumber, refund: 0, reason: 'Closed' }),
  },
  checkInLookup: {
    outside: () => ({ action: 'checkInLookup', code: there.seen.orderNumber }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'checkInLookup', code: here.seen.orderNumber }),
  },
  checkIn: {
    outside: () => ({ action: 'checkIn', order_number: there.seen.orderNumber }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'checkIn', order_number: here.seen.orderNumber }),
  },
  consoleReviews: {
    outside: () => ({ action: 'consoleReviews', q: 'Lovely' }),
    refusedOutside: (res) => expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([here.review.id]),
    inside: () => ({ action: 'consoleReviews' }),
  },
  hideReview: {
    outside: () => ({ action: 'hideReview', id: there.review.id, reason: 'Rude' }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'hideReview', id: here.review.id, reason: 'Rude' }),
  },
  showReview: {
    outside: () => ({ action: 'showReview', id: there.review.id }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'showReview', id: here.review.id }),
  },
  backofficeStoreOrders: {
    outside: () => ({ action: 'backofficeStoreOrders' }),
    refusedOutside: (res) => expect(orderNumbersOf(res)).toEqual([here.order.orderNumber]),
    inside: () => ({ action: 'backofficeStoreOrders' }),
  },
  updateStoreOrderFulfilment: {
    outside: () => ({ action: 'updateStoreOrderFulfilment', order_number: there.order.orderNumber, step: 'processing' }),
    refusedOutside: (res) => expect(res.statusCode).toBe(404),
    inside: () => ({ action: 'updateStoreOrderFulfilment', order_number: here.order.orderNumber, step: 'processing' }),
  },
  consolePackages: {
    outside: () => ({ action: 'consolePackages', destination_id: there.destination.id }),
    refusedOutside: (res) => expect(res.json()).toMatchObject({ data: [], total: 0 }),
    inside: () => ({ action: 'consolePackages' }),
  },
  consolePackageChoices: {
    outside: () => ({ action: 'consolePackageChoices' }),
    refusedOutside: (res) => expect(res.json().destinations.map((d: { id: number }) => d.id)).toEqual([here.destination.id]),
    inside: () => ({ action: 'consolePackageChoices' }),
  },
  consolePackage: packageCall((on) => ({ action: 'consolePackage', id: on.pkg.id })),
  savePackage: withFresh(({ pkg }) => ({
    action: 'savePackage',
    id: pkg.id,
    destination_id: pkg.destinationId,
    package_name: pkg.packageName,
    arabic_name: pkg.arabicName,
    url_slug: pkg.urlSlug,
    enable: 0,
  })),
  deletePackage: withFresh(({ pkg }) => ({ action: 'deletePackage', id: pkg.id })),
  consolePackageExtras: packageCall((on) => ({ action: 'consolePackageExtras', package_id: on.pkg.id })),
  saveSubPackage: withFresh(({ pkg, sub }) => ({
    action: 'saveSubPackage',
    id: sub.id,
    package_id: pkg.id,
    package_name: 'Stargazing add-on',
    arabic_name: 'إضافة مراقبة النجوم',
    adult_price: '80',
    enable: 1,
  })),
  deleteSubPackage: withFresh(({ sub }) => ({ action: 'deleteSubPackage', id: sub.id })),
  saveMeal: withFresh(({ pkg }) => ({
    action: 'saveMeal',
    package_id: pkg.id,
    meal_name: 'Karak tea',
    arabic_name: 'شاي كرك',
    price: '12',
    enable: 1,
  })),
  deleteMeal: withFresh(({ meal }) => ({ action: 'deleteMeal', id: meal.id })),
  saveTransport: withFresh(({ pkg }) => ({
    action: 'saveTransport',
    package_id: pkg.id,
    name: 'Airport pickup',
    arabic_name: 'التوصيل من المطار',
    one_way: '60',
    enable: 1,
  })),
  deleteTransport: withFresh(({ transport }) => ({ action: 'deleteTransport', id: transport.id })),
  savePackageOptionList: withFresh(({ pkg }) => ({ action: 'savePackageOptionList', package_id: pkg.id, enable: 0 })),
  consolePackageAvailability: packageCall((on) => ({ action: 'consolePackageAvailability', id: on.pkg.id, month: '2026-11' })),
  saveTimeSlot: withFresh(({ pkg }) => ({
    action: 'saveTimeSlot',
    package_id: pkg.id,
    time_slot: '7:00 PM - 9:00 PM',
    adult_tickets: '20',
    child_tickets: '',
    enable: 1,
  })),
  moveTimeSlot: withFresh(({ slot }) => ({ action: 'moveTimeSlot', id: slot.id, direction: 'down' })),
  deleteTimeSlot: withFresh(({ slot }) => ({ action: 'deleteTimeSlot', id: slot.id })),
  saveDateTickets: withFresh((fresh) => ({ action: 'saveDateTickets', ...range(fresh), adult_tickets: '40', child_tickets: '' })),
  setDatesClosed: withFresh((fresh) => ({ action: 'setDatesClosed', ...range(fresh), closed: 1 })),
  saveDatePrices: withFresh((fresh) => ({
    action: 'saveDatePrices',
    ...range(fresh),
    adult_price: '95',
    child_price: '',
    peak_price: 0,
  })),
  removeDatePrices: withFresh((fresh) => ({ action: 'removeDatePrices', ...range(fresh) })),
};

/** Permissions that are not about a venue: a member holding one acts on the whole portal's records of it. */
const portalWide = new Set(['print_postcards']);

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

  it('has a venue scenario for every action that needs a venue permission', () => {
    const venueBound = Object.entries(operatorActionPermissions)
      .filter(([, needed]) => needed !== 'any' && needed !== 'staff' && !portalWide.has(needed))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(venueCalls).sort()).toEqual(venueBound);
  });
});

describe('every operator action, walked for each kind of caller', () => {
  it("lets an admin call every operator action, on any venue's records", async () => {
    const refused: string[] = [];
    for (const { name } of operatorActions) {
      const scenario = venueCalls[name];
      const res = await postAction(t.app, scenario ? await scenario.outside() : sampleCall(name), t.tokens.admin);
      const allowed = scenario ? res.statusCode === 200 : ![400, 401, 403].includes(res.statusCode);
      if (!allowed) refused.push(`${name} ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a member every action their team has no permission for, and staff-only actions to any member', async () => {
    const statuses = Object.fromEntries(
      await Promise.all(
        operatorActions.map(async ({ name }) => {
          const call = (await venueCalls[name]?.inside()) ?? sampleCall(name);
          return [name, (await postAction(t.app, call, bare)).statusCode] as const;
        }),
      ),
    );
    const expected = Object.fromEntries(
      operatorActions.map(({ name }) => [name, operatorActionPermissions[name] === 'any' ? 200 : 403]),
    );
    expect(statuses).toEqual(expected);
    // even with every permission, the portal-wide queues stay with admins and moderators
    for (const [name, needed] of Object.entries(operatorActionPermissions)) {
      if (needed === 'staff') expect((await postAction(t.app, sampleCall(name), full)).statusCode, name).toBe(403);
    }
  });

  it("gives a member with the permission nothing of another venue: not found, or lists without that venue's rows", async () => {
    for (const [name, scenario] of Object.entries(venueCalls)) {
      const res = await postAction(t.app, await scenario.outside(), full);
      expect(res.statusCode, `${name}: ${res.body}`).not.toBe(403);
      scenario.refusedOutside(res);
    }
  });

  it("lets a member with the permission act on their own venue's records", async () => {
    for (const [name, scenario] of Object.entries(venueCalls)) {
      const res = await postAction(t.app, await scenario.inside(), full);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const listed = await postAction(t.app, { action: 'consoleBookings' }, full);
    expect(orderNumbersOf(listed).sort()).toEqual(
      [here.seen, here.cancelled, ...(await t.db.select().from(bookings))]
        .filter((b) => b.destinationId === here.destination.id)
        .map((b) => b.orderNumber)
        .filter((n, i, all) => all.indexOf(n) === i)
        .sort(),
    );
    for (const [name, needed] of Object.entries(operatorActionPermissions)) {
      if (needed === 'any' || portalWide.has(needed)) {
        const res = await postAction(t.app, sampleCall(name), full);
        expect(res.statusCode, `${name}: ${res.body}`).not.toBe(403);
      }
    }
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
    const refused = await postAction(t.app, newPackage(there.destination.id, 'Abra ride there'), full);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ destination_id: 'no such destination' });
    const made = await postAction(t.app, newPackage(here.destination.id, 'Abra ride here'), full);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const [entry] = await auditEntriesOf(t, 'package', id);
    expect(entry).toMatchObject({ operatorId: memberIds.get(full), action: 'savePackage', before: null });
  });

  it("does not let a member move their package to another team's destination", async () => {
    const { pkg } = await freshPackage(here);
    const moved = await postAction(
      t.app,
      { ...newPackage(there.destination.id, pkg.packageName), id: pkg.id, url_slug: pkg.urlSlug },
      full,
    );
    expect(moved.statusCode).toBe(400);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.destinationId).toBe(here.destination.id);
  });

  it('refuses moderators every package action: the catalogue stays with admins and the teams given it', async () => {
    const statuses = await Promise.all(
      Object.entries(operatorActionPermissions)
        .filter(([, needed]) => needed === 'edit_packages')
        .map(async ([name]) => [
          name,
          (await postAction(t.app, await venueCalls[name]!.inside(), t.tokens.moderator)).statusCode,
        ]),
    );
    expect(statuses.filter(([, status]) => status !== 403)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(0);
  });
});
