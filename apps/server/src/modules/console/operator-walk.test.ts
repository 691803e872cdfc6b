import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { actions } from '@portal/contract/index';
import { consolePermissions, moderatorPermissions, operatorActionPermissions } from '@portal/contract/console-permissions';
import type { ConsolePermission } from '@portal/contract/console-permissions';
import { postcardFiles } from '@portal/contract/postcards';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  contactMessages,
  fulfilments,
  invoices,
  messages,
  purchases,
  reviews,
  sliders,
  storeOrderItems,
  storeOrders,
  teamDestinations,
  teamMembers,
  teams,
  teamStores,
} from '../../db/schema/index.ts';
import { createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import {
  addAddOns,
  createCoupon,
  createDestination,
  createRaffleCampaign,
  createSession,
  createSlide,
  createSlotPackage,
  createUser,
  createVoucher,
} from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { pngPicture, uploadConsoleImageCall, uploadedConsolePicture } from '../../test/media-factories.ts';
import { createPostcardOrder, createPostcardTemplate, photoJpeg } from '../../test/postcard-factories.ts';
import { createCollection, createProduct, createStore, createStoreTag, createStorePage } from '../../test/store-factories.ts';

// Every operator and admin action of the contract, walked with every kind of caller (decisions 049, 060):
// an admin, a member of the record's venue with the permission the action needs, one of that venue without it,
// a member with every permission on another venue, a moderator, a traveller and a visitor. Each changing call
// that succeeds writes exactly its audit rows; every other call writes none. One app and one set of venues
// serve the whole file; a call that changes a record gets a record of its own.

type Fields = Record<string, string | number>;
type Answer = Awaited<ReturnType<typeof postAction>>;

let t: ConsoleTestApp;
/** Dubai 12:00 on the suite's day (vitest.clock.ts); the raffle draw moves it past a campaign's end */
let clock = new Date('2026-11-25T08:00:00Z');
const today = '2026-11-25';
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
let counter = 0;
const n = () => ++counter;

/** A picture uploaded through the console: what every picture field of a catalogue names. */
let picture: string;

/** One venue's records: a destination with a package, bookings and a review, and a store with a paid order. */
type Venue = Awaited<ReturnType<typeof venue>>;
let here: Venue;
let there: Venue;

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

async function venue(label: string) {
  const destination = await createDestination(t.db);
  const { pkg, slot } = await createSlotPackage(t.db, destination.id, null);
  const buyer = await createUser(t.db, { email: `buyer-${label}-${hex(3).toLowerCase()}@example.com` });
  const seen = await booking(destination.id, pkg.id, buyer.id);
  const reviewed = await booking(destination.id, pkg.id, buyer.id);
  const [review] = await t.db
    .insert(reviews)
    .values({
      bookingId: reviewed.id,
      packageId: pkg.id,
      userId: buyer.id,
      stars: 4,
      body: `Lovely evening ${label}`,
      language: 'en',
    })
    .returning();
  const store = await createStore(t.db);
  const order = await paidStoreOrder(store.id, buyer.id);
  return { label, destination, pkg, slot, buyer, seen, review: review!, store, order };
}

/** Things each call of a changing action works on, made for that call. */
const fresh = {
  booking: (on: Venue) => booking(on.destination.id, on.pkg.id, on.buyer.id),
  review: async (on: Venue) => {
    const made = await booking(on.destination.id, on.pkg.id, on.buyer.id);
    const [row] = await t.db
      .insert(reviews)
      .values({ bookingId: made.id, packageId: on.pkg.id, userId: on.buyer.id, stars: 5, body: 'Worth it', language: 'en' })
      .returning();
    return row!;
  },
  storeOrder: (on: Venue) => paidStoreOrder(on.store.id, on.buyer.id),
  package: async (on: Venue) => {
    const { pkg, slot } = await createSlotPackage(t.db, on.destination.id, null);
    return { pkg, slot, ...(await addAddOns(t.db, pkg.id)) };
  },
  postcard: async () => {
    const template = await createPostcardTemplate(t);
    const buyer = await createUser(t.db);
    return createPostcardOrder(t.db, { userId: buyer.id, templateId: template.id, createdAt: clock });
  },
  invoice: async (campaignId: number) => {
    const owner = await createUser(t.db);
    const filePath = `uploads/invoices/walk-${n()}.jpg`;
    await fs.mkdir(path.join(t.dataDir, 'uploads/invoices'), { recursive: true });
    await fs.writeFile(path.join(t.dataDir, filePath), await photoJpeg(200, 200));
    const [row] = await t.db
      .insert(invoices)
      .values({
        userId: owner.id,
        campaignId,
        invoiceNumber: `INV-WALK-${n()}`,
        filePath,
        mimeType: 'image/jpeg',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      })
      .returning();
    return row!;
  },
  contactMessage: async () => {
    const [row] = await t.db
      .insert(contactMessages)
      .values({ name: 'Huda', email: `huda${n()}@example.com`, message: 'Is there parking?', language: 'en' })
      .returning();
    return row!;
  },
  failedMessage: async () => {
    const [row] = await t.db
      .insert(messages)
      .values({
        kind: 'booking_confirmation',
        idempotencyKey: `booking:walk-${n()}`,
        channel: 'email',
        recipient: `failed${n()}@example.com`,
        body: 'Your code',
        provider: 'outbox',
        status: 'failed',
        lastError: 'refused',
      })
      .returning();
    return row!;
  },
  voucherCode: async () => {
    const voucher = await createVoucher(t.db);
    const holder = await createUser(t.db);
    const res = await postAction(t.app, { action: 'getVoucherCode', id: voucher.id }, await createSession(t.db, holder.id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.code as string;
  },
  scratchCampaign: async () => {
    const res = await t.call({
      action: 'saveScratchCampaign',
      slug: `walk-scratch-${n()}`,
      name: 'Scratch',
      arabic_name: 'اخدش',
      enable: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number };
  },
  scratchPrize: async () => {
    const campaign = await fresh.scratchCampaign();
    const res = await t.call({
      action: 'saveScratchPrize',
      campaign_id: campaign.id,
      name: 'Aquarium ticket',
      arabic_name: 'تذكرة الأكواريوم',
      codes: `WALK-${n()}\nWALK-${n()}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const prize = (res.json().data.prizes as { id: number }[]).at(-1)!;
    return { campaign, prize };
  },
  operator: async () => createUser(t.db, { role: 'operator', staffRole: 'moderator' }),
  team: async () => {
    const [team] = await t.db
      .insert(teams)
      .values({ nameEn: `Spare ${n()}`, nameAe: 'فريق', permissions: [] })
      .returning();
    return team!;
  },
};

/**
 * Who calls. Members belong to teams on `here` (`withIt` holds the action's permission alone, `without` every
 * permission but it), or to a team with every permission on `there` (the outsider, who must learn nothing of
 * `here`).
 */
const callers = ['admin', 'withIt', 'without', 'outsider', 'moderator', 'traveller', 'visitor'] as const;
type Caller = (typeof callers)[number];
const tokens = {} as Record<'admin' | 'withIt' | 'outsider' | 'moderator' | 'traveller' | 'bare', string>;
/** members of `here` holding every permission but one, by the one they lack */
const lacking = {} as Record<ConsolePermission, string>;
/** members of `here` holding one permission alone: an action needs no other than the one it names */
const only = {} as Record<ConsolePermission, string>;
const userIds = new Map<string, number>();

async function member(permissions: readonly ConsolePermission[], on: Venue) {
  const [team] = await t.db
    .insert(teams)
    .values({ nameEn: `Desk ${n()}`, nameAe: 'مكتب الاستقبال', permissions: [...permissions] })
    .returning();
  await t.db.insert(teamDestinations).values({ teamId: team!.id, destinationId: on.destination.id });
  await t.db.insert(teamStores).values({ teamId: team!.id, storeId: on.store.id });
  const user = await createUser(t.db, { role: 'operator', staffRole: 'member' });
  await t.db.insert(teamMembers).values({ userId: user.id, teamId: team!.id });
  const token = await createSession(t.db, user.id);
  userIds.set(token, user.id);
  return token;
}

function tokenOf(caller: Caller, name: string): string | undefined {
  const needed = operatorActionPermissions[name];
  switch (caller) {
    case 'visitor':
      return undefined;
    case 'without':
      return needed && needed !== 'any' && needed !== 'staff' ? lacking[needed] : tokens.bare;
    case 'withIt':
      return needed && needed !== 'any' && needed !== 'staff' ? only[needed] : tokens.withIt;
    default:
      return tokens[caller];
  }
}

/** Permissions that are not about a venue: a member holding one works the whole portal's queue of it. */
const portalWide = new Set<string>(['print_postcards']);

/** A check of what a member of another venue got from a list, a search or a count: nothing of `here`. */
type Outside = (res: Answer) => void;
const hides =
  (text: () => string): Outside =>
  (res) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(text());
  };

type Entry = {
  /** a valid call on `on`'s records; made anew for each caller that gets past the dispatcher */
  call: (on: Venue) => Fields | Promise<Fields>;
  /** the audit rows a successful call writes: their entity, and how many (one unless told); absent for reads */
  audit?: {
    entity: string;
    /** the audit row's action when it names what happened rather than the call (a cancellation, a refund) */
    action?: string;
    count?: number;
    target?: (fields: Fields) => string | number | Promise<string | number>;
  };
  /** for a venue action's lists: what the outsider gets instead of not found */
  outside?: Outside;
};

const id =
  (key = 'id') =>
  (fields: Fields) =>
    fields[key]!;
const range = (packageId: number) => ({ package_id: packageId, from: today, to: '2026-11-27' });

/** Every operator and admin action, with a valid call. A new action without an entry fails the walk. */
const walk: Record<string, Entry> = {
  // the console's own
  operatorProfile: { call: () => ({ action: 'operatorProfile' }) },
  getConsoleToday: { call: () => ({ action: 'getConsoleToday' }), outside: hides(() => here.pkg.packageName) },
  consoleSearch: {
    call: (on) => ({ action: 'consoleSearch', q: on.seen.orderNumber }),
    outside: hides(() => here.seen.orderNumber),
  },
  // bookings and check-in
  consoleBookings: { call: () => ({ action: 'consoleBookings' }), outside: hides(() => here.seen.orderNumber) },
  consoleBooking: { call: (on) => ({ action: 'consoleBooking', order_number: on.seen.orderNumber }) },
  resendConfirmation: {
    call: async (on) => ({ action: 'resendConfirmation', order_number: (await fresh.booking(on)).orderNumber }),
    audit: { entity: 'booking', target: id('order_number') },
  },
  consoleAttendees: { call: (on) => ({ action: 'consoleAttendees', package_id: on.pkg.id, date: today }) },
  consoleAttendeesCsv: { call: (on) => ({ action: 'consoleAttendeesCsv', package_id: on.pkg.id, date: today }) },
  bookingPackageChoices: { call: () => ({ action: 'bookingPackageChoices' }), outside: hides(() => here.pkg.packageName) },
  operatorCancelBooking: {
    call: async (on) => ({
      action: 'operatorCancelBooking',
      order_number: (await fresh.booking(on)).orderNumber,
      refund: 0,
      reason: 'Closed',
    }),
    audit: { entity: 'booking', action: 'cancel', target: id('order_number') },
  },
  checkInLookup: { call: (on) => ({ action: 'checkInLookup', code: on.seen.orderNumber }) },
  checkIn: {
    call: async (on) => ({ action: 'checkIn', order_number: (await fresh.booking(on)).orderNumber }),
    audit: { entity: 'booking', target: async ({ order_number }) => (await bookingNumbered(String(order_number))).id },
  },
  // reviews
  consoleReviews: { call: () => ({ action: 'consoleReviews' }), outside: hides(() => here.review.body) },
  hideReview: {
    call: async (on) => ({ action: 'hideReview', id: (await fresh.review(on)).id, reason: 'Rude' }),
    audit: { entity: 'review', target: id() },
  },
  showReview: {
    call: async (on) => {
      const review = await fresh.review(on);
      expect((await t.call({ action: 'hideReview', id: review.id, reason: 'Rude' })).statusCode).toBe(200);
      return { action: 'showReview', id: review.id };
    },
    audit: { entity: 'review', target: id() },
  },
  // store orders and postcards
  backofficeStoreOrders: { call: () => ({ action: 'backofficeStoreOrders' }), outside: hides(() => here.order.orderNumber) },
  updateStoreOrderFulfilment: {
    call: async (on) => ({
      action: 'updateStoreOrderFulfilment',
      order_number: (await fresh.storeOrder(on)).orderNumber,
      step: 'processing',
    }),
    audit: { entity: 'store_order', target: id('order_number') },
  },
  backofficePostcardOrders: { call: () => ({ action: 'backofficePostcardOrders' }) },
  updatePostcardOrder: {
    call: async () => ({ action: 'updatePostcardOrder', order_number: (await fresh.postcard()).orderNumber, step: 'printed' }),
    audit: { entity: 'postcard_order', target: id('order_number') },
  },
  // the portal-wide queues
  backofficeInvoices: { call: () => ({ action: 'backofficeInvoices' }) },
  backofficeInvoiceImage: {
    call: async () => ({
      action: 'backofficeInvoiceImage',
      invoice_id: (await fresh.invoice((await createRaffleCampaign(t.db)).id)).id,
    }),
  },
  reviewInvoice: {
    call: async () => ({
      action: 'reviewInvoice',
      invoice_id: (await fresh.invoice((await createRaffleCampaign(t.db, { endsOn: '2026-12-31', drawOn: '2027-01-05' })).id)).id,
      decision: 'reject',
      notes: 'Not from a Sharjah shop',
    }),
    audit: { entity: 'invoice', target: id('invoice_id') },
  },
  backofficeCampaigns: { call: () => ({ action: 'backofficeCampaigns' }) },
  commitRaffle: {
    call: async () => ({
      action: 'commitRaffle',
      campaign_id: (await createRaffleCampaign(t.db, { endsOn: '2026-12-31', drawOn: '2027-01-05' })).id,
    }),
    audit: { entity: 'raffle_campaign', target: id('campaign_id') },
  },
  drawRaffle: {
    call: async () => {
      const campaign = await createRaffleCampaign(t.db, { endsOn: '2026-11-24', drawOn: '2026-11-26' });
      const previous = clock;
      clock = new Date('2026-11-20T08:00:00Z');
      try {
        expect((await t.call({ action: 'commitRaffle', campaign_id: campaign.id })).statusCode).toBe(200);
      } finally {
        clock = previous;
      }
      return { action: 'drawRaffle', campaign_id: campaign.id };
    },
    audit: { entity: 'raffle_campaign', target: id('campaign_id') },
  },
  lookupVoucherCode: { call: async () => ({ action: 'lookupVoucherCode', code: await fresh.voucherCode() }) },
  redeemVoucherCode: {
    call: async () => ({ action: 'redeemVoucherCode', code: await fresh.voucherCode() }),
    audit: { entity: 'voucher_code', target: id('code') },
  },
  paymentIssues: { call: () => ({ action: 'paymentIssues' }) },
  consoleContactMessages: { call: () => ({ action: 'consoleContactMessages' }) },
  markContactMessage: {
    call: async () => ({ action: 'markContactMessage', id: (await fresh.contactMessage()).id, handled: 1 }),
    audit: { entity: 'contact_message', target: id() },
  },
  consoleFailedMessages: { call: () => ({ action: 'consoleFailedMessages' }) },
  resendMessage: {
    call: async () => ({ action: 'resendMessage', id: (await fresh.failedMessage()).id }),
    audit: { entity: 'message', target: id() },
  },
  // packages, extras and availability (decision 060)
  consolePackages: { call: () => ({ action: 'consolePackages' }), outside: hides(() => here.pkg.packageName) },
  consolePackageChoices: { call: () => ({ action: 'consolePackageChoices' }), outside: hides(() => here.destination.name) },
  consolePackage: { call: (on) => ({ action: 'consolePackage', id: on.pkg.id }) },
  savePackage: {
    call: async (on) => {
      const { pkg } = await fresh.package(on);
      return {
        action: 'savePackage',
        id: pkg.id,
        destination_id: pkg.destinationId,
        package_name: pkg.packageName,
        arabic_name: pkg.arabicName,
        url_slug: pkg.urlSlug,
        enable: 0,
      };
    },
    audit: { entity: 'package', target: id() },
  },
  deletePackage: {
    call: async (on) => ({ action: 'deletePackage', id: (await fresh.package(on)).pkg.id }),
    audit: { entity: 'package', target: id() },
  },
  consolePackageExtras: { call: (on) => ({ action: 'consolePackageExtras', package_id: on.pkg.id }) },
  saveSubPackage: {
    call: async (on) => {
      const { pkg, sub } = await fresh.package(on);
      return {
        action: 'saveSubPackage',
        id: sub.id,
        package_id: pkg.id,
        package_name: 'Stargazing add-on',
        arabic_name: 'إضافة مراقبة النجوم',
        adult_price: '80',
        child_price: '40',
        adult_person: 1,
        child_person: 1,
        enable: 1,
      };
    },
    audit: { entity: 'sub_package', target: id() },
  },
  deleteSubPackage: {
    call: async (on) => ({ action: 'deleteSubPackage', id: (await fresh.package(on)).sub.id }),
    audit: { entity: 'sub_package', target: id() },
  },
  saveMeal: {
    call: async (on) => ({
      action: 'saveMeal',
      package_id: (await fresh.package(on)).pkg.id,
      meal_name: 'Karak tea',
      arabic_name: 'شاي كرك',
      price: '12',
      enable: 1,
    }),
    audit: { entity: 'meal' },
  },
  deleteMeal: {
    call: async (on) => ({ action: 'deleteMeal', id: (await fresh.package(on)).meal.id }),
    audit: { entity: 'meal', target: id() },
  },
  saveTransport: {
    call: async (on) => ({
      action: 'saveTransport',
      package_id: (await fresh.package(on)).pkg.id,
      name: 'Airport pickup',
      arabic_name: 'التوصيل من المطار',
      one_way: '60',
      two_way: '100',
      enable: 1,
    }),
    audit: { entity: 'transport' },
  },
  deleteTransport: {
    call: async (on) => ({ action: 'deleteTransport', id: (await fresh.package(on)).transport.id }),
    audit: { entity: 'transport', target: id() },
  },
  savePackageOptionList: {
    call: async (on) => ({ action: 'savePackageOptionList', package_id: (await fresh.package(on)).pkg.id, enable: 0 }),
    audit: { entity: 'package_option_list' },
  },
  consolePackageAvailability: { call: (on) => ({ action: 'consolePackageAvailability', id: on.pkg.id, month: '2026-11' }) },
  saveTimeSlot: {
    call: async (on) => ({
      action: 'saveTimeSlot',
      package_id: (await fresh.package(on)).pkg.id,
      time_slot: '7:00 PM - 9:00 PM',
      adult_tickets: '20',
      child_tickets: '',
      enable: 1,
    }),
    audit: { entity: 'time_slot' },
  },
  moveTimeSlot: {
    call: async (on) => {
      const { pkg, slot } = await fresh.package(on);
      const second = {
        action: 'saveTimeSlot',
        package_id: pkg.id,
        time_slot: '9:00 PM - 11:00 PM',
        adult_tickets: '5',
        child_tickets: '',
        enable: 1,
      };
      expect((await t.call(second)).statusCode).toBe(200);
      return { action: 'moveTimeSlot', id: slot.id, direction: 'down' };
    },
    audit: { entity: 'time_slot', target: id() },
  },
  deleteTimeSlot: {
    call: async (on) => ({ action: 'deleteTimeSlot', id: (await fresh.package(on)).slot.id }),
    audit: { entity: 'time_slot', target: id() },
  },
  saveDateTickets: {
    call: async (on) => ({
      action: 'saveDateTickets',
      ...range((await fresh.package(on)).pkg.id),
      adult_tickets: '40',
      child_tickets: '',
    }),
    audit: { entity: 'date_tickets' },
  },
  setDatesClosed: {
    call: async (on) => ({ action: 'setDatesClosed', ...range((await fresh.package(on)).pkg.id), closed: 1 }),
    audit: { entity: 'closed_dates' },
  },
  saveDatePrices: {
    call: async (on) => ({
      action: 'saveDatePrices',
      ...range((await fresh.package(on)).pkg.id),
      adult_price: '95',
      child_price: '',
      peak_price: 0,
    }),
    audit: { entity: 'date_prices' },
  },
  removeDatePrices: {
    call: async (on) => {
      const { pkg } = await fresh.package(on);
      const priced = await t.call({
        action: 'saveDatePrices',
        ...range(pkg.id),
        adult_price: '95',
        child_price: '',
        peak_price: 0,
      });
      expect(priced.statusCode, priced.body).toBe(200);
      return { action: 'removeDatePrices', ...range(pkg.id) };
    },
    audit: { entity: 'date_prices' },
  },

  // admin only: operators, teams, the audit log, the media library
  listOperators: { call: () => ({ action: 'listOperators' }) },
  inviteOperator: {
    call: () => ({
      action: 'inviteOperator',
      email: `invited${n()}@example.com`,
      staff_role: 'moderator',
      first_name: 'Noor',
      last_name: 'Desk',
    }),
    audit: { entity: 'operator' },
  },
  updateOperatorRole: {
    call: async () => ({ action: 'updateOperatorRole', user_id: (await fresh.operator()).id, staff_role: 'admin' }),
    audit: { entity: 'operator', target: id('user_id') },
  },
  removeOperator: {
    call: async () => ({ action: 'removeOperator', user_id: (await fresh.operator()).id }),
    audit: { entity: 'operator', target: id('user_id') },
  },
  auditLog: { call: () => ({ action: 'auditLog' }) },
  uploadConsoleImage: { call: () => ({ action: 'uploadConsoleImage' }), audit: { entity: 'image' } },
  consoleImages: { call: () => ({ action: 'consoleImages' }) },
  consoleTeams: { call: () => ({ action: 'consoleTeams' }) },
  saveTeam: {
    call: () => ({
      action: 'saveTeam',
      name_en: 'Gate staff',
      name_ae: 'موظفو البوابة',
      permissions: JSON.stringify(['check_in']),
      destination_ids: JSON.stringify([here.destination.id]),
      store_ids: JSON.stringify([]),
    }),
    audit: { entity: 'team' },
  },
  deleteTeam: {
    call: async () => ({ action: 'deleteTeam', id: (await fresh.team()).id }),
    audit: { entity: 'team', target: id() },
  },
  // postcards' catalogue
  consolePostcardTemplates: { call: () => ({ action: 'consolePostcardTemplates' }) },
  savePostcardTemplate: {
    call: () => ({
      action: 'savePostcardTemplate',
      name: 'Corniche',
      arabic_name: 'الكورنيش',
      image: picture,
      price: 15,
      customisable: 1,
      enable: 1,
    }),
    audit: { entity: 'postcard_template' },
  },
  deletePostcardTemplate: {
    call: async () => ({ action: 'deletePostcardTemplate', id: (await createPostcardTemplate(t)).id }),
    audit: { entity: 'postcard_template', target: id() },
  },
  // destinations and tags
  consoleDestinations: { call: () => ({ action: 'consoleDestinations' }) },
  consoleDestination: { call: (on) => ({ action: 'consoleDestination', id: on.destination.id }) },
  saveDestination: {
    call: () => ({
      action: 'saveDestination',
      name: `Khor Fakkan Beach ${n()}`,
      arabic_name: 'شاطئ خورفكان',
      hide: 0,
      enable: 1,
    }),
    audit: { entity: 'destination' },
  },
  deleteDestination: {
    call: async () => ({ action: 'deleteDestination', id: (await createDestination(t.db)).id }),
    audit: { entity: 'destination', target: id() },
  },
  consoleTags: { call: () => ({ action: 'consoleTags' }) },
  saveTag: { call: () => ({ action: 'saveTag', name: `Evenings ${n()}`, arabic_name: 'أمسيات' }), audit: { entity: 'tag' } },
  deleteTag: {
    call: async () => {
      const made = await t.call({ action: 'saveTag', name: `Spare tag ${n()}`, arabic_name: 'وسم' });
      expect(made.statusCode, made.body).toBe(200);
      return { action: 'deleteTag', id: made.json().data.id };
    },
    audit: { entity: 'tag', target: id() },
  },
  // home and content
  consoleSliders: { call: () => ({ action: 'consoleSliders' }) },
  saveSlider: {
    call: () => ({
      action: 'saveSlider',
      title: 'Lanterns',
      arabic_title: 'فوانيس',
      image: picture,
      mobile_image: picture,
      link: '/d/al-qasba',
      enable: 1,
    }),
    audit: { entity: 'slider' },
  },
  moveSlider: {
    call: async () => {
      // two slides alone: every slide whose place changes is audited
      await t.db.delete(sliders);
      await createSlide(t.db, { position: 1 });
      return { action: 'moveSlider', id: (await createSlide(t.db, { position: 2 })).id, direction: 'up' };
    },
    // the two slides trade places
    audit: { entity: 'slider', count: 2 },
  },
  deleteSlider: {
    call: async () => ({ action: 'deleteSlider', id: (await createSlide(t.db)).id }),
    audit: { entity: 'slider', target: id() },
  },
  consoleHomeSettings: { call: () => ({ action: 'consoleHomeSettings' }) },
  saveHomeSettings: {
    call: () => ({
      action: 'saveHomeSettings',
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].flatMap((i) => [
          [`image${i}`, picture],
          [`image${i}_link`, `/p/gallery-${i}`],
        ]),
      ),
      spend_win_image: picture,
      ...Object.fromEntries(
        [1, 2, 3].flatMap((i) => [
          [`tag${i}`, ''],
          [`tag${i}_heading`, ''],
          [`tag${i}_arabic_heading`, ''],
          [`tag${i}_description`, ''],
          [`tag${i}_arabic_description`, ''],
        ]),
      ),
      display_vouchers: 1,
      display_about_us: 0,
      display_top_experience: 1,
    }),
    audit: { entity: 'home_settings' },
  },
  consoleSitePages: { call: () => ({ action: 'consoleSitePages' }) },
  saveSitePage: {
    call: () => ({ action: 'saveSitePage', page: 'about', text: 'About us', arabic_text: 'من نحن' }),
    audit: { entity: 'site_page' },
  },
  consolePromotions: { call: () => ({ action: 'consolePromotions' }) },
  savePromotion: {
    call: () => ({
      action: 'savePromotion',
      slot: 'home',
      code: 'FREE',
      text: 'Free',
      arabic_text: 'مجاناً',
      description: '',
      arabic_description: '',
      show: 1,
    }),
    audit: { entity: 'promotion' },
  },
  saveSeeSharjahDestinations: {
    call: () => ({ action: 'saveSeeSharjahDestinations', destination_ids: JSON.stringify([here.destination.id]) }),
    audit: { entity: 'promotion', target: () => 'see_sharjah_destinations' },
  },
  consoleSupportContact: { call: () => ({ action: 'consoleSupportContact' }) },
  saveSupportContact: {
    call: () => ({
      action: 'saveSupportContact',
      phone: '+97165550000',
      whatsapp: '+971501234567',
      email: 'help@example.com',
      hours: 'Every day, 9 to 9',
      arabic_hours: 'كل يوم من 9 إلى 9',
    }),
    audit: { entity: 'support_contact' },
  },
  // coupons
  consoleCoupons: { call: () => ({ action: 'consoleCoupons' }) },
  consoleCoupon: { call: async () => ({ action: 'consoleCoupon', id: (await createCoupon(t.db, { code: `SEE${n()}` })).id }) },
  saveCoupon: {
    call: () => ({ action: 'saveCoupon', code: `WALK${n()}`, type: 'percentage', off: 10, enable: 1 }),
    audit: { entity: 'coupon' },
  },
  deleteCoupon: {
    call: async () => ({ action: 'deleteCoupon', id: (await createCoupon(t.db, { code: `GONE${n()}` })).id }),
    audit: { entity: 'coupon', target: id() },
  },
  couponPackageChoices: { call: () => ({ action: 'couponPackageChoices' }) },
  couponUsage: { call: async () => ({ action: 'couponUsage', id: (await createCoupon(t.db, { code: `USE${n()}` })).id }) },
  couponUsageCsv: { call: async () => ({ action: 'couponUsageCsv', id: (await createCoupon(t.db, { code: `CSV${n()}` })).id }) },
  // voucher offers
  consoleVoucherOffers: { call: () => ({ action: 'consoleVoucherOffers' }) },
  consoleVoucherOffer: { call: async () => ({ action: 'consoleVoucherOffer', id: (await createVoucher(t.db)).id }) },
  saveVoucherOffer: {
    call: () => ({
      action: 'saveVoucherOffer',
      name: 'Coffee at the Souk',
      arabic_name: 'قهوة في السوق',
      vendor_name: 'Souk Café',
      vendor_arabic_name: 'مقهى السوق',
      amount: '30',
      expiry_date: '2099-06-30',
      img: picture,
      url_slug: `walk-offer-${n()}`,
      bg_color: '#AA5500',
      enable: 1,
      top_offer: 0,
    }),
    audit: { entity: 'voucher' },
  },
  deleteVoucherOffer: {
    call: async () => ({ action: 'deleteVoucherOffer', id: (await createVoucher(t.db)).id }),
    audit: { entity: 'voucher', target: id() },
  },
  offerDestinationChoices: { call: () => ({ action: 'offerDestinationChoices' }) },
  voucherOfferCodes: { call: async () => ({ action: 'voucherOfferCodes', voucher_id: (await createVoucher(t.db)).id }) },
  // raffle campaigns
  consoleRaffleCampaigns: { call: () => ({ action: 'consoleRaffleCampaigns' }) },
  consoleRaffleCampaign: { call: async () => ({ action: 'consoleRaffleCampaign', id: (await createRaffleCampaign(t.db)).id }) },
  saveRaffleCampaign: {
    call: () => ({
      action: 'saveRaffleCampaign',
      slug: `walk-raffle-${n()}`,
      name: 'Winter Spend & Win',
      arabic_name: 'اربح في الشتاء',
      starts_on: '2026-12-01',
      ends_on: '2027-01-31',
      draw_on: '2027-02-05',
      entry_amount: '100',
      prizes: JSON.stringify([20_000]),
      respond_days: 14,
      one_prize_per_participant: 1,
      about: '<p>Spend AED 100</p>',
      arabic_about: '<p>أنفق 100 درهم</p>',
      terms: '<p>One prize each</p>',
      arabic_terms: '<p>جائزة واحدة لكل مشارك</p>',
      faq: JSON.stringify([]),
      enable: 1,
    }),
    audit: { entity: 'raffle_campaign' },
  },
  deleteRaffleCampaign: {
    call: async () => ({ action: 'deleteRaffleCampaign', id: (await createRaffleCampaign(t.db)).id }),
    audit: { entity: 'raffle_campaign', target: id() },
  },
  // scratch and win
  consoleScratchCampaigns: { call: () => ({ action: 'consoleScratchCampaigns' }) },
  consoleScratchCampaign: { call: async () => ({ action: 'consoleScratchCampaign', id: (await fresh.scratchCampaign()).id }) },
  saveScratchCampaign: {
    call: () => ({ action: 'saveScratchCampaign', slug: `walk-scratch-${n()}`, name: 'Scratch', arabic_name: 'اخدش', enable: 1 }),
    audit: { entity: 'scratch_campaign' },
  },
  deleteScratchCampaign: {
    call: async () => ({ action: 'deleteScratchCampaign', id: (await fresh.scratchCampaign()).id }),
    audit: { entity: 'scratch_campaign', target: id() },
  },
  saveScratchPrize: {
    call: async () => ({
      action: 'saveScratchPrize',
      campaign_id: (await fresh.scratchCampaign()).id,
      name: 'Aquarium ticket',
      arabic_name: 'تذكرة الأكواريوم',
      codes: `PRIZE-${n()}`,
    }),
    audit: { entity: 'scratch_prize' },
  },
  addScratchStock: {
    call: async () => ({ action: 'addScratchStock', id: (await fresh.scratchPrize()).prize.id, generate: 2 }),
    audit: { entity: 'scratch_prize' },
  },
  withdrawScratchStock: {
    call: async () => ({ action: 'withdrawScratchStock', id: (await fresh.scratchPrize()).prize.id, count: 1 }),
    audit: { entity: 'scratch_prize' },
  },
  scratchPlaysReport: { call: async () => ({ action: 'scratchPlaysReport', id: (await fresh.scratchCampaign()).id }) },
  scratchPlaysCsv: { call: async () => ({ action: 'scratchPlaysCsv', id: (await fresh.scratchCampaign()).id }) },
  // the store
  consoleStores: { call: () => ({ action: 'consoleStores' }) },
  saveStoreDesign: {
    call: async () => ({
      action: 'saveStoreDesign',
      id: (await createStore(t.db)).id,
      store_name: 'Sharjah Makers',
      arabic_store_name: 'صنّاع الشارقة',
      about: 'Made by hand.',
      arabic_about: 'صُنع يدوياً.',
      video: '',
      links: '[]',
      highlights: '[]',
      slider_images: '[]',
      destination_id: '',
    }),
    audit: { entity: 'store', target: id() },
  },
  saveStorePage: {
    call: () => ({
      action: 'saveStorePage',
      store_id: here.store.id,
      slug: `walk-${n()}`,
      title: 'About',
      arabic_title: 'من نحن',
      body: '<p>Hi</p>',
      arabic_body: '<p>مرحبا</p>',
    }),
    audit: { entity: 'store_page' },
  },
  deleteStorePage: {
    call: async () => ({
      action: 'deleteStorePage',
      id: (await createStorePage(t.db, here.store.id, { slug: `gone-${n()}`, body: '<p>Gone</p>' })).id,
    }),
    audit: { entity: 'store_page', target: id() },
  },
  consoleProducts: { call: () => ({ action: 'consoleProducts' }) },
  consoleProduct: {
    call: async () => ({ action: 'consoleProduct', id: (await createProduct(t.db, { storeId: here.store.id })).id }),
  },
  saveProduct: {
    call: () => ({
      action: 'saveProduct',
      store_id: here.store.id,
      slug: `walk-product-${n()}`,
      product_title: 'Sadu Cushion',
      arabic_title: 'وسادة السدو',
      product_description: 'Woven by hand.',
      arabic_description: 'منسوجة يدوياً.',
      price: '120.50',
      images: '[]',
      vendor_destination_id: '',
      enable: 1,
      collection_ids: '[]',
      tag_ids: '[]',
      variation_attributes: '[]',
      variants: '[]',
    }),
    audit: { entity: 'product' },
  },
  deleteProduct: {
    call: async () => ({ action: 'deleteProduct', id: (await createProduct(t.db, { storeId: here.store.id })).id }),
    audit: { entity: 'product', target: id() },
  },
  adjustStock: {
    call: async () => ({
      action: 'adjustStock',
      product_id: (await createProduct(t.db, { storeId: here.store.id })).id,
      change: 5,
      reason: 'received',
    }),
    audit: { entity: 'product', target: id('product_id') },
  },
  stockMovements: {
    call: async () => ({ action: 'stockMovements', product_id: (await createProduct(t.db, { storeId: here.store.id })).id }),
  },
  consoleCollections: { call: () => ({ action: 'consoleCollections' }) },
  saveCollection: {
    call: () => ({
      action: 'saveCollection',
      store_id: here.store.id,
      slug: `weavers-${n()}`,
      collection_name: 'Palm Weavers',
      arabic_collection_name: 'ناسجو الخوص',
      logo: '',
      is_profile: 0,
      description: 'Weavers.',
      arabic_description: 'ناسجون.',
    }),
    audit: { entity: 'collection' },
  },
  deleteCollection: {
    call: async () => ({ action: 'deleteCollection', id: (await createCollection(t.db, here.store.id)).id }),
    audit: { entity: 'collection', target: id() },
  },
  consoleStoreTags: { call: () => ({ action: 'consoleStoreTags' }) },
  saveStoreTag: {
    call: () => ({
      action: 'saveStoreTag',
      store_id: here.store.id,
      slug: `handmade-${n()}`,
      value: 'Handmade',
      arabic_value: 'صنع يدوي',
    }),
    audit: { entity: 'store_tag' },
  },
  deleteStoreTag: {
    call: async () => ({ action: 'deleteStoreTag', id: (await createStoreTag(t.db, here.store.id)).id }),
    audit: { entity: 'store_tag', target: id() },
  },
  // customers
  consoleCustomers: { call: () => ({ action: 'consoleCustomers' }) },
  consoleCustomer: { call: (on) => ({ action: 'consoleCustomer', id: on.buyer.id }) },
  endCustomerSessions: {
    call: async () => ({ action: 'endCustomerSessions', id: (await createUser(t.db)).id }),
    audit: { entity: 'customer', target: id() },
  },
  exportCustomerData: {
    call: async () => ({ action: 'exportCustomerData', id: (await createUser(t.db)).id }),
    audit: { entity: 'customer', target: id() },
  },
  eraseCustomer: {
    call: async () => {
      const customer = await createUser(t.db);
      return { action: 'eraseCustomer', id: customer.id, confirm: customer.email! };
    },
    audit: { entity: 'customer', target: id() },
  },
  // reports
  reportSales: { call: () => ({ action: 'reportSales', from: '2026-11-01', to: today }) },
  reportCapacity: { call: () => ({ action: 'reportCapacity', from: '2026-11-01', to: today }) },
  reportPromotions: { call: () => ({ action: 'reportPromotions', from: '2026-11-01', to: today }) },
  reportConversion: { call: () => ({ action: 'reportConversion', from: '2026-11-01', to: today }) },
  // resellers (decision 061)
  consoleResellers: { call: () => ({ action: 'consoleResellers' }) },
  consoleReseller: {
    call: async () => {
      const made = await t.call({ action: 'saveReseller', name: `Desk ${n()}`, commission_percent: 10 });
      expect(made.statusCode, made.body).toBe(200);
      return { action: 'consoleReseller', id: made.json().data.id };
    },
  },
  // gift cards (decision 068): admin only
  findGiftCards: { call: () => ({ action: 'findGiftCards', q: '' }) },
  consoleGiftCard: { call: async () => ({ action: 'consoleGiftCard', id: await issuedGiftCard() }) },
  giftCardLiability: { call: () => ({ action: 'giftCardLiability' }) },
  issueGiftCard: {
    call: () => ({ action: 'issueGiftCard', amount: 150, recipient_email: `gift${n()}@example.com`, send_on: today }),
    audit: { entity: 'gift_card' },
  },
  blockGiftCard: {
    call: async () => ({ action: 'blockGiftCard', id: await issuedGiftCard(), blocked: 1 }),
    audit: { entity: 'gift_card', target: id() },
  },
  adjustGiftCard: {
    call: async () => ({ action: 'adjustGiftCard', id: await issuedGiftCard(), amount: -25, note: 'Goodwill corrected' }),
    audit: { entity: 'gift_card', target: id() },
  },
  saveGiftCardSettings: {
    call: () => ({
      action: 'saveGiftCardSettings',
      amount_choices: JSON.stringify([100, 250, 500]),
      min_amount: 50,
      max_amount: 5000,
      validity_months: 12,
    }),
    audit: { entity: 'gift_card_settings' },
  },
  saveReseller: {
    call: () => ({
      action: 'saveReseller',
      name: `Desert Desk ${n()}`,
      contact_email: 'ops@desk.example',
      commission_percent: 12,
    }),
    audit: { entity: 'reseller' },
  },
  rotateResellerKey: {
    call: async () => {
      const made = await t.call({ action: 'saveReseller', name: `Rotating ${n()}`, commission_percent: 10 });
      return { action: 'rotateResellerKey', id: made.json().data.id };
    },
    audit: { entity: 'reseller', target: id() },
  },
  revokeReseller: {
    call: async () => {
      const made = await t.call({ action: 'saveReseller', name: `Revoked ${n()}`, commission_percent: 10 });
      return { action: 'revokeReseller', id: made.json().data.id };
    },
    audit: { entity: 'reseller', target: id() },
  },
};

/** A card issued by the admin, for the calls that change one. */
async function issuedGiftCard(): Promise<number> {
  const made = await t.call({ action: 'issueGiftCard', amount: 100, recipient_email: `held${n()}@example.com`, send_on: today });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.id;
}

const staffActions = actions.filter((a) => a.auth === 'operator' || a.auth === 'admin');

/** The status each caller must get from `name` (its contract auth `auth`). */
function expectedStatus(name: string, auth: string, caller: Caller): number {
  if (caller === 'visitor') return 401;
  if (caller === 'traveller') return 403;
  if (caller === 'admin') return 200;
  if (auth === 'admin') return 403;
  const needed = operatorActionPermissions[name];
  if (caller === 'moderator') return needed === 'edit_packages' ? 403 : 200;
  if (needed === 'any') return 200;
  if (needed === undefined || needed === 'staff') return 403;
  if (caller === 'without') return 403;
  if (caller === 'withIt' || portalWide.has(needed)) return 200;
  // the outsider holds the permission on another venue: here's record is not found, its lists leave it out
  return walk[name]?.outside ? 200 : 404;
}

const bookingNumbered = async (orderNumber: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.orderNumber, orderNumber)))[0]!;

/** The audit rows written since the row `mark`. */
const auditSince = (mark: number) => t.db.select().from(auditLog).where(gt(auditLog.id, mark));
const lastAuditId = async () => (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;

/** uploadConsoleImage is a multipart call: the walk sends its picture with it. */
async function send(fields: Fields, token: string | undefined): Promise<Answer> {
  if (fields.action !== 'uploadConsoleImage') return postAction(t.app, fields, token);
  return uploadConsoleImageCall(t.app, token, { filename: 'walk.png', data: await pngPicture(), contentType: 'image/png' });
}

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => clock });
  picture = await uploadedConsolePicture(t.app, t.tokens.admin, {
    filename: 'walk.png',
    data: await pngPicture(),
    contentType: 'image/png',
  });
  here = await venue('here');
  there = await venue('there');
  tokens.admin = t.tokens.admin;
  tokens.moderator = t.tokens.moderator;
  tokens.traveller = t.tokens.user;
  userIds.set(t.tokens.admin, t.adminId);
  tokens.withIt = await member(consolePermissions, here);
  tokens.bare = await member([], here);
  tokens.outsider = await member(consolePermissions, there);
  for (const permission of consolePermissions) {
    lacking[permission] = await member(
      consolePermissions.filter((p) => p !== permission),
      here,
    );
    only[permission] = await member([permission], here);
  }
  const moderator = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.staffRole, 'moderator') });
  userIds.set(t.tokens.moderator, moderator!.id);
});
afterAll(() => t.close());

describe('the walk covers the contract', () => {
  it('has a valid call for every operator and admin action, and none for an action that is not one', () => {
    const names: string[] = staffActions.map((a) => a.name);
    expect(
      names.filter((name) => !(name in walk)),
      'a new operator or admin action: add its call to the walk',
    ).toEqual([]);
    expect(Object.keys(walk).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('expects an audit row from exactly the actions whose contract summary says "Audited"', () => {
    const audited = staffActions.filter((a) => /\bAudited\b/.test(a.summary)).map((a) => a.name);
    expect(
      Object.keys(walk)
        .filter((name) => walk[name]!.audit)
        .toSorted(),
    ).toEqual(audited.toSorted());
  });

  it('checks each list of a venue action for what a member of another venue sees', () => {
    const lists = [
      'consoleBookings',
      'bookingPackageChoices',
      'consoleReviews',
      'backofficeStoreOrders',
      'consolePackages',
      'consolePackageChoices',
    ];
    expect(lists.filter((name) => !walk[name]!.outside)).toEqual([]);
    // the moderator's permissions are the contract's, less edit_packages
    expect(moderatorPermissions).toEqual(consolePermissions.filter((p) => p !== 'edit_packages'));
  });
});

describe('every operator and admin action, with every kind of caller: the status each gets, and the audit rows', () => {
  for (const definition of staffActions) {
    it(definition.name, async () => {
      const entry = walk[definition.name];
      if (!entry) throw new Error(`${definition.name} has no call in the walk`);
      const want = Object.fromEntries(callers.map((c) => [c, expectedStatus(definition.name, definition.auth, c)])) as Record<
        Caller,
        number
      >;
      const got = {} as Record<Caller, number>;
      const problems: string[] = [];
      const record = (caller: Caller, res: Answer) => {
        got[caller] = res.statusCode;
        if (res.statusCode !== want[caller]) problems.push(`${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      };

      // the callers turned away before the service runs share one call, sent together; none writes a row
      const refused = callers.filter((c) => want[c] !== 200 && want[c] !== 404);
      const refusedCall = await entry.call(here);
      let mark = await lastAuditId();
      const answers = await Promise.all(refused.map((caller) => send(refusedCall, tokenOf(caller, definition.name))));
      answers.forEach((res, i) => record(refused[i]!, res));
      const stray = await auditSince(mark);
      if (stray.length > 0) problems.push(`refused callers wrote ${stray.length} audit rows`);

      // each caller who reaches the service gets a record of its own, and exactly the action's audit rows
      for (const caller of callers.filter((c) => !refused.includes(c))) {
        const fields = await entry.call(here);
        const token = tokenOf(caller, definition.name);
        mark = await lastAuditId();
        const res = await send(fields, token);
        record(caller, res);
        if (res.statusCode === 200 && caller === 'outsider' && entry.outside) entry.outside(res);
        const written = await auditSince(mark);
        const count = res.statusCode === 200 && entry.audit ? (entry.audit.count ?? 1) : 0;
        if (written.length !== count) {
          problems.push(`${caller}: ${written.length} audit rows, not ${count}`);
          continue;
        }
        const target = count > 0 ? await entry.audit!.target?.(fields) : undefined;
        for (const row of written) {
          const wrote = { operatorId: row.operatorId, action: row.action, entity: row.entity, entityId: row.entityId };
          const meant = {
            operatorId: userIds.get(token!),
            action: entry.audit!.action ?? definition.name,
            entity: entry.audit!.entity,
            entityId: target === undefined ? row.entityId : String(target),
          };
          if (JSON.stringify(wrote) !== JSON.stringify(meant)) problems.push(`${caller}: audited ${JSON.stringify(wrote)}`);
        }
      }
      expect(problems).toEqual([]);
      expect(got).toEqual(want);
    });
  }
});

describe('downloads, walked with every kind of caller', () => {
  /** A GET of a file route with `token`'s session. */
  const download = (url: string, token: string | undefined) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("serves a postcard's files to its buyer and to those who print postcards, and to nobody else", async () => {
    const template = await createPostcardTemplate(t);
    const buyer = await createUser(t.db);
    const card = await createPostcardOrder(t.db, { userId: buyer.id, templateId: template.id, createdAt: clock });
    const folder = path.join(t.dataDir, 'postcards', card.orderNumber);
    await fs.mkdir(folder, { recursive: true });
    for (const file of postcardFiles) await fs.writeFile(path.join(folder, file), `${file} of ${card.orderNumber}`);
    const who = {
      buyer: await createSession(t.db, buyer.id),
      ...Object.fromEntries(callers.map((c) => [c, tokenOf(c, 'backofficePostcardOrders')])),
    };
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(who).map(async ([caller, token]) => {
          const files = await Promise.all(
            postcardFiles.map((file) => download(`/api/postcard-files/${card.orderNumber}/${file}`, token)),
          );
          return [caller, [...new Set(files.map((res) => res.statusCode))]] as const;
        }),
      ),
    );
    // print_postcards is portal-wide: the member of another venue holding it works the whole queue
    expect(statuses).toEqual({
      buyer: [200],
      admin: [200],
      withIt: [200],
      without: [404],
      outsider: [200],
      moderator: [200],
      traveller: [404],
      visitor: [401],
    });
  });

  it('serves report files and the ledger to admins only', async () => {
    const urls = ['sales.csv', 'capacity.xlsx', 'promotions.csv', 'conversion.xlsx', 'ledger.csv', 'ledger.xlsx'].map(
      (name) => `/api/console-reports/${name}?from=2026-11-01&to=${today}`,
    );
    const statuses = Object.fromEntries(
      await Promise.all(
        callers.map(async (caller) => {
          const token = tokenOf(caller, 'reportSales');
          const answers = await Promise.all(urls.map((url) => download(url, token)));
          return [caller, [...new Set(answers.map((res) => res.statusCode))]] as const;
        }),
      ),
    );
    expect(statuses).toEqual({
      admin: [200],
      withIt: [403],
      without: [403],
      outsider: [403],
      moderator: [403],
      traveller: [403],
      visitor: [401],
    });
  });
});

describe('four operators at once on the same records', () => {
  /** The four: two admins and two members of `here` who may edit its packages and work its bookings. */
  let four: string[];
  beforeAll(async () => {
    const second = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
    four = [tokens.admin, await createSession(t.db, second.id), tokens.withIt, lacking.print_postcards];
  });

  /** Each operator's call sent at the same moment; answers the statuses, after checking one audit row per success. */
  async function atOnce(calls: Fields[]) {
    const mark = await lastAuditId();
    const answers = await Promise.all(calls.map((fields, i) => postAction(t.app, fields, four[i % four.length])));
    const statuses = answers.map((res) => res.statusCode);
    const failed = answers.flatMap((res, i) => (res.statusCode >= 500 ? [`${calls[i]!.action}: ${res.body}`] : []));
    if (failed.length > 0) throw new Error(`no deadlock, no 500:\n${failed.join('\n')}`);
    expect((await auditSince(mark)).length).toBe(statuses.filter((s) => s === 200).length);
    return statuses;
  }

  it('deletes time slots of one package at once without a deadlock: each once, the others not found', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { pkg, slot } = await fresh.package(here);
      const slots = [slot.id];
      for (const time of ['9:00 AM - 10:00 AM', '11:00 AM - 12:00 PM', '1:00 PM - 2:00 PM']) {
        const res = await t.call({
          action: 'saveTimeSlot',
          package_id: pkg.id,
          time_slot: time,
          adult_tickets: '5',
          child_tickets: '',
          enable: 1,
        });
        slots.push(res.json().data.id);
      }
      expect(await atOnce(slots.map((id) => ({ action: 'deleteTimeSlot', id })))).toEqual([200, 200, 200, 200]);
      const again = await atOnce(slots.map(() => ({ action: 'deleteTimeSlot', id: slots[0]! })));
      expect(again).toEqual([404, 404, 404, 404]);
    }
  });

  it("changes one package's availability from four sides at once: every change lands or is refused, none fails", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { pkg, slot } = await fresh.package(here);
      const second = {
        action: 'saveTimeSlot',
        package_id: pkg.id,
        time_slot: '9:00 PM - 11:00 PM',
        adult_tickets: '5',
        child_tickets: '',
        enable: 1,
      };
      expect((await t.call(second)).statusCode).toBe(200);
      const statuses = await atOnce([
        { action: 'saveDateTickets', ...range(pkg.id), adult_tickets: '30', child_tickets: '' },
        {
          action: 'saveTimeSlot',
          package_id: pkg.id,
          id: slot.id,
          time_slot: slot.timeSlot,
          adult_tickets: '12',
          child_tickets: '',
          enable: 1,
        },
        { action: 'setDatesClosed', ...range(pkg.id), closed: 1 },
        { action: 'deleteTimeSlot', id: slot.id },
        { action: 'saveDatePrices', ...range(pkg.id), adult_price: '95', child_price: '', peak_price: 0 },
        { action: 'moveTimeSlot', id: slot.id, direction: 'down' },
        { action: 'saveDateTickets', ...range(pkg.id), adult_tickets: '20', child_tickets: '' },
        { ...second, time_slot: '6:00 AM - 7:00 AM' },
      ]);
      // the slot's own changes may find it deleted already
      expect(statuses.filter((s, i) => s !== 200 && ![1, 5].includes(i))).toEqual([]);
    }
  });

  it('checks in and cancels one booking from four sides at once: it happens once', async () => {
    const checked = await fresh.booking(here);
    const checkIns = await atOnce(four.map(() => ({ action: 'checkIn', order_number: checked.orderNumber })));
    expect(checkIns.filter((s) => s === 200)).toHaveLength(1);
    expect(checkIns.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const cancelled = await fresh.booking(here);
    const cancels = await atOnce(
      four.map(() => ({ action: 'operatorCancelBooking', order_number: cancelled.orderNumber, refund: 0, reason: 'Closed' })),
    );
    expect(cancels.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
  });
});

