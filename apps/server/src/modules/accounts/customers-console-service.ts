import {
  customerListCap,
  type CustomerDetail,
  type CustomerProfile,
  type CustomerSummary,
} from '@portal/contract/console-customers';
import { dubaiTimestamp } from '@portal/domain/dates';
import { normalizeMobile } from '@portal/domain/identity';
import { and, count, desc, eq, gt, ilike, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  invoices,
  packages,
  postcardOrders,
  raffleCampaigns,
  raffleTickets,
  resellers,
  scratchCampaigns,
  scratchPlays,
  scratchPrizes,
  sessions,
  storeOrders,
  stores,
  users,
  voucherCodes,
  vouchers,
} from '../../db/schema/index.ts';
import type { ActionContext } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { endSessionsOf, recordChange } from '../console/index.ts';

export type Customer = typeof users.$inferSelect;

/** a traveller: a user who is neither an operator nor a reseller's own account (docs/decisions/061, 071) */
const isTraveller = and(
  eq(users.role, 'user'),
  sql`not exists (select 1 from ${resellers} where ${resellers.userId} = ${users.id})`,
);

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const orEmpty = (instant: Date | null) => (instant ? dubaiTimestamp(instant) : '');

function toSummary(user: Customer): CustomerSummary {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    mobile: user.mobile,
    created_at: dubaiTimestamp(user.createdAt),
    erased_at: orEmpty(user.erasedAt),
  };
}

/**
 * What of a search box's text can be part of a stored mobile (E.164): a whole number as sign-in reads it
 * ("050 123 4567" is +971501234567), or a run of digits with spaces, dashes and a local leading 0 dropped,
 * so "050 123" finds +97150123….
 */
function mobileFragment(q: string): string | null {
  const whole = normalizeMobile(q);
  if (whole) return whole;
  const digits = q.replace(/[\s()-]/g, '');
  if (!/^\+?\d{3,}$/.test(digits)) return null;
  return digits.replace(/^00/, '+').replace(/^0/, '');
}

function customerMatch(q: string): SQL | undefined {
  if (!q) return undefined;
  const mobile = mobileFragment(q);
  return or(
    ilike(users.email, containing(q)),
    ilike(fullName, containing(q)),
    mobile ? ilike(users.mobile, containing(mobile)) : undefined,
  );
}

/** consoleCustomers: one page of the travellers matching `q`, newest account first, with the total of every match. */
export async function listCustomers(db: Database, filters: { q?: string | undefined; page: number; per_page: number }) {
  const where = and(isTraveller, customerMatch(filters.q ?? ''));
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { data: rows.map(toSummary), total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}

/**
 * The traveller `id`, locked FOR UPDATE when `lock` (inside a change's transaction); not_found for an unknown
 * id and for an operator: operators are looked after on the operators page.
 */
export async function travellerById(db: Database, id: number, lock = false): Promise<Customer> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isTraveller));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw new AppError('not_found');
  return user;
}

