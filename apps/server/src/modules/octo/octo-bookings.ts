import { randomUUID } from 'node:crypto';
import { purchaseItemSchema } from '@portal/contract/bookings';
import { cancelTerms, eventStartOf } from '@portal/domain/booking/cancellation';
import { and, between, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  checkIns,
  octoBookings,
  packages,
  purchases,
  timeSlots,
  type OctoContact,
  type OctoUnitItem,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Bus } from '../../lib/bus.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import {
  bookingCancelTerms,
  cancelOwnBooking,
  confirmOnAccount,
  createPurchase,
  extendHold,
  purchaseStatus,
  releaseHold,
  ticketPurchases,
} from '../booking/index.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  availabilities,
  checkOption,
  countsOf,
  defaultOptionId,
  locate,
  priceAvailabilities,
  productRow,
  unitOf,
  type OctoAvailability,
} from './octo-catalogue.ts';
import { unitPrice, sumPrices, type Extras, type Pricing } from './octo-capabilities.ts';
import { OctoError, octoErrorOf } from './octo-errors.ts';
import type { ContactInput, UnitItemInput, UpdateBody } from './octo-schemas.ts';
import type { Reseller } from './reseller-service.ts';

/** What the booking calls need beyond the reseller: the clock, and for a cancellation the providers. */
export type OctoDeps = {
  db: Database;
  now: Date;
  bus: Bus;
  payments: PaymentProvider;
  messages: MessageSender;
  publicUrl: string;
  /** the call's capabilities (octo/pricing, octo/content) */
  extras: Extras;
};

/** docs/decisions/061: a reservation is held 30 minutes unless asked otherwise, at least 5 and at most 90. */
export const holdMinutes = { default: 30, min: 5, max: 90 } as const;
/** unpaid holds one reseller may keep at once (a visitor may keep maxOpenHolds) */
export const resellerOpenHolds = 500;

const clampMinutes = (minutes: number | undefined) =>
  Math.min(holdMinutes.max, Math.max(holdMinutes.min, minutes ?? holdMinutes.default));

const utc = (d: Date | null | undefined) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

const emptyContact: OctoContact = {
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [],
  postalCode: null,
  country: null,
  notes: null,
};

function contactOf(input: ContactInput | undefined): OctoContact | null {
  if (!input) return null;
  const firstName = input.firstName || null;
  const lastName = input.lastName || null;
  return {
    fullName: input.fullName || [firstName, lastName].filter(Boolean).join(' ') || null,
    firstName,
    lastName,
    emailAddress: input.emailAddress || null,
    phoneNumber: input.phoneNumber || null,
    locales: input.locales ?? [],
    postalCode: input.postalCode || null,
    country: input.country || null,
    notes: input.notes || null,
  };
}

const unitItemsOf = (items: readonly UnitItemInput[]): OctoUnitItem[] =>
  items.map((u) => ({
    uuid: u.uuid ?? randomUUID(),
    unitId: u.unitId,
    resellerReference: u.resellerReference ?? null,
    contact: contactOf(u.contact),
  }));

export type Loaded = {
  octo: typeof octoBookings.$inferSelect;
  booking: typeof bookings.$inferSelect;
  purchase: typeof purchases.$inferSelect;
  pkg: typeof packages.$inferSelect;
  slot: string | null;
  redeemedAt: Date | null;
};

