import type { CustomerExport } from '@portal/contract/console-customers';
import { dubaiTimestamp } from '@portal/domain/dates';
import { asc, eq, getTableColumns, or } from 'drizzle-orm';
import {
  addresses,
  bookings,
  contactMessages,
  invoices,
  packages,
  postcardOrders,
  raffleTickets,
  scratchPlays,
  sessions,
  storeOrders,
  voucherCodes,
} from '../../db/schema/index.ts';
import type { ActionContext } from '../../http/actions.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange } from '../console/index.ts';
import { reviewsOfCustomer } from '../reviews/index.ts';
import { travellerById } from './customers-console-service.ts';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * One stored row as the export shows it to its owner: snake_case names, moments as Asia/Dubai timestamps,
 * amounts in AED (a `…Fils` column becomes `…` in dirhams). `omit` names columns that are the portal's own
 * workings rather than the person's data (token hashes, file paths on the server).
 */
function exportRow(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    if (key.endsWith('Fils')) out[snakeCase(key.slice(0, -4))] = typeof value === 'number' ? filsToAed(value) : value;
    else out[snakeCase(key)] = value instanceof Date ? dubaiTimestamp(value) : value;
  }
  return out;
}

const rowsOf = (rows: Record<string, unknown>[], omit: readonly string[] = []) => rows.map((row) => exportRow(row, omit));

/**
 * exportCustomerData: everything the portal holds about the traveller and everything they ordered, as one
 * document for a data-access request (UAE PDPL art. 13, GDPR art. 15). The export itself is audited (who
 * exported whose data), without its content.
 */
export async function exportCustomerData(
  ctx: Pick<ActionContext, 'db' | 'now'>,
  actorId: number,
  id: number,
): Promise<CustomerExport> {
  const { db } = ctx;
  const user = await travellerById(db, id);
  const [
    sessionRows,
    addressRows,
    bookingRows,
    storeRows,
    postcardRows,
    invoiceRows,
    ticketRows,
    codeRows,
    playRows,
    contactRows,
    reviewRows,
  ] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.id)),
    db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id)),
    db
      .select({ ...getTableColumns(bookings), packageName: packages.packageName })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(eq(bookings.userId, id))
      .orderBy(asc(bookings.id)),
    db.select().from(storeOrders).where(eq(storeOrders.userId, id)).orderBy(asc(storeOrders.id)),
    db.select().from(postcardOrders).where(eq(postcardOrders.userId, id)).orderBy(asc(postcardOrders.id)),
    db.select().from(invoices).where(eq(invoices.userId, id)).orderBy(asc(invoices.id)),
    db.select().from(raffleTickets).where(eq(raffleTickets.userId, id)).orderBy(asc(raffleTickets.id)),
    db.select().from(voucherCodes).where(eq(voucherCodes.userId, id)).orderBy(asc(voucherCodes.id)),
    db.select().from(scratchPlays).where(eq(scratchPlays.userId, id)).orderBy(asc(scratchPlays.id)),
    db
      .select()
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, id), user.email ? eq(contactMessages.email, user.email) : undefined))
      .orderBy(asc(contactMessages.id)),
    reviewsOfCustomer(db, id),
  ]);
  await db.transaction((tx) =>
    recordChange(tx, {
      operatorId: actorId,
      action: 'exportCustomerData',
      entity: 'customer',
      entityId: id,
      before: null,
      after: { exported: 1 },
    }),
  );
  return {
    exported_at: dubaiTimestamp(ctx.now),
    profile: exportRow(user, ['role', 'staffRole']),
    sessions: rowsOf(sessionRows, ['tokenHash']),
    addresses: rowsOf(addressRows),
    bookings: rowsOf(bookingRows),
    store_orders: rowsOf(storeRows),
    postcard_orders: rowsOf(postcardRows, ['photoPath', 'frontSidePath', 'backSidePath', 'printedBy', 'postedBy']),
    invoices: rowsOf(invoiceRows, ['filePath', 'reviewedBy']),
    raffle_tickets: rowsOf(ticketRows),
    voucher_codes: rowsOf(codeRows),
    scratch_plays: rowsOf(playRows),
    contact_messages: rowsOf(contactRows, ['handledBy']),
    reviews: reviewRows,
  };
}