const liveSessionsOf = (userId: number, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export async function customerProfile(db: Database, user: Customer, now: Date): Promise<CustomerProfile> {
  const [live] = await db.select({ n: count() }).from(sessions).where(liveSessionsOf(user.id, now));
  return { ...toSummary(user), language: user.language, live_sessions: live?.n ?? 0 };
}

const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [desc(table.createdAt), desc(table.id)];

function bookingsOf(db: Database, userId: number) {
  return db
    .select({
      id: bookings.id,
      order_number: bookings.orderNumber,
      package_name: packages.packageName,
      arabic_package_name: packages.arabicName,
      date: sql<string>`coalesce(${bookings.date}::text, '')`,
      status: bookings.status,
      totalFils: bookings.totalFils,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.userId, userId))
    .orderBy(...newestFirst(bookings))
    .limit(customerListCap);
}

function storeOrdersOf(db: Database, userId: number) {
  return db
    .select({
      id: storeOrders.id,
      order_number: storeOrders.orderNumber,
      store_name: stores.storeName,
      arabic_store_name: stores.arabicStoreName,
      status: storeOrders.status,
      processing_status: storeOrders.processingStatus,
      totalFils: storeOrders.totalFils,
      createdAt: storeOrders.createdAt,
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.userId, userId))
    .orderBy(...newestFirst(storeOrders))
    .limit(customerListCap);
}

function postcardOrdersOf(db: Database, userId: number) {
  return db
    .select({
      id: postcardOrders.id,
      order_number: postcardOrders.orderNumber,
      name: postcardOrders.name,
      arabic_name: postcardOrders.arabicName,
      status: postcardOrders.status,
      processing_status: postcardOrders.processingStatus,
      amountFils: postcardOrders.amountFils,
      createdAt: postcardOrders.createdAt,
    })
    .from(postcardOrders)
    .where(eq(postcardOrders.userId, userId))
    .orderBy(...newestFirst(postcardOrders))
    .limit(customerListCap);
}

function invoicesOf(db: Database, userId: number) {
  return db
    .select({
      id: invoices.id,
      invoice_number: invoices.invoiceNumber,
      vendor_name: invoices.vendorName,
      status: invoices.status,
      amountFils: invoices.amountFils,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(...newestFirst(invoices))
    .limit(customerListCap);
}

function raffleTicketsOf(db: Database, userId: number) {
  return db
    .select({
      id: raffleTickets.id,
      raffle_number: raffleTickets.raffleNumber,
      campaign_name: raffleCampaigns.name,
      arabic_campaign_name: raffleCampaigns.arabicName,
      invoice_number: invoices.invoiceNumber,
      createdAt: raffleTickets.createdAt,
    })
    .from(raffleTickets)
    .innerJoin(raffleCampaigns, eq(raffleCampaigns.id, raffleTickets.campaignId))
    .innerJoin(invoices, eq(invoices.id, raffleTickets.invoiceId))
    .where(eq(raffleTickets.userId, userId))
    .orderBy(...newestFirst(raffleTickets))
    .limit(customerListCap);
}

function voucherCodesOf(db: Database, userId: number) {
  return db
    .select({
      id: voucherCodes.id,
      code: voucherCodes.code,
      voucher_name: vouchers.name,
      arabic_voucher_name: vouchers.arabicName,
      issuedAt: voucherCodes.issuedAt,
      redeemedAt: voucherCodes.redeemedAt,
    })
    .from(voucherCodes)
    .innerJoin(vouchers, eq(vouchers.id, voucherCodes.voucherId))
    .where(eq(voucherCodes.userId, userId))
    .orderBy(desc(voucherCodes.issuedAt), desc(voucherCodes.id))
    .limit(customerListCap);
}

function scratchPlaysOf(db: Database, userId: number) {
  return db
    .select({
      id: scratchPlays.id,
      campaign_name: scratchCampaigns.name,
      arabic_campaign_name: scratchCampaigns.arabicName,
      prize_name: sql<string>`coalesce(${scratchPrizes.name}, '')`,
      arabic_prize_name: sql<string>`coalesce(${scratchPrizes.arabicName}, '')`,
      playedAt: scratchPlays.playedAt,
    })
    .from(scratchPlays)
    .innerJoin(scratchCampaigns, eq(scratchCampaigns.id, scratchPlays.campaignId))
    .leftJoin(scratchPrizes, eq(scratchPrizes.id, scratchPlays.prizeId))
    .where(eq(scratchPlays.userId, userId))
    .orderBy(desc(scratchPlays.playedAt), desc(scratchPlays.id))
    .limit(customerListCap);
}

/** consoleCustomer: the traveller's profile and what they bought, sent and played, newest first. */
export async function customerDetail(db: Database, id: number, now: Date): Promise<CustomerDetail> {
  const user = await travellerById(db, id);
  const [booked, ordered, postcards, sent, tickets, codes, plays] = await Promise.all([
    bookingsOf(db, id),
    storeOrdersOf(db, id),
    postcardOrdersOf(db, id),
    invoicesOf(db, id),
    raffleTicketsOf(db, id),
    voucherCodesOf(db, id),
    scratchPlaysOf(db, id),
  ]);
  return {
    profile: await customerProfile(db, user, now),
    bookings: booked.map(({ totalFils, createdAt, ...b }) => ({
      ...b,
      total: filsToAed(totalFils),
      created_at: dubaiTimestamp(createdAt),
    })),
    store_orders: ordered.map(({ totalFils, createdAt, ...o }) => ({
      ...o,
      total: filsToAed(totalFils),
      created_at: dubaiTimestamp(createdAt),
    })),
    postcard_orders: postcards.map(({ amountFils, createdAt, ...o }) => ({
      ...o,
      amount: filsToAed(amountFils),
      created_at: dubaiTimestamp(createdAt),
    })),
    invoices: sent.map(({ amountFils, createdAt, ...i }) => ({
      ...i,
      amount: amountFils === null ? ('' as const) : filsToAed(amountFils),
      created_at: dubaiTimestamp(createdAt),
    })),
    raffle_tickets: tickets.map(({ createdAt, ...r }) => ({ ...r, created_at: dubaiTimestamp(createdAt) })),
    voucher_codes: codes.map(({ issuedAt, redeemedAt, ...c }) => ({
      ...c,
      issued_at: dubaiTimestamp(issuedAt),
      redeemed_at: orEmpty(redeemedAt),
    })),
    scratch_plays: plays.map(({ playedAt, ...p }) => ({ ...p, played_at: dubaiTimestamp(playedAt) })),
  };
}

/** Drops ended sessions from every process's session cache, once their ending has committed. */
export async function forgetSessions(ctx: Pick<ActionContext, 'bus'>, tokenHashes: string[]): Promise<void> {
  for (const tokenHash of tokenHashes) await ctx.bus.publish('session-revoked', tokenHash);
}

/**
 * endCustomerSessions: every live session of the traveller ends at once — revoked in the database and
 * dropped from each process's session cache — so their tokens answer 401. Audited with the count only.
 */
export async function endCustomerSessions(
  ctx: Pick<ActionContext, 'db' | 'bus' | 'now'>,
  actorId: number,
  id: number,
): Promise<number> {
  const ended = await ctx.db.transaction(async (tx) => {
    await travellerById(tx, id, true);
    const tokenHashes = await endSessionsOf(tx, id, ctx.now);
    await recordChange(tx, {
      operatorId: actorId,
      action: 'endCustomerSessions',
      entity: 'customer',
      entityId: id,
      before: { sessions_open: tokenHashes.length },
      after: { sessions_open: 0 },
    });
    return tokenHashes;
  });
  await forgetSessions(ctx, ended);
  return ended.length;
}