/** The reseller's booking with this uuid and what its answer reads; another reseller's is not found. */
export async function load(db: Database, reseller: Reseller, uuid: string, where?: SQL): Promise<Loaded | null> {
  const [row] = await db
    .select({
      octo: octoBookings,
      booking: bookings,
      purchase: purchases,
      pkg: packages,
      slot: timeSlots.timeSlot,
      redeemedAt: checkIns.createdAt,
    })
    .from(octoBookings)
    .innerJoin(bookings, eq(bookings.id, octoBookings.bookingId))
    .innerJoin(purchases, eq(purchases.id, octoBookings.purchaseId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .leftJoin(checkIns, eq(checkIns.bookingId, bookings.id))
    .where(and(eq(octoBookings.uuid, uuid), eq(octoBookings.resellerId, reseller.id), where));
  return row ? { ...row, slot: row.slot ?? row.booking.timeSlotData } : null;
}

async function loadOrRefuse(db: Database, reseller: Reseller, uuid: string): Promise<Loaded> {
  const found = await load(db, reseller, uuid);
  if (!found) throw new OctoError('INVALID_BOOKING_UUID', { uuid });
  return found;
}

type OctoStatus = 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'REDEEMED';

/** The booking's OCTO status from the portal's rows (bookings.status, purchases.status, the hold's expiry, check-in). */
export function statusOf(l: Loaded, now: Date): OctoStatus {
  const { booking, purchase } = l;
  if (booking.status === 3 || booking.status === 4) return 'CANCELLED';
  if (booking.status === 1) return l.redeemedAt ? 'REDEEMED' : 'CONFIRMED';
  if (purchase.status === purchaseStatus.pending) {
    return purchase.holdExpiresAt && purchase.holdExpiresAt > now ? 'ON_HOLD' : 'EXPIRED';
  }
  return purchase.status === purchaseStatus.cancelled ? 'CANCELLED' : 'EXPIRED';
}

const policyOf = (pkg: typeof packages.$inferSelect) => ({
  policy: pkg.cancelPolicy,
  freeHours: pkg.cancelFreeHours,
  lateFeePercent: pkg.cancelLateFeePercent,
});

/** The package's cancellation rule (packages/domain cancelTerms) on what the booking is worth, now. */
const termsNow = (l: Loaded, now: Date) =>
  cancelTerms({ policy: policyOf(l.pkg), paidFils: l.booking.totalFils, eventStart: eventStartOf(l.booking.date, l.slot), now });

/**
 * The availability a booking was made on, as it stands now (the same reading as POST /availability); null
 * for a booking without a date, or when the day is no longer offered (the package switched off). `memo`
 * keeps one reading per package and day across a list.
 */
async function bookedAvailability(
  db: Database,
  l: Loaded,
  now: Date,
  memo: Map<string, Promise<Located[]>>,
  extras: Extras,
): Promise<OctoAvailability | null> {
  const { date, packageId } = l.booking;
  if (!l.octo.availabilityId || !date) return null;
  const key = `${packageId}|${date}`;
  let day = memo.get(key);
  if (!day) {
    day = availabilities(db, l.pkg, { from: date, to: date }, { adults: 0, children: 0 }, now).catch(() => []);
    memo.set(key, day);
  }
  const found = (await day).find((a) => a.availability.id === l.octo.availabilityId);
  if (!found) return null;
  // octo/pricing: priced for the booking's own units, as POST /availability prices them
  const [priced] = await priceAvailabilities(
    db,
    l.pkg,
    [found],
    countsOf(l.octo.unitItems.map((u) => ({ id: u.unitId, quantity: 1 }))),
    extras,
  );
  return priced!.availability;
}

type Located = Awaited<ReturnType<typeof availabilities>>[number];

/** The booking as OCTO answers it, with its availability read now. */
export async function answer(db: Database, l: Loaded, now: Date, extras: Extras, memo = new Map<string, Promise<Located[]>>()) {
  return view(l, now, await bookedAvailability(db, l, now, memo, extras), extras);
}

/**
 * octo/pricing of a booking's unit: the price its hold charged (the booking row's, computed by the web
 * checkout's pricing when it was reserved), net of the reseller's commission.
 */
function unitItemPrice(l: Loaded, unitId: string, extras: Extras): Pricing {
  const fils = (unitId === 'adult' ? l.booking.adultPriceFils : l.booking.childPriceFils) ?? 0;
  return unitPrice(fils, extras.commissionPercent);
}

/** The booking as OCTO answers it. */
function view(l: Loaded, now: Date, availability: OctoAvailability | null, extras: Extras) {
  const status = statusOf(l, now);
  const { octo, booking } = l;
  const ticket = {
    redemptionMethod: 'DIGITAL',
    utcRedeemedAt: utc(l.redeemedAt),
    // the order number: what the ticket's QR code holds and what the gate checks in (ticket-pdf ticketQrPng)
    deliveryOptions: [{ deliveryFormat: 'QRCODE', deliveryValue: booking.orderNumber }],
  };
  const issued = status === 'CONFIRMED' || status === 'REDEEMED';
  const cancellable = status === 'ON_HOLD' || (status === 'CONFIRMED' && termsNow(l, now).allowed);
  return {
    id: booking.orderNumber,
    uuid: octo.uuid,
    testMode: false,
    resellerReference: octo.resellerReference,
    supplierReference: booking.orderNumber,
    status,
    utcCreatedAt: utc(octo.createdAt),
    utcUpdatedAt: utc(octo.updatedAt),
    utcExpiresAt: status === 'ON_HOLD' ? utc(l.purchase.holdExpiresAt) : null,
    utcRedeemedAt: utc(l.redeemedAt),
    utcConfirmedAt: utc(octo.confirmedAt),
    productId: String(booking.packageId),
    optionId: octo.optionId,
    cancellable,
    cancellation:
      status === 'CANCELLED'
        ? {
            refund: octo.cancelRefund ?? 'NONE',
            reason: octo.cancelReason ?? booking.cancelReason,
            utcCancelledAt: utc(octo.cancelledAt ?? booking.cancelledAt ?? l.purchase.releasedAt),
          }
        : null,
    freesale: false,
    availabilityId: octo.availabilityId,
    availability,
    contact: octo.contact ?? emptyContact,
    notes: octo.notes,
    deliveryMethods: ['TICKET', 'VOUCHER'],
    voucher: issued ? ticket : null,
    unitItems: octo.unitItems.map((u) => ({
      uuid: u.uuid,
      resellerReference: u.resellerReference,
      supplierReference: booking.orderNumber,
      unitId: u.unitId,
      unit: unitOf(u.unitId, l.pkg, extras),
      status,
      utcRedeemedAt: utc(l.redeemedAt),
      contact: u.contact ?? octo.contact ?? emptyContact,
      ticket: issued ? ticket : null,
      ...(extras.pricing ? { pricing: unitItemPrice(l, u.unitId, extras) } : {}),
    })),
    ...(extras.pricing ? { pricing: sumPrices(octo.unitItems.map((u) => unitItemPrice(l, u.unitId, extras))) } : {}),
  };
}

export type OctoBooking = ReturnType<typeof view>;

/** The booking with this uuid when it is the reseller's; INVALID_BOOKING_UUID when it is anyone else's or nobody's. */
export async function getBooking(deps: OctoDeps, reseller: Reseller, uuid: string): Promise<OctoBooking> {
  return answer(deps.db, await loadOrRefuse(deps.db, reseller, uuid), deps.now, deps.extras);
}

/**
 * Reserve: the tickets are held by the web checkout's own createPurchase (the same rules, conditional
 * statements and lines of buyers), as a purchase of the reseller's account that expires after
 * `expirationMinutes` (clamped, docs/decisions/061); the OCTO row is written in the hold's transaction, so
 * its uuid is unique with the hold: a repeated or racing reserve with the same uuid answers the first
 * booking and takes nothing more.
 */
export async function reserve(
  deps: OctoDeps,
  reseller: Reseller,
  body: {
    uuid?: string | undefined;
    productId: string;
    optionId: string;
    availabilityId?: string | undefined;
    expirationMinutes?: number | undefined;
    notes?: string | null | undefined;
    unitItems: UnitItemInput[];
    resellerReference?: string | undefined;
    contact?: ContactInput | undefined;
  },
): Promise<OctoBooking> {
  const { db, now } = deps;
  const uuid = body.uuid ?? randomUUID();
  const repeated = await sameUuid(db, reseller, uuid);
  if (repeated) return answer(db, repeated, now, deps.extras);
  const item = await purchaseItemOf(deps, reseller, body);
  const minutes = clampMinutes(body.expirationMinutes);
  try {
    const created = await createPurchase(
      {
        db,
        now,
        holdMinutes: minutes,
        openHoldsLimit: resellerOpenHolds,
        inHold: async (tx, hold) => {
          const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.purchaseId, hold.purchaseId));
          await tx.insert(octoBookings).values({
            uuid,
            resellerId: reseller.id,
            purchaseId: hold.purchaseId,
            bookingId: row!.id,
            optionId: defaultOptionId,
            availabilityId: body.availabilityId ?? null,
            resellerReference: body.resellerReference ?? null,
            unitItems: unitItemsOf(body.unitItems),
            contact: contactOf(body.contact),
            notes: body.notes ?? null,
            createdAt: now,
            updatedAt: now,
          });
        },
      },
      { userId: reseller.userId, items: { packages: [item] }, site: 'octo', channel: `octo:${reseller.id}` },
    );
    // decision 039: the package calendar's cached days show sold out once the last tickets are held
    if (created.takesLastTickets) await publicDataChanged(deps);
  } catch (err) {
    // another request with this uuid committed first: its booking is the answer, and this one took nothing
    if (isUniqueViolation(err)) {
      const first = await sameUuid(db, reseller, uuid);
      if (first) return answer(db, first, now, deps.extras);
    }
    throw octoErrorOf(err, { productId: body.productId, availabilityId: body.availabilityId, uuid });
  }
  return answer(db, await loadOrRefuse(db, reseller, uuid), now, deps.extras);
}

