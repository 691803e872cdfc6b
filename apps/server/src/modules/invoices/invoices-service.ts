import { randomBytes, randomInt } from 'node:crypto';
import type { RaffleCampaign, UserInvoice } from '@portal/contract/invoices';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, invoices, raffleCampaigns, raffleTickets } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { privateFile, type Storage } from '../../lib/storage/index.ts';
import { reencodeInvoiceImage, storedInvoiceImage } from './invoice-images.ts';
import { takeUploadQuota } from './upload-quotas.ts';

type InvoiceStatus = UserInvoice['status'];

/** Beside (not inside) the public `files` folder; a key of storage, a path under DATA_DIR on disk. */
const uploadFolder = 'uploads/invoices';

async function invoicesWhere(db: Database, where: ReturnType<typeof and>): Promise<UserInvoice[]> {
  const rows = await db
    .select({
      invoice: invoices,
      destinationName: destinations.name,
      destinationArabicName: destinations.arabicName,
      tickets: sql<number>`(select count(*)::int from ${raffleTickets} where ${raffleTickets.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .leftJoin(destinations, eq(destinations.id, invoices.destinationId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(({ invoice, destinationName, destinationArabicName, tickets }) => ({
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    vendor_name: invoice.vendorName,
    destination_name: destinationName ?? '',
    destination_arabic_name: destinationArabicName ?? '',
    // "2026-07-15 14:00:00" in Asia/Dubai: the list shows the part before the space (spec part 1 §2)
    created_at: dubaiTimestamp(invoice.createdAt),
    amount: filsToAed(invoice.amountFils),
    notes: invoice.notes,
    status: invoice.status as InvoiceStatus,
    tickets: Number(tickets),
  }));
}

/** The user's own invoices, newest first; nobody else's are ever selected. */
export const userInvoices = (db: Database, userId: number) => invoicesWhere(db, and(eq(invoices.userId, userId)));

const numberAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invoice number that says nothing about how many invoices exist: INV- and ten random letters and digits. */
function newInvoiceNumber(): string {
  return `INV-${Array.from({ length: 10 }, () => numberAlphabet[randomInt(numberAlphabet.length)]).join('')}`;
}

/** The campaign that takes invoices today (its period in Asia/Dubai includes today), the latest starting first. */
async function openCampaign(db: Database, now: Date) {
  const today = calendarDateIn(now);
  const [campaign] = await db
    .select({ id: raffleCampaigns.id })
    .from(raffleCampaigns)
    .where(and(eq(raffleCampaigns.enable, 1), lte(raffleCampaigns.startsOn, today), gte(raffleCampaigns.endsOn, today)))
    .orderBy(desc(raffleCampaigns.startsOn))
    .limit(1);
  return campaign;
}

/**
 * Writes each image under a new random name, private, before the rows that name them (docs/decisions/069);
 * answers the keys, which are the stored paths relative to DATA_DIR.
 */
async function storeImages(storage: Storage, images: Buffer[]): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const image of images) {
      const key = `${uploadFolder}/${randomBytes(16).toString('hex')}.jpg`;
      await storage.put(key, image, privateFile('image/jpeg'));
      stored.push(key);
    }
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
  return stored;
}

/** Best effort: what cannot be deleted now is named by no row, and the orphan sweeper takes it later. */
async function removeImages(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

export type UploadRequest = {
  userId: number;
  files: UploadedFile[];
  resubmitId?: number | undefined;
  now: Date;
  clientAddress: string;
  quotas: Parameters<typeof takeUploadQuota>[1];
};

/**
 * Takes the uploaded invoice images: every one is checked by its content and re-encoded before any is
 * stored, so a batch is taken whole or not at all. A resubmission (spec part 1 §4: a rejected invoice
 * can be resubmitted) replaces the image of the user's own rejected or resubmit invoice and puts it back
 * in the review queue.
 */
export async function uploadInvoices(db: Database, storage: Storage, request: UploadRequest): Promise<UserInvoice[]> {
  const { userId, files, resubmitId, now } = request;
  if (files.length === 0) throw new AppError('invalid_input', { fields: { filepond: 'Choose at least one image' } });
  if (resubmitId !== undefined && files.length !== 1) {
    throw new AppError('invalid_input', { fields: { filepond: 'Send one image to replace a rejected invoice' } });
  }
  await takeUploadQuota(db, request.quotas, { userId, clientAddress: request.clientAddress, images: files.length, now });
  const images: Buffer[] = [];
  for (const [index, file] of files.entries()) images.push(await reencodeInvoiceImage(file.data, index));

  if (resubmitId !== undefined) return resubmit(db, storage, userId, resubmitId, images[0]!);

  const campaign = await openCampaign(db, now);
  if (!campaign) throw new AppError('no_open_raffle');
  const stored = await storeImages(storage, images);
  try {
    const created = await db
      .insert(invoices)
      .values(
        stored.map((filePath) => ({
          userId,
          campaignId: campaign.id,
          invoiceNumber: newInvoiceNumber(),
          filePath,
          mimeType: 'image/jpeg',
          createdAt: now,
        })),
      )
      .returning({ id: invoices.id });
    return invoicesWhere(
      db,
      and(
        eq(invoices.userId, userId),
        inArray(
          invoices.id,
          created.map((row) => row.id),
        ),
      ),
    );
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
}

async function resubmit(
  db: Database,
  storage: Storage,
  userId: number,
  invoiceId: number,
  image: Buffer,
): Promise<UserInvoice[]> {
  const [stored] = await storeImages(storage, [image]);
  let previous: string | undefined;
  try {
    await db.transaction(async (tx) => {
      // the row is locked so an operator's review and the new image cannot cross
      const [invoice] = await tx
        .select({ status: invoices.status, filePath: invoices.filePath })
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
        .for('update');
      // someone else's invoice is answered exactly like a missing one
      if (!invoice) throw new AppError('invoice_not_found');
      if (invoice.status !== 2 && invoice.status !== 3) throw new AppError('invoice_not_resubmittable');
      previous = invoice.filePath;
      await tx
        .update(invoices)
        .set({ filePath: stored!, mimeType: 'image/jpeg', status: 0, reviewedBy: null, reviewedAt: null })
        .where(eq(invoices.id, invoiceId));
    });
  } catch (error) {
    await removeImages(storage, [stored!]);
    throw error;
  }
  if (previous) await removeImages(storage, [previous]);
  return invoicesWhere(db, and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
}

/** The image of one of the user's own invoices; read from storage only, whatever the stored path says. */
export async function userInvoiceImage(db: Database, storage: Storage, userId: number, invoiceId: number) {
  const [invoice] = await db
    .select({ filePath: invoices.filePath, mimeType: invoices.mimeType })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!invoice) throw new AppError('invoice_not_found');
  return storedInvoiceImage(storage, invoice);
}

/**
 * A campaign's rules as configured (spec part 1 §9 holds them as data, not code): the one named, or the
 * one taking invoices today, or else the one that started last.
 */
export async function campaignRules(db: Database, slug: string | undefined, now: Date): Promise<RaffleCampaign> {
  const open = slug === undefined ? await openCampaign(db, now) : undefined;
  const where = slug !== undefined ? eq(raffleCampaigns.slug, slug) : open ? eq(raffleCampaigns.id, open.id) : undefined;
  const [campaign] = await db
    .select()
    .from(raffleCampaigns)
    .where(and(eq(raffleCampaigns.enable, 1), where))
    .orderBy(desc(raffleCampaigns.startsOn))
    .limit(1);
  if (!campaign) throw new AppError('campaign_not_found');
  const today = calendarDateIn(now);
  return {
    slug: campaign.slug,
    name: campaign.name,
    arabic_name: campaign.arabicName,
    entry_amount: filsToAed(campaign.filsPerEntry),
    prizes: campaign.prizesFils.map((fils) => filsToAed(fils)),
    starts_on: campaign.startsOn,
    ends_on: campaign.endsOn,
    draw_on: campaign.drawOn,
    respond_days: campaign.respondDays,
    one_prize_per_participant: campaign.onePrizePerParticipant === 1,
    open: campaign.startsOn <= today && today <= campaign.endsOn,
    about: campaign.about,
    terms: campaign.terms,
    faq: campaign.faq,
  };
}