describe("a member of another venue learns nothing of this one's records", () => {
  it('gets the same lists, searches, counts and exports before and after this venue gains records', async () => {
    const reads = (): Fields[] => [
      { action: 'getConsoleToday' },
      { action: 'consoleBookings' },
      { action: 'consoleBookings', email: 'buyer-' },
      { action: 'consoleBookings', package_id: here.pkg.id },
      { action: 'consoleBookings', from: today, to: today },
      { action: 'consoleSearch', q: 'buyer-' },
      { action: 'consoleSearch', q: 'SHJ' },
      { action: 'consoleReviews' },
      { action: 'consoleReviews', q: 'Lovely' },
      { action: 'backofficeStoreOrders' },
      { action: 'backofficeStoreOrders', step: 'pending' },
      { action: 'consolePackages' },
      { action: 'consolePackages', q: here.pkg.packageName },
      { action: 'consolePackageChoices' },
      { action: 'bookingPackageChoices' },
      { action: 'consoleAttendees', package_id: there.pkg.id, date: today },
      { action: 'consoleAttendeesCsv', package_id: there.pkg.id, date: today },
    ];
    const answers = async () =>
      Promise.all(
        reads().map(async (fields) => {
          const res = await postAction(t.app, fields, tokens.outsider);
          expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(200);
          return res.body;
        }),
      );
    const before = await answers();
    for (const body of before) {
      for (const marker of [
        here.seen.orderNumber,
        here.order.orderNumber,
        here.review.body,
        here.buyer.email!,
        here.pkg.packageName,
      ]) {
        expect(body).not.toContain(marker);
      }
    }
    // this venue's day grows: a booking checked in, a cancellation, a review, a store order
    const checked = await fresh.booking(here);
    expect((await t.call({ action: 'checkIn', order_number: checked.orderNumber })).statusCode).toBe(200);
    const cancelled = await fresh.booking(here);
    const cancel = { action: 'operatorCancelBooking', order_number: cancelled.orderNumber, refund: 0, reason: 'Closed' };
    expect((await t.call(cancel)).statusCode).toBe(200);
    await fresh.review(here);
    await fresh.storeOrder(here);
    expect(await answers()).toEqual(before);
  });
});