/** What a reserve or an update holds: the package's item as the web checkout's createPurchase takes it. */
async function purchaseItemOf(
  deps: OctoDeps,
  reseller: Reseller,
  body: {
    productId: string;
    optionId: string;
    availabilityId?: string | null | undefined;
    unitItems: readonly { unitId: string }[];
    notes?: string | null | undefined;
  },
) {
  const { db, now } = deps;
  const pkg = await productRow(db, reseller, body.productId);
  checkOption(body.optionId);
  const counts = countsOf(body.unitItems.map((u) => ({ id: u.unitId, quantity: 1 })));
  let date: string | null = null;
  let timeSlotId: number | null = null;
  if (pkg.enableDatePicker === 1) {
    if (!body.availabilityId) throw new OctoError('INVALID_AVAILABILITY_ID', { availabilityId: body.availabilityId ?? null });
    const found = await locate(db, pkg, body.availabilityId, counts, now);
    ({ date, timeSlotId } = found);
  }
  const item = purchaseItemSchema.safeParse({
    package_id: pkg.id,
    adult_qty: counts.adults,
    child_qty: counts.children,
    ...(date ? { date } : {}),
    ...(timeSlotId ? { time_slot_id: timeSlotId } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
  });
  if (!item.success) throw new OctoError('BAD_REQUEST', {}, item.error.issues[0]?.message);
  return item.data;
}

/** The reseller's booking with this uuid; a uuid another reseller used is refused as used. */
async function sameUuid(db: Database, reseller: Reseller, uuid: string): Promise<Loaded | null> {
  const mine = await load(db, reseller, uuid);
  if (mine) return mine;
  const [taken] = await db.select({ id: octoBookings.id }).from(octoBookings).where(eq(octoBookings.uuid, uuid));
  if (taken) throw new OctoError('INVALID_BOOKING_UUID', { uuid });
  return null;
}

/** Extend: a live hold expires `expirationMinutes` (clamped) from now; any other booking is refused. */
export async function extend(
  deps: OctoDeps,
  reseller: Reseller,
  uuid: string,
  body: { expirationMinutes?: number | undefined },
): Promise<OctoBooking> {
  const { db, now } = deps;
  const l = await loadOrRefuse(db, reseller, uuid);
  const status = statusOf(l, now);
  if (status === 'EXPIRED') throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking has expired');
  if (status !== 'ON_HOLD') throw new OctoError('UNPROCESSABLE_ENTITY', {}, `A ${status} booking cannot be extended`);
  const until = new Date(now.getTime() + clampMinutes(body.expirationMinutes) * 60_000);
  if (!(await extendHold(db, l.purchase.id, until, now)))
    throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking has expired');
  await db.update(octoBookings).set({ updatedAt: now }).where(eq(octoBookings.id, l.octo.id));
  return answer(db, await loadOrRefuse(db, reseller, uuid), now, deps.extras);
}

/**
 * Update (PATCH /bookings/{uuid}): contact, references and notes change on a hold or a confirmed booking; the
 * product, option, availability and units only on a live hold (a confirmed booking is cancelled and booked
 * again). A changed hold is held again by the web checkout's createPurchase, whose transaction first gives
 * the old hold's tickets back and then takes the new ones by the same conditional statements and lock order
 * as a reserve: either the new tickets are held and the old ones released, or nothing changes. The new hold
 * keeps the old expiry unless `expirationMinutes` asks otherwise (docs/decisions/071).
 */
export async function update(deps: OctoDeps, reseller: Reseller, uuid: string, body: UpdateBody): Promise<OctoBooking> {
  const { db, now } = deps;
  const l = await loadOrRefuse(db, reseller, uuid);
  const status = statusOf(l, now);
  if (status === 'EXPIRED') throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking has expired');
  if (status !== 'ON_HOLD' && status !== 'CONFIRMED')
    throw new OctoError('UNPROCESSABLE_ENTITY', {}, `A ${status} booking cannot be changed`);
  const productId = body.productId ?? String(l.booking.packageId);
  const optionId = body.optionId ?? l.octo.optionId;
  const availabilityId = body.availabilityId ?? (productId === String(l.booking.packageId) ? l.octo.availabilityId : null);
  const restock =
    productId !== String(l.booking.packageId) ||
    optionId !== l.octo.optionId ||
    availabilityId !== l.octo.availabilityId ||
    (body.unitItems !== undefined && !sameUnits(body.unitItems, l.octo.unitItems));
  const changed = {
    ...(body.contact === undefined ? {} : { contact: contactOf(body.contact) }),
    ...(body.resellerReference === undefined ? {} : { resellerReference: body.resellerReference }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
    ...(body.unitItems === undefined
      ? {}
      : { unitItems: restock ? unitItemsOf(body.unitItems) : pairUnits(l.octo.unitItems, body.unitItems) }),
    updatedAt: now,
  };
  if (!restock) {
    if (body.expirationMinutes !== undefined) {
      if (status !== 'ON_HOLD') throw new OctoError('UNPROCESSABLE_ENTITY', {}, 'Only a booking on hold has an expiry');
      const until = new Date(now.getTime() + clampMinutes(body.expirationMinutes) * 60_000);
      if (!(await extendHold(db, l.purchase.id, until, now)))
        throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking has expired');
    }
    await db.update(octoBookings).set(changed).where(eq(octoBookings.id, l.octo.id));
    return answer(db, await loadOrRefuse(db, reseller, uuid), now, deps.extras);
  }
  if (status !== 'ON_HOLD')
    throw new OctoError(
      'UNPROCESSABLE_ENTITY',
      {},
      'A confirmed booking keeps its product, availability and units; cancel it and book again',
    );
  const notes = body.notes === undefined ? l.octo.notes : body.notes;
  const item = await purchaseItemOf(deps, reseller, {
    productId,
    optionId,
    availabilityId,
    unitItems: body.unitItems ?? l.octo.unitItems,
    notes,
  });
  const expires = l.purchase.holdExpiresAt!;
  const minutes =
    body.expirationMinutes === undefined ? (expires.getTime() - now.getTime()) / 60_000 : clampMinutes(body.expirationMinutes);
  try {
    await createPurchase(
      {
        db,
        now,
        holdMinutes: minutes,
        openHoldsLimit: resellerOpenHolds,
        // the old hold's tickets go back in the new hold's transaction: a refusal below rolls this back too
        beforeHold: async (tx) => {
          if (!(await releaseHold(tx, l.purchase.id, purchaseStatus.cancelled, now)))
            throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking is no longer held');
        },
        inHold: async (tx, hold) => {
          const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.purchaseId, hold.purchaseId));
          await tx
            .update(octoBookings)
            .set({ ...changed, purchaseId: hold.purchaseId, bookingId: row!.id, optionId, availabilityId })
            .where(eq(octoBookings.id, l.octo.id));
        },
      },
      { userId: reseller.userId, items: { packages: [item] }, site: 'octo', channel: `octo:${reseller.id}` },
    );
    // decision 039: both days' cached calendars change
    await publicDataChanged(deps);
  } catch (err) {
    throw octoErrorOf(err, { productId, availabilityId, uuid });
  }
  return answer(db, await loadOrRefuse(db, reseller, uuid), now, deps.extras);
}

