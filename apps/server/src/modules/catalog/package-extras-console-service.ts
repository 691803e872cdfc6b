import type {
  ConsoleMeal,
  ConsoleOptionList,
  ConsolePackageExtras,
  ConsoleSubPackage,
  ConsoleTransport,
} from '@portal/contract/console-package-extras';
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookings,
  bookingSubPackages,
  meals,
  packages,
  subPackages,
  transports,
  type PackageOptionList,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { recordChange, flagOf } from '../console/index.ts';

/**
 * A package's extras (decision 035): sub-packages, meals, transports and the option list. The
 * contract has already checked every save with the booking flow's rules; here each change is written with
 * its audit entry in one transaction, and an add-on that bookings name is never deleted (they keep it).
 */

type SubPackageRow = typeof subPackages.$inferSelect;
type MealRow = typeof meals.$inferSelect;
type TransportRow = typeof transports.$inferSelect;

/** The console's fields of each add-on, as the answers and the audit log show them (without the bookings count). */
function subPackageFields(row: SubPackageRow) {
  return {
    id: row.id,
    package_id: row.packageId,
    package_name: row.packageName,
    arabic_name: row.arabicName,
    adult_price: filsToAed(row.adultPriceFils),
    child_price: filsToAed(row.childPriceFils),
    adult_person: row.adultPerson,
    child_person: row.childPerson,
    enable: flagOf(row.enable),
  };
}

function mealFields(row: MealRow) {
  return {
    id: row.id,
    package_id: row.packageId,
    meal_name: row.mealName,
    arabic_name: row.arabicName,
    price: filsToAed(row.priceFils),
    description: row.description,
    arabic_description: row.arabicDescription,
    enable: flagOf(row.enable),
  };
}

function transportFields(row: TransportRow) {
  return {
    id: row.id,
    package_id: row.packageId,
    name: row.name,
    arabic_name: row.arabicName,
    one_way: filsToAed(row.oneWayFils),
    two_way: filsToAed(row.twoWayFils),
    enable: flagOf(row.enable),
  };
}

function optionListFields(list: PackageOptionList | null): ConsoleOptionList {
  if (!list) return null;
  return {
    child_price_only: list.childPriceOnly ? 1 : 0,
    options: list.options.map((o) => ({
      id: o.id,
      label: o.label,
      arabic_label: o.arabicLabel,
      price: filsToAed(o.priceFils),
      exclusive: o.exclusive ? 1 : 0,
      date: o.date ?? '',
    })),
    notes: list.notes?.en ?? '',
    arabic_notes: list.notes?.ae ?? '',
  };
}

/**
 * Each add-on with the bookings that name it, in the order visitors see them (by id, as packagesDetails
 * lists them). `where` picks one package's rows or one row.
 */
const subPackagesWhere = async (db: Database, where: ReturnType<typeof eq>): Promise<ConsoleSubPackage[]> =>
  (
    await db
      .select({ row: subPackages, bookings: countDistinct(bookingSubPackages.bookingId) })
      .from(subPackages)
      .leftJoin(bookingSubPackages, eq(bookingSubPackages.subPackageId, subPackages.id))
      .where(where)
      .groupBy(subPackages.id)
      .orderBy(asc(subPackages.id))
  ).map(({ row, bookings: n }) => ({ ...subPackageFields(row), bookings: Number(n) }));

const mealsWhere = async (db: Database, where: ReturnType<typeof eq>): Promise<ConsoleMeal[]> =>
  (
    await db
      .select({ row: meals, bookings: countDistinct(bookingMeals.bookingId) })
      .from(meals)
      .leftJoin(bookingMeals, eq(bookingMeals.mealId, meals.id))
      .where(where)
      .groupBy(meals.id)
      .orderBy(asc(meals.id))
  ).map(({ row, bookings: n }) => ({ ...mealFields(row), bookings: Number(n) }));

