import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, bookings, meals, packages, subPackages, transports } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { addAddOns, createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';

// Decision 035 (a package's sub-packages, meals, transports and option list) and 034 (visitors see
// changes at once), on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Public answers are cached a minute.

let t: ConsoleTestApp;
let destinationId: number;
let buyerToken: string;

beforeAll(async () => {
  t = await createConsoleTestApp();
  destinationId = (await createDestination(t.db)).id;
  buyerToken = await createSession(t.db, (await createUser(t.db)).id);
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;
const call = (fields: Fields) => t.call(fields);

/** A package with every add-on step on, and one sub-package, meal and transport (the factories' prices). */
async function packageWithAddOns(overrides: Partial<typeof packages.$inferInsert> = {}) {
  const pkg = await createPackage(t.db, {
    destinationId,
    enableSubPackages: 1,
    enableMeal: 1,
    enableTransport: 1,
    ...overrides,
  });
  return { pkg, ...(await addAddOns(t.db, pkg.id)) };
}

/** What visitors get: GET packagesDetails, answered from the public cache when it holds the answer. */
async function visitorPackage(slug: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?action=packagesDetails&slug=${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    sub_packages: { id: number; package_name: string; adult_price: number | null; enable: number }[];
    meals: { id: number; meal_name: string; price: number | null; enable: number }[];
    transport: { id: number; name: string; one_way: number | null; two_way: number | null }[];
    option_list: null | {
      child_price_only: number;
      options: { id: string; label: string; price: number; exclusive: number }[];
      notes: { en: string; ae: string } | null;
    };
  };
}

/** A visitor's booking of one adult with the given add-ons; answers createPurchase's answer. */
async function book(item: Record<string, unknown>) {
  const res = await postAction(
    t.app,
    {
      action: 'createPurchase',
      items: JSON.stringify({ packages: [{ adult_qty: 1, ...item }] }),
      site: 'sharjah',
      channel: 'web',
    },
    buyerToken,
  );
  return { status: res.statusCode, body: res.json() };
}

const subPackageFields = (packageId: number, overrides: Fields = {}): Fields => ({
  action: 'saveSubPackage',
  package_id: packageId,
  package_name: 'Family box',
  arabic_name: 'صندوق العائلة',
  adult_price: '40',
  child_price: '',
  adult_person: 2,
  child_person: 2,
  enable: 1,
  ...overrides,
});

const mealFields = (packageId: number, overrides: Fields = {}): Fields => ({
  action: 'saveMeal',
  package_id: packageId,
  meal_name: 'Seafood platter',
  arabic_name: 'طبق المأكولات البحرية',
  price: '65.50',
  description: 'Grilled catch of the day',
  arabic_description: 'صيد اليوم مشوياً',
  enable: 1,
  ...overrides,
});

const transportFields = (packageId: number, overrides: Fields = {}): Fields => ({
  action: 'saveTransport',
  package_id: packageId,
  name: 'Dubai hotels pickup',
  arabic_name: 'التوصيل من فنادق دبي',
  one_way: '30',
  two_way: '55',
  enable: 1,
  ...overrides,
});

const optionListFields = (packageId: number, overrides: Fields = {}): Fields => ({
  action: 'savePackageOptionList',
  package_id: packageId,
  enable: 1,
  child_price_only: 0,
  options: JSON.stringify([
    { id: 'all-days', label: 'All Days', arabic_label: 'كل الأيام', price: 290, exclusive: 1 },
    { id: '', label: 'Opening night', arabic_label: 'ليلة الافتتاح', price: '75.25', exclusive: 0, date: '12/18/2026' },
  ]),
  notes: 'Bring your ticket',
  arabic_notes: 'أحضر تذكرتك',
  ...overrides,
});

describe('who may run the extras', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const { pkg, sub, meal, transport } = await packageWithAddOns();
    const calls: Fields[] = [
      { action: 'consolePackageExtras', package_id: pkg.id },
      subPackageFields(pkg.id, { id: sub.id }),
      { action: 'deleteSubPackage', id: sub.id },
      mealFields(pkg.id, { id: meal.id }),
      { action: 'deleteMeal', id: meal.id },
      transportFields(pkg.id, { id: transport.id }),
      { action: 'deleteTransport', id: transport.id },
      optionListFields(pkg.id),
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect((await t.db.select().from(subPackages).where(eq(subPackages.id, sub.id)))[0]).toEqual(sub);
    expect((await t.db.select().from(meals).where(eq(meals.id, meal.id)))[0]).toEqual(meal);
    expect((await t.db.select().from(transports).where(eq(transports.id, transport.id)))[0]).toEqual(transport);
    expect((await t.db.select().from(packages).where(eq(packages.id, pkg.id)))[0]!.optionList).toBeNull();
    for (const entity of ['sub_package', 'meal', 'transport']) {
      expect(
        await auditEntriesOf(t, entity, entity === 'meal' ? meal.id : entity === 'transport' ? transport.id : sub.id),
      ).toEqual([]);
    }
    expect(await auditEntriesOf(t, 'package_option_list', pkg.id)).toEqual([]);
  });
});

describe('consolePackageExtras', () => {
  it("lists the package's add-ons in the order visitors see them, disabled ones too, with the bookings that name them", async () => {
    const { pkg, sub, meal, transport } = await packageWithAddOns({
      enableMeal: 0,
      packageName: 'Desert camp',
      arabicName: 'مخيم الصحراء',
    });
    const [hidden] = await t.db
      .insert(subPackages)
      .values({ packageId: pkg.id, packageName: 'Private tent', arabicName: 'خيمة خاصة', adultPriceFils: null, enable: 0 })
      .returning();
    expect(
      (
        await book({
          package_id: pkg.id,
          subpackages_id: [sub.id],
          subpackages_adult_qty: [1],
          subpackages_child_qty: [0],
          transport_id: transport.id,
          transport_type: 'one_way',
        })
      ).status,
    ).toBe(200);

    const res = await call({ action: 'consolePackageExtras', package_id: pkg.id });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.package).toEqual({
      id: pkg.id,
      package_name: 'Desert camp',
      arabic_name: 'مخيم الصحراء',
      enable_sub_packages: 1,
      enable_meal: 0,
      enable_transport: 1,
    });
    expect(data.sub_packages).toEqual([
      {
        id: sub.id,
        package_id: pkg.id,
        package_name: 'Stargazing add-on',
        arabic_name: 'إضافة مراقبة النجوم',
        adult_price: 75,
        child_price: 40,
        adult_person: null,
        child_person: null,
        enable: 1,
        bookings: 1,
      },
      expect.objectContaining({ id: hidden!.id, adult_price: null, enable: 0, bookings: 0 }),
    ]);
    expect(data.meals).toEqual([expect.objectContaining({ id: meal.id, meal_name: 'Arabic dinner', price: 90, bookings: 0 })]);
    expect(data.transports).toEqual([
      expect.objectContaining({ id: transport.id, name: 'City pickup', one_way: 50, two_way: 90, bookings: 1 }),
    ]);
    expect(data.option_list).toBeNull();
  });

  it('answers 404 for a package that does not exist', async () => {
    const res = await call({ action: 'consolePackageExtras', package_id: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('package_not_found');
  });
});

describe('saveSubPackage', () => {
  it('adds a Family box at AED 40: stored in fils, audited, and the cached package answer shows it at once', async () => {
    const pkg = await createPackage(t.db, { destinationId, enableSubPackages: 1 });
    expect((await visitorPackage(pkg.urlSlug)).sub_packages).toEqual([]);

    const res = await call(subPackageFields(pkg.id));
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      package_id: pkg.id,
      package_name: 'Family box',
      arabic_name: 'صندوق العائلة',
      adult_price: 40,
      child_price: null,
      adult_person: 2,
      child_person: 2,
      enable: 1,
      bookings: 0,
    });
    const [row] = await t.db.select().from(subPackages).where(eq(subPackages.id, created.id));
    expect(row).toMatchObject({ adultPriceFils: 4_000, childPriceFils: null });
    expect((await visitorPackage(pkg.urlSlug)).sub_packages).toEqual([
      expect.objectContaining({ id: created.id, package_name: 'Family box', adult_price: 40 }),
    ]);
    const { bookings: _count, ...recorded } = created;
    expect(await auditEntriesOf(t, 'sub_package', created.id)).toEqual([
      expect.objectContaining({ operatorId: t.adminId, action: 'saveSubPackage', before: null, after: recorded }),
    ]);
  });

  it('a booking priced after a price change pays the new price, whatever the browser sends', async () => {
    const { pkg, sub } = await packageWithAddOns();
    const item = {
      package_id: pkg.id,
      adult_price: 100,
      subpackages_id: [sub.id],
      subpackages_adult_qty: [2],
      subpackages_child_qty: [0],
      total: 250,
    };
    expect((await book(item)).body).toMatchObject({ success: 1, total: 100 + 2 * 75 });

    const res = await call(subPackageFields(pkg.id, { id: sub.id, package_name: sub.packageName, adult_price: '82.50' }));
    expect(res.statusCode).toBe(200);
    expect((await book(item)).body).toMatchObject({ success: 1, total: 100 + 2 * 82.5 });
    const [entry] = await auditEntriesOf(t, 'sub_package', sub.id);
    expect(entry).toMatchObject({ before: { adult_price: 75, package_name: sub.packageName }, after: { adult_price: 82.5 } });
  });

  it('disabling takes it off the booking pages at once; a disabled one may be saved unfinished', async () => {
    const { pkg, sub } = await packageWithAddOns();
    await t.dropCachedAnswers();
    expect((await visitorPackage(pkg.urlSlug)).sub_packages[0]).toMatchObject({ id: sub.id, enable: 1 });
    const res = await call(subPackageFields(pkg.id, { id: sub.id, package_name: 'VI', adult_price: '', enable: 0 }));
    expect(res.statusCode).toBe(200);
    expect((await visitorPackage(pkg.urlSlug)).sub_packages[0]).toMatchObject({ id: sub.id, enable: 0, adult_price: null });
    const booked = await book({
      package_id: pkg.id,
      subpackages_id: [sub.id],
      subpackages_adult_qty: [1],
      subpackages_child_qty: [0],
    });
    expect(booked.body).toMatchObject({ success: 0, code: 'sub_package_unavailable' });
  });

  it('names the failing fields, by the booking rules too, and stores nothing', async () => {
    const { pkg, sub } = await packageWithAddOns();
    const auditBefore = await t.db.$count(auditLog);
    const countBefore = await t.db.$count(subPackages);
    const refusedFields = async (overrides: Fields) => {
      const res = await call(subPackageFields(pkg.id, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      return Object.keys(res.json().fields).sort();
    };
    expect(await refusedFields({ arabic_name: '  ', adult_price: '10.001' })).toEqual(['adult_price', 'arabic_name']);
    expect(await refusedFields({ child_price: '-1', adult_person: '1.5' })).toEqual(['adult_person', 'child_price']);
    // enabled, the booking pages would not list it: a name under 3 characters, no adult price
    expect(await refusedFields({ package_name: 'VI', adult_price: '0', child_price: '20' })).toEqual([
      'adult_price',
      'package_name',
    ]);
    expect(await refusedFields({ package_id: 'seven' })).toEqual(['package_id']);
    expect(await t.db.$count(subPackages)).toBe(countBefore);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    expect((await t.db.select().from(subPackages).where(eq(subPackages.id, sub.id)))[0]).toEqual(sub);
  });

  it("answers 404 for another package's sub-package and for a package that does not exist", async () => {
    const { sub } = await packageWithAddOns();
    const other = await createPackage(t.db, { destinationId });
    const stolen = await call(subPackageFields(other.id, { id: sub.id }));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('not_found');
    expect((await t.db.select().from(subPackages).where(eq(subPackages.id, sub.id)))[0]!.packageId).toBe(sub.packageId);
    expect((await call(subPackageFields(2_000_000_000))).json().code).toBe('package_not_found');
  });
});

describe('saveMeal and saveTransport', () => {
  it('add a meal and a transport, change them, audited before and after, and visitors see each change at once', async () => {
    const pkg = await createPackage(t.db, { destinationId, enableMeal: 1, enableTransport: 1 });
    expect(await visitorPackage(pkg.urlSlug)).toMatchObject({ meals: [], transport: [] });

    const meal = (await call(mealFields(pkg.id))).json().data;
    const transport = (await call(transportFields(pkg.id, { two_way: '' }))).json().data;
    expect(meal).toMatchObject({
      meal_name: 'Seafood platter',
      price: 65.5,
      description: 'Grilled catch of the day',
      bookings: 0,
    });
    expect(transport).toMatchObject({ name: 'Dubai hotels pickup', one_way: 30, two_way: null });
    expect(await visitorPackage(pkg.urlSlug)).toMatchObject({
      meals: [{ id: meal.id, meal_name: 'Seafood platter', price: 65.5 }],
      transport: [{ id: transport.id, one_way: 30, two_way: null }],
    });

    expect((await call(mealFields(pkg.id, { id: meal.id, price: '70' }))).statusCode).toBe(200);
    expect((await call(transportFields(pkg.id, { id: transport.id, two_way: '55' }))).statusCode).toBe(200);
    expect(await visitorPackage(pkg.urlSlug)).toMatchObject({
      meals: [{ id: meal.id, price: 70 }],
      transport: [{ id: transport.id, two_way: 55 }],
    });
    expect(
      (await auditEntriesOf(t, 'meal', meal.id)).map((e) => [
        e.action,
        (e.before as { price: number } | null)?.price,
        (e.after as { price: number }).price,
      ]),
    ).toEqual([
      ['saveMeal', undefined, 65.5],
      ['saveMeal', 65.5, 70],
    ]);
    expect((await auditEntriesOf(t, 'transport', transport.id)).at(-1)).toMatchObject({
      action: 'saveTransport',
      before: { two_way: null },
      after: { two_way: 55, one_way: 30 },
    });
  });

  it('refuse an enabled meal or transport the booking pages would not list, naming the fields', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const meal = await call(mealFields(pkg.id, { meal_name: 'T', price: '' }));
    expect(meal.statusCode).toBe(400);
    expect(Object.keys(meal.json().fields).sort()).toEqual(['meal_name', 'price']);
    const transport = await call(transportFields(pkg.id, { one_way: '', arabic_name: '' }));
    expect(transport.statusCode).toBe(400);
    expect(Object.keys(transport.json().fields).sort()).toEqual(['arabic_name', 'one_way']);
  });
});

describe('deleting extras', () => {
  it('refuses a sub-package, meal or transport that a booking names (in_use, 409), and keeps them', async () => {
    const { pkg, sub, meal, transport } = await packageWithAddOns();
    const booked = await book({
      package_id: pkg.id,
      subpackages_id: [sub.id],
      subpackages_adult_qty: [1],
      subpackages_child_qty: [0],
      meals_id: [meal.id],
      meals_qty: [1],
      transport_id: transport.id,
      transport_type: 'two_way',
    });
    expect(booked.body).toMatchObject({ success: 1 });
    for (const [action, id] of [
      ['deleteSubPackage', sub.id],
      ['deleteMeal', meal.id],
      ['deleteTransport', transport.id],
    ] as const) {
      const res = await call({ action, id });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('in_use');
    }
    expect(await t.db.$count(subPackages, eq(subPackages.id, sub.id))).toBe(1);
    expect(await t.db.$count(meals, eq(meals.id, meal.id))).toBe(1);
    expect(await t.db.$count(transports, eq(transports.id, transport.id))).toBe(1);
    expect(await t.db.$count(bookings, eq(bookings.transportId, transport.id))).toBe(1);
    expect(await auditEntriesOf(t, 'meal', meal.id)).toEqual([]);
  });

  it('deletes unbooked ones: audited, and gone from what visitors see at once', async () => {
    const { pkg, sub, meal, transport } = await packageWithAddOns();
    await t.dropCachedAnswers();
    expect(await visitorPackage(pkg.urlSlug)).toMatchObject({
      sub_packages: [{ id: sub.id }],
      meals: [{ id: meal.id }],
      transport: [{ id: transport.id }],
    });
    for (const [action, id] of [
      ['deleteSubPackage', sub.id],
      ['deleteMeal', meal.id],
      ['deleteTransport', transport.id],
    ] as const) {
      const res = await call({ action, id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    }
    expect(await visitorPackage(pkg.urlSlug)).toMatchObject({ sub_packages: [], meals: [], transport: [] });
    expect(await auditEntriesOf(t, 'sub_package', sub.id)).toEqual([
      expect.objectContaining({
        action: 'deleteSubPackage',
        before: expect.objectContaining({ package_name: sub.packageName, adult_price: 75 }),
        after: null,
      }),
    ]);
    expect((await auditEntriesOf(t, 'meal', meal.id))[0]).toMatchObject({ action: 'deleteMeal', after: null });
    expect((await auditEntriesOf(t, 'transport', transport.id))[0]).toMatchObject({ action: 'deleteTransport', after: null });
    expect((await call({ action: 'deleteMeal', id: meal.id })).statusCode).toBe(404);
  });
});

describe('savePackageOptionList', () => {
  it('switches the option list on with an id made from a label and a night’s date, books at the options’ prices, and off again; each audited', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultPriceFils: null, childPriceFils: null });
    expect((await visitorPackage(pkg.urlSlug)).option_list).toBeNull();

    const res = await call(optionListFields(pkg.id));
    expect(res.statusCode).toBe(200);
    const list = {
      child_price_only: 0,
      options: [
        { id: 'all-days', label: 'All Days', arabic_label: 'كل الأيام', price: 290, exclusive: 1, date: '' },
        {
          id: 'opening-night',
          label: 'Opening night',
          arabic_label: 'ليلة الافتتاح',
          price: 75.25,
          exclusive: 0,
          date: '2026-12-18',
        },
      ],
      notes: 'Bring your ticket',
      arabic_notes: 'أحضر تذكرتك',
    };
    expect(res.json().data).toEqual(list);
    expect((await visitorPackage(pkg.urlSlug)).option_list).toEqual({
      child_price_only: 0,
      options: [
        { id: 'all-days', label: 'All Days', arabic_label: 'كل الأيام', price: 290, exclusive: 1 },
        expect.objectContaining({ id: 'opening-night', price: 75.25, exclusive: 0, date: '2026-12-18' }),
      ],
      notes: { en: 'Bring your ticket', ae: 'أحضر تذكرتك' },
    });
    expect((await book({ package_id: pkg.id, options: ['opening-night'] })).body).toMatchObject({ success: 1, total: 75.25 });

    const off = await call({ action: 'savePackageOptionList', package_id: pkg.id, enable: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toBeNull();
    expect((await visitorPackage(pkg.urlSlug)).option_list).toBeNull();
    expect((await auditEntriesOf(t, 'package_option_list', pkg.id)).map((e) => [e.before, e.after])).toEqual([
      [null, list],
      [list, null],
    ]);
  });

  it('names what keeps an option list from being booked: no option, a repeated id, a missing Arabic label, a negative price', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const auditBefore = await t.db.$count(auditLog);
    const none = await call(optionListFields(pkg.id, { options: '[]' }));
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['options']);
    const broken = await call(
      optionListFields(pkg.id, {
        options: JSON.stringify([
          { id: 'day', label: 'Day', arabic_label: 'يوم', price: 30, exclusive: 1 },
          { id: 'day', label: 'Month', arabic_label: ' ', price: -5, exclusive: 1 },
        ]),
      }),
    );
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().fields).sort()).toEqual(['options.1.arabic_label', 'options.1.id', 'options.1.price']);
    expect((await call(optionListFields(pkg.id, { options: '{not json' }))).json().fields).toHaveProperty('options');
    const badDate = JSON.stringify([
      { id: 'night', label: 'Night', arabic_label: 'ليلة', price: 30, exclusive: 0, date: '2026-02-30' },
    ]);
    expect(Object.keys((await call(optionListFields(pkg.id, { options: badDate }))).json().fields)).toEqual(['options.0.date']);
    expect((await t.db.select().from(packages).where(eq(packages.id, pkg.id)))[0]!.optionList).toBeNull();
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a sub-package's new price saved in one process reaches the other's cached package answer", async () => {
    const { pkg, sub } = await packageWithAddOns();
    expect((await visitorPackage(pkg.urlSlug, other.app)).sub_packages[0]?.adult_price).toBe(75);
    await t.db.update(subPackages).set({ adultPriceFils: 7_600 }).where(eq(subPackages.id, sub.id));
    expect((await visitorPackage(pkg.urlSlug, other.app)).sub_packages[0]?.adult_price).toBe(75);

    expect((await call(subPackageFields(pkg.id, { id: sub.id, adult_price: '99.90' }))).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorPackage(pkg.urlSlug, other.app)).sub_packages[0]?.adult_price).toBe(99.9), {
      timeout: 20_000,
    });
  });
});