/** The same units, counted by kind: confirm keeps the reserved units (a different set is refused). */
function sameUnits(a: readonly { unitId: string }[], b: readonly { unitId: string }[]) {
  const tally = (items: readonly { unitId: string }[]) =>
    items
      .map((u) => u.unitId)
      .sort()
      .join(',');
  return tally(a) === tally(b);
}

/**
 * Confirm: the hold becomes the portal's confirmed booking (confirmOnAccount: the same confirmation as a
 * paid one, the reseller settling on account), with the contact and unit items written in its transaction;
 * its order number is the ticket. Confirming again answers the same booking; an expired hold is refused
 * with INVALID_BOOKING_UUID and takes nothing.
 */
export async function confirm(
  deps: OctoDeps,
  reseller: Reseller,
  uuid: string,
  body: { contact: ContactInput; resellerReference?: string | undefined; unitItems?: UnitItemInput[] | undefined },
): Promise<OctoBooking> {
  const { db, now } = deps;
  const l = await loadOrRefuse(db, reseller, uuid);
  const before = statusOf(l, now);
  if (before === 'CONFIRMED' || before === 'REDEEMED') return answer(db, l, now, deps.extras);
  if (before === 'EXPIRED') throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking has expired');
  if (before !== 'ON_HOLD') throw new OctoError('UNPROCESSABLE_ENTITY', {}, `A ${before} booking cannot be confirmed`);
  if (body.unitItems) {
    countsOf(body.unitItems.map((u) => ({ id: u.unitId, quantity: 1 })));
    if (!sameUnits(body.unitItems, l.octo.unitItems))
      throw new OctoError('UNPROCESSABLE_ENTITY', {}, 'The unit items must be the ones reserved; reserve again to change them');
  }
  const items = body.unitItems ? pairUnits(l.octo.unitItems, body.unitItems) : l.octo.unitItems;
  const outcome = await confirmOnAccount(db, l.purchase.id, now, {
    kind: ticketPurchases.name,
    inConfirm: async (tx) => {
      await tx
        .update(octoBookings)
        .set({
          contact: contactOf(body.contact),
          resellerReference: body.resellerReference ?? l.octo.resellerReference,
          unitItems: items,
          confirmedAt: now,
          updatedAt: now,
        })
        .where(eq(octoBookings.id, l.octo.id));
    },
  });
  if (outcome === 'expired' || outcome === 'closed')
    throw new OctoError('INVALID_BOOKING_UUID', { uuid }, 'The booking has expired or is no longer held');
  return answer(db, await loadOrRefuse(db, reseller, uuid), now, deps.extras);
}