const transportsWhere = async (db: Database, where: ReturnType<typeof eq>): Promise<ConsoleTransport[]> =>
  (
    await db
      .select({ row: transports, bookings: count(bookings.id) })
      .from(transports)
      .leftJoin(bookings, eq(bookings.transportId, transports.id))
      .where(where)
      .groupBy(transports.id)
      .orderBy(asc(transports.id))
  ).map(({ row, bookings: n }) => ({ ...transportFields(row), bookings: Number(n) }));

/** consolePackageExtras: the package's name and step flags, its add-ons and its option list. */
export async function consolePackageExtras(db: Database, packageId: number): Promise<ConsolePackageExtras> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw new AppError('package_not_found');
  const [subs, mealRows, transportRows] = await Promise.all([
    subPackagesWhere(db, eq(subPackages.packageId, packageId)),
    mealsWhere(db, eq(meals.packageId, packageId)),
    transportsWhere(db, eq(transports.packageId, packageId)),
  ]);
  return {
    package: {
      id: pkg.id,
      package_name: pkg.packageName,
      arabic_name: pkg.arabicName,
      enable_sub_packages: flagOf(pkg.enableSubPackages),
      enable_meal: flagOf(pkg.enableMeal),
      enable_transport: flagOf(pkg.enableTransport),
    },
    sub_packages: subs,
    meals: mealRows,
    transports: transportRows,
    option_list: optionListFields(pkg.optionList),
  };
}

/**
 * How one kind of add-on is read, written and deleted; the steps around them (the package check, the row's
 * lock, the audit entry, the refusal of a booked row) are the same for the three kinds.
 */
type AddOnStore<Row extends { id: number; packageId: number }, Values> = {
  entity: 'sub_package' | 'meal' | 'transport';
  saveAction: string;
  deleteAction: string;
  /** the row, locked for the rest of the transaction, so a save, a delete and a booking cannot cross */
  lock: (tx: Database, id: number) => Promise<Row | undefined>;
  insert: (tx: Database, values: Values & { packageId: number }) => Promise<Row>;
  update: (tx: Database, id: number, values: Values) => Promise<Row>;
  isBooked: (tx: Database, id: number) => Promise<boolean>;
  remove: (tx: Database, id: number) => Promise<void>;
  audited: (row: Row) => object;
};

/** An add-on of another package is as unknown as a missing one: the console edits one package's rows. */
export const addOnNotFound = () =>
  new AppError('not_found', { msg: 'No such extra on this package', fields: { id: 'no such extra on this package' } });

async function saveAddOn<Row extends { id: number; packageId: number }, Values>(
  db: Database,
  store: AddOnStore<Row, Values>,
  operatorId: number,
  target: { id?: number | undefined; packageId: number },
  values: Values,
): Promise<number> {
  return db.transaction(async (tx) => {
    // the package row is read with a key-share lock, as the add-on's foreign key would: it cannot vanish meanwhile
    const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, target.packageId)).for('key share');
    if (!pkg) throw new AppError('package_not_found', { fields: { package_id: 'no such package' } });
    const before = target.id === undefined ? null : ((await store.lock(tx, target.id)) ?? null);
    if (target.id !== undefined && before?.packageId !== target.packageId) throw addOnNotFound();
    const after = before
      ? await store.update(tx, before.id, values)
      : await store.insert(tx, { ...values, packageId: target.packageId });
    await recordChange(tx, {
      operatorId,
      action: store.saveAction,
      entity: store.entity,
      entityId: after.id,
      before: before && store.audited(before),
      after: store.audited(after),
    });
    return after.id;
  });
}

/**
 * An add-on no booking names is deleted; one that bookings name is refused (in_use: their receipts keep it,
 * disable it instead). A booking made meanwhile takes a key-share lock on the row through its foreign key,
 * which waits for this transaction's lock, so the check cannot miss it.
 */