/** The confirm's unit items on the reserved ones: matched by uuid when given, else in order by unit; contacts and references taken. */
function pairUnits(held: readonly OctoUnitItem[], sent: readonly UnitItemInput[]): OctoUnitItem[] {
  const left = [...held];
  return sent.map((s) => {
    let index = s.uuid ? left.findIndex((h) => h.uuid === s.uuid) : -1;
    if (index < 0) index = left.findIndex((h) => h.unitId === s.unitId);
    const [h] = left.splice(index, 1);
    return {
      uuid: h!.uuid,
      unitId: h!.unitId,
      resellerReference: s.resellerReference ?? h!.resellerReference,
      contact: contactOf(s.contact) ?? h!.contact,
    };
  });
}

/**
 * Cancel: a hold is released at once (releaseHold, its tickets back once); a confirmed booking is cancelled
 * within its package's cancellation policy by the traveller's own cancellation (cancelOwnBooking), refund
 * FULL inside the free window and PARTIAL with the late fee; outside the policy UNPROCESSABLE_ENTITY.
 * Cancelling again answers the cancelled booking.
 */
export async function cancel(
  deps: OctoDeps,
  reseller: Reseller,
  uuid: string,
  body: { reason?: string | null | undefined },
): Promise<OctoBooking> {
  const { db, now } = deps;
  const l = await loadOrRefuse(db, reseller, uuid);
  const status = statusOf(l, now);
  if (status === 'CANCELLED') return answer(db, l, now, deps.extras);
  const reason = body.reason ?? null;
  if (status === 'ON_HOLD' || status === 'EXPIRED') {
    if (status === 'EXPIRED') throw new OctoError('UNPROCESSABLE_ENTITY', {}, 'The booking has expired');
    if (!(await releaseHold(db, l.purchase.id, purchaseStatus.cancelled, now)))
      throw new OctoError('UNPROCESSABLE_ENTITY', {}, 'The booking is no longer held');
    await markCancelled(db, l, { refund: 'NONE', reason, now });
  } else {
    if (status === 'REDEEMED') throw new OctoError('UNPROCESSABLE_ENTITY', {}, 'The booking has been redeemed');
    const terms = termsNow(l, now);
    if (!terms.allowed) throw new OctoError('UNPROCESSABLE_ENTITY', {}, `The booking cannot be cancelled now (${terms.reason})`);
    try {
      // no payment of the portal's took the reseller's money, so the portal's refund is nothing (docs/decisions/061)
      const shown = await bookingCancelTerms(db, reseller.userId, l.booking.orderNumber, now);
      await cancelOwnBooking(
        { db, now, provider: deps.payments, messages: deps.messages, publicUrl: deps.publicUrl },
        { userId: reseller.userId, orderNumber: l.booking.orderNumber, shownRefundFils: Math.round(shown.refund * 100) },
      );
    } catch (err) {
      throw octoErrorOf(err, { uuid });
    }
    await markCancelled(db, l, { refund: terms.feeFils === 0 ? 'FULL' : 'PARTIAL', reason, now });
  }
  await publicDataChanged(deps);
  return answer(db, await loadOrRefuse(db, reseller, uuid), now, deps.extras);
}

async function markCancelled(
  db: Database,
  l: Loaded,
  c: { refund: 'FULL' | 'PARTIAL' | 'NONE'; reason: string | null; now: Date },
) {
  await db
    .update(octoBookings)
    .set({ cancelRefund: c.refund, cancelReason: c.reason, cancelledAt: c.now, updatedAt: c.now })
    .where(eq(octoBookings.id, l.octo.id));
}

/** The reseller's own bookings, newest first, filtered as GET /bookings asks (at most 500). */
export async function listBookings(
  deps: OctoDeps,
  reseller: Reseller,
  query: {
    resellerReference?: string | undefined;
    supplierReference?: string | undefined;
    localDate?: string | undefined;
    localDateStart?: string | undefined;
    localDateEnd?: string | undefined;
    productId?: string | undefined;
    optionId?: string | undefined;
  },
): Promise<OctoBooking[]> {
  const { db, now } = deps;
  if (query.optionId !== undefined && query.optionId !== defaultOptionId) return [];
  const productId = query.productId === undefined ? null : /^[1-9]\d{0,9}$/.test(query.productId) ? Number(query.productId) : -1;
  const rows = await db
    .select({ uuid: octoBookings.uuid })
    .from(octoBookings)
    .innerJoin(bookings, eq(bookings.id, octoBookings.bookingId))
    .where(
      and(
        eq(octoBookings.resellerId, reseller.id),
        query.resellerReference === undefined ? undefined : eq(octoBookings.resellerReference, query.resellerReference),
        query.supplierReference === undefined ? undefined : eq(bookings.orderNumber, query.supplierReference),
        query.localDate === undefined ? undefined : eq(bookings.date, query.localDate),
        query.localDateStart && query.localDateEnd
          ? between(bookings.date, query.localDateStart, query.localDateEnd)
          : query.localDateStart
            ? gte(bookings.date, query.localDateStart)
            : query.localDateEnd
              ? lte(bookings.date, query.localDateEnd)
              : undefined,
        productId === null ? undefined : eq(bookings.packageId, productId),
      ),
    )
    .orderBy(desc(octoBookings.createdAt), desc(octoBookings.id))
    .limit(500);
  const found: OctoBooking[] = [];
  const memo = new Map<string, Promise<Located[]>>();
  for (const r of rows) {
    const l = await load(db, reseller, r.uuid);
    if (l) found.push(await answer(db, l, now, deps.extras, memo));
  }
  return found;
}