async function deleteAddOn<Row extends { id: number; packageId: number }, Values>(
  db: Database,
  store: AddOnStore<Row, Values>,
  operatorId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await store.lock(tx, id);
    if (!before) throw addOnNotFound();
    if (await store.isBooked(tx, id)) throw new AppError('in_use');
    await store.remove(tx, id);
    await recordChange(tx, {
      operatorId,
      action: store.deleteAction,
      entity: store.entity,
      entityId: id,
      before: store.audited(before),
      after: null,
    });
  });
}

type SubPackageValues = Omit<typeof subPackages.$inferInsert, 'id' | 'packageId'>;
type MealValues = Omit<typeof meals.$inferInsert, 'id' | 'packageId'>;
type TransportValues = Omit<typeof transports.$inferInsert, 'id' | 'packageId'>;

const subPackageStore: AddOnStore<SubPackageRow, SubPackageValues> = {
  entity: 'sub_package',
  saveAction: 'saveSubPackage',
  deleteAction: 'deleteSubPackage',
  lock: async (tx, id) => (await tx.select().from(subPackages).where(eq(subPackages.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(subPackages).values(values).returning())[0]!,
  update: async (tx, id, values) => (await tx.update(subPackages).set(values).where(eq(subPackages.id, id)).returning())[0]!,
  isBooked: async (tx, id) =>
    (
      await tx
        .select({ id: bookingSubPackages.id })
        .from(bookingSubPackages)
        .where(eq(bookingSubPackages.subPackageId, id))
        .limit(1)
    ).length > 0,
  remove: async (tx, id) => {
    await tx.delete(subPackages).where(eq(subPackages.id, id));
  },
  audited: subPackageFields,
};

const mealStore: AddOnStore<MealRow, MealValues> = {
  entity: 'meal',
  saveAction: 'saveMeal',
  deleteAction: 'deleteMeal',
  lock: async (tx, id) => (await tx.select().from(meals).where(eq(meals.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(meals).values(values).returning())[0]!,
  update: async (tx, id, values) => (await tx.update(meals).set(values).where(eq(meals.id, id)).returning())[0]!,
  isBooked: async (tx, id) =>
    (await tx.select({ id: bookingMeals.id }).from(bookingMeals).where(eq(bookingMeals.mealId, id)).limit(1)).length > 0,
  remove: async (tx, id) => {
    await tx.delete(meals).where(eq(meals.id, id));
  },
  audited: mealFields,
};

const transportStore: AddOnStore<TransportRow, TransportValues> = {
  entity: 'transport',
  saveAction: 'saveTransport',
  deleteAction: 'deleteTransport',
  lock: async (tx, id) => (await tx.select().from(transports).where(eq(transports.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(transports).values(values).returning())[0]!,
  update: async (tx, id, values) => (await tx.update(transports).set(values).where(eq(transports.id, id)).returning())[0]!,
  isBooked: async (tx, id) =>
    (await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.transportId, id)).limit(1)).length > 0,
  remove: async (tx, id) => {
    await tx.delete(transports).where(eq(transports.id, id));
  },
  audited: transportFields,
};

/** An add-on save as the contract checked it: the package, the row's id when it changes one, and enable. */
type AddOnTarget = { id?: number | undefined; package_id: number; enable: 0 | 1 };

export type SubPackageChange = AddOnTarget & {
  package_name: string;
  arabic_name: string;
  /** AED with at most two decimals; null: no price */
  adult_price: number | null;
  child_price: number | null;
  adult_person: number | null;
  child_person: number | null;
};

/** saveSubPackage: adds a sub-package to the package or changes one of its own. */
export async function saveSubPackage(db: Database, operatorId: number, change: SubPackageChange): Promise<ConsoleSubPackage> {
  const id = await saveAddOn(
    db,
    subPackageStore,
    operatorId,
    { id: change.id, packageId: change.package_id },
    {
      packageName: change.package_name,
      arabicName: change.arabic_name,
      adultPriceFils: aedToFils(change.adult_price),
      childPriceFils: aedToFils(change.child_price),
      adultPerson: change.adult_person,
      childPerson: change.child_person,
      enable: change.enable,
    },
  );
  return (await subPackagesWhere(db, eq(subPackages.id, id)))[0]!;
}

export type MealChange = AddOnTarget & {
  meal_name: string;
  arabic_name: string;
  price: number | null;
  description: string;
  arabic_description: string;
};

/** saveMeal: adds a meal to the package or changes one of its own. */
export async function saveMeal(db: Database, operatorId: number, change: MealChange): Promise<ConsoleMeal> {
  const id = await saveAddOn(
    db,
    mealStore,
    operatorId,
    { id: change.id, packageId: change.package_id },
    {
      mealName: change.meal_name,
      arabicName: change.arabic_name,
      priceFils: aedToFils(change.price),
      description: change.description,
      arabicDescription: change.arabic_description,
      enable: change.enable,
    },
  );
  return (await mealsWhere(db, eq(meals.id, id)))[0]!;
}

export type TransportChange = AddOnTarget & {
  name: string;
  arabic_name: string;
  one_way: number | null;
  two_way: number | null;
};

/** saveTransport: adds a transport to the package or changes one of its own. */
export async function saveTransport(db: Database, operatorId: number, change: TransportChange): Promise<ConsoleTransport> {
  const id = await saveAddOn(
    db,
    transportStore,
    operatorId,
    { id: change.id, packageId: change.package_id },
    {
      name: change.name,
      arabicName: change.arabic_name,
      oneWayFils: aedToFils(change.one_way),
      twoWayFils: aedToFils(change.two_way),
      enable: change.enable,
    },
  );
  return (await transportsWhere(db, eq(transports.id, id)))[0]!;
}

export const deleteSubPackage = (db: Database, operatorId: number, id: number) =>
  deleteAddOn(db, subPackageStore, operatorId, id);
export const deleteMeal = (db: Database, operatorId: number, id: number) => deleteAddOn(db, mealStore, operatorId, id);
export const deleteTransport = (db: Database, operatorId: number, id: number) => deleteAddOn(db, transportStore, operatorId, id);

export type OptionListChange = {
  package_id: number;
  enable: 0 | 1;
  child_price_only: 0 | 1;
  options: { id: string; label: string; arabic_label: string; price: number; exclusive: 0 | 1; date: string }[];
  notes: string;
  arabic_notes: string;
};

/** The option list as the package stores it (spec part 1 §9), or null when it is switched off. */
function storedOptionList(change: OptionListChange): PackageOptionList | null {
  if (change.enable === 0) return null;
  const hasNotes = change.notes !== '' || change.arabic_notes !== '';
  return {
    childPriceOnly: change.child_price_only === 1,
    options: change.options.map((o) => ({
      id: o.id,
      label: o.label,
      arabicLabel: o.arabic_label,
      priceFils: aedToFils(o.price),
      exclusive: o.exclusive === 1,
      ...(o.date ? { date: o.date } : {}),
    })),
    ...(hasNotes ? { notes: { en: change.notes, ae: change.arabic_notes } } : {}),
  };
}

/**
 * savePackageOptionList: sets the package's option list, or switches it off (the first booking step is the
 * adult and child counters again). Bookings keep the options they were sold with (bookings.options).
 */
export async function savePackageOptionList(
  db: Database,
  operatorId: number,
  change: OptionListChange,
): Promise<ConsoleOptionList> {
  const after = storedOptionList(change);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ optionList: packages.optionList })
      .from(packages)
      .where(eq(packages.id, change.package_id))
      .for('update');
    if (!before) throw new AppError('package_not_found', { fields: { package_id: 'no such package' } });
    await tx.update(packages).set({ optionList: after }).where(eq(packages.id, change.package_id));
    await recordChange(tx, {
      operatorId,
      action: 'savePackageOptionList',
      entity: 'package_option_list',
      entityId: change.package_id,
      before: optionListFields(before.optionList),
      after: optionListFields(after),
    });
  });
  return optionListFields(after);
}
