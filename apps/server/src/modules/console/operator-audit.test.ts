import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '@portal/contract/console';
import { actions } from '@portal/contract/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  fulfilments,
  invoices,
  purchases,
  raffleCampaigns,
  raffleTickets,
  raffleWinners,
  storeOrderItems,
  storeOrders,
} from '../../db/schema/index.ts';
import { createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createRaffleCampaign, createSession, createUser, createVoucher } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';
import { createProduct, createStore } from '../../test/store-factories.ts';

// Dubai 12:00 on 10 August 2026: inside the factories' raffle campaign (1 July – 31 August)
let clock = new Date('2026-08-10T08:00:00Z');
let t: ConsoleTestApp;
/** a moderator: every action here is an operator's, not only an admin's */
let operator: { id: number; token: string };

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => clock });
  const op = await createUser(t.db, { role: 'operator', staffRole: 'moderator', firstName: 'Mariam', lastName: 'Desk' });
  operator = { id: op.id, token: await createSession(t.db, op.id, { expiresAt: new Date('2027-01-01T00:00:00Z') }) };
});
afterAll(() => t.close());

async function act(fields: Record<string, string | number>, token = operator.token) {
  const res = await postAction(t.app, fields, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A record's audit entries as the audit-log page reads them (auditLog, by an admin), oldest first. */
async function auditOf(entity: string, entityId: string | number): Promise<AuditEntry[]> {
  const res = await t.call({ action: 'auditLog', entity, entity_id: String(entityId), per_page: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as AuditEntry[]).toReversed();
}

/** The operator every entry here names. */
const byOperator = () => ({ id: operator.id, name: 'Mariam Desk' });

let invoiceCount = 0;
/** A pending invoice of `campaignId`, uploaded in the campaign's period by a new traveller. */
async function pendingInvoice(campaignId: number, userId?: number) {
  invoiceCount += 1;
  const owner = userId ?? (await createUser(t.db)).id;
  const [row] = await t.db
    .insert(invoices)
    .values({
      userId: owner,
      campaignId,
      invoiceNumber: `INV-AUDIT-${invoiceCount}`,
      filePath: `uploads/invoices/audit-${invoiceCount}.jpg`,
      mimeType: 'image/jpeg',
      createdAt: new Date('2026-07-15T10:00:00Z'),
    })
    .returning();
  return row!;
}

/** A paid store order at its first step (Pending), as payment leaves it, with one item. */
async function paidStoreOrder() {
  const buyer = await createUser(t.db);
  const store = await createStore(t.db);
  const product = await createProduct(t.db, { storeId: store.id, images: [] });
  const number = randomBytes(6).toString('hex').toUpperCase();
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P-${number}`, userId: buyer.id, kind: 'store', status: 1, subtotalFils: 5_000, totalFils: 5_000 })
    .returning();
  const [order] = await t.db
    .insert(storeOrders)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `S-${number}`,
      userId: buyer.id,
      storeId: store.id,
      shippingAddress: { name: 'Aisha Khan', address: 'Villa 12, Street 4', city: 'Sharjah', country: 'United Arab Emirates' },
      totalFils: 5_000,
      status: 1,
      processingStatus: 'Pending',
      createdAt: clock,
    })
    .returning();
  await t.db
    .insert(storeOrderItems)
    .values({ orderId: order!.id, productId: product.id, title: 'Date soap', qty: 1, priceFils: 5_000 });
  await t.db.insert(fulfilments).values({ orderId: order!.id, statusId: 0, statusName: 'Pending', createdAt: clock });
  return order!;
}

/** The actions whose audit rows this file asserts, as each test proves it. */

describe('operator actions that change data write an audit row with the record before and after', () => {
  it('reviewInvoice: an approval records the invoice as it was and as approved, with the tickets it issued', async () => {
    const campaign = await createRaffleCampaign(t.db);
    const invoice = await pendingInvoice(campaign.id);
    const answer = await act({
      action: 'reviewInvoice',
      invoice_id: invoice.id,
      decision: 'approve',
      vendor_name: 'City Centre Al Zahia',
      amount: '125.50',
    });
    expect(answer.tickets_issued).toBe(2);
    const entries = await auditOf('invoice', invoice.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'reviewInvoice',
        entity: 'invoice',
        entity_id: String(invoice.id),
        operator: expect.objectContaining(byOperator()),
        created_at: expect.any(String),
        before: { status: 0, vendor_name: '', destination_id: null, amount: null, notes: '' },
        after: {
          status: 1,
          vendor_name: 'City Centre Al Zahia',
          destination_id: null,
          amount: 125.5,
          notes: '',
          tickets_issued: 2,
        },
      }),
    ]);
    expect(await t.db.$count(raffleTickets, eq(raffleTickets.invoiceId, invoice.id))).toBe(2);
  });

  it('reviewInvoice: a rejection and a request to resubmit record the status and the note', async () => {
    const campaign = await createRaffleCampaign(t.db);
    const invoice = await pendingInvoice(campaign.id);
    await act({ action: 'reviewInvoice', invoice_id: invoice.id, decision: 'resubmit', notes: 'Too dark to read' });
    await act({ action: 'reviewInvoice', invoice_id: invoice.id, decision: 'reject', notes: 'Not from a Sharjah shop' });
    const entries = await auditOf('invoice', invoice.id);
    expect(entries.map((e) => [e.action, e.operator.id, e.before, e.after])).toEqual([
      [
        'reviewInvoice',
        operator.id,
        { status: 0, vendor_name: '', destination_id: null, amount: null, notes: '' },
        { status: 3, vendor_name: '', destination_id: null, amount: null, notes: 'Too dark to read' },
      ],
      [
        'reviewInvoice',
        operator.id,
        { status: 3, vendor_name: '', destination_id: null, amount: null, notes: 'Too dark to read' },
        { status: 2, vendor_name: '', destination_id: null, amount: null, notes: 'Not from a Sharjah shop' },
      ],
    ]);
  });

  it('commitRaffle records the published commitment, never the secret seed', async () => {
    const campaign = await createRaffleCampaign(t.db);
    const answer = await act({ action: 'commitRaffle', campaign_id: campaign.id });
    const [row] = await t.db.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, campaign.id));
    expect(answer.data.commitment).toBe(row!.commitment);
    const entries = await auditOf('raffle_campaign', campaign.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'commitRaffle',
        operator: expect.objectContaining(byOperator()),
        before: { commitment: null },
        after: { commitment: row!.commitment },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(row!.seed!);
  });

  it('drawRaffle records when it drew, the seed it published and the winners by rank', async () => {
    const campaign = await createRaffleCampaign(t.db);
    await act({ action: 'commitRaffle', campaign_id: campaign.id });
    const entrant = await createUser(t.db);
    const invoice = await pendingInvoice(campaign.id, entrant.id);
    await act({ action: 'reviewInvoice', invoice_id: invoice.id, decision: 'approve', vendor_name: 'Souq', amount: '150' });
    const previous = clock;
    // Dubai 10:00 on 1 September: the day after the campaign's last
    clock = new Date('2026-09-01T06:00:00Z');
    try {
      await act({ action: 'drawRaffle', campaign_id: campaign.id });
    } finally {
      clock = previous;
    }
    const [row] = await t.db.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, campaign.id));
    const winners = await t.db
      .select({ rank: raffleWinners.rank, userId: raffleWinners.userId, raffleNumber: raffleTickets.raffleNumber })
      .from(raffleWinners)
      .innerJoin(raffleTickets, eq(raffleTickets.id, raffleWinners.ticketId))
      .where(eq(raffleWinners.campaignId, campaign.id));
    // one prize a person: the only entrant wins the first prize with one of their three tickets
    expect(winners).toEqual([{ rank: 1, userId: entrant.id, raffleNumber: expect.stringMatching(/^\d{9}$/) }]);
    const drawn = (await auditOf('raffle_campaign', campaign.id)).find((e) => e.action === 'drawRaffle');
    expect(drawn).toMatchObject({
      operator: byOperator(),
      before: { drawn_at: null, seed: null, winners: [] },
      after: {
        drawn_at: '2026-09-01 10:00:00',
        seed: row!.seed,
        winners: [{ rank: 1, raffle_number: winners[0]!.raffleNumber, user_id: entrant.id, prize: 15_000 }],
      },
    });
    // the seed it publishes is the one the commitment promised
    expect(createHash('sha256').update(row!.seed!).digest('hex')).toBe(row!.commitment);
  });

  it('redeemVoucherCode records the code redeemed, with its voucher and when', async () => {
    const voucher = await createVoucher(t.db);
    const holder = await createUser(t.db);
    const issued = await act({ action: 'getVoucherCode', id: voucher.id }, await createSession(t.db, holder.id));
    const code = issued.data.code as string;
    await act({ action: 'redeemVoucherCode', code: code.toLowerCase() });
    expect(await auditOf('voucher_code', code)).toEqual([
      expect.objectContaining({
        action: 'redeemVoucherCode',
        entity: 'voucher_code',
        entity_id: code,
        operator: expect.objectContaining(byOperator()),
        before: { voucher_id: voucher.id, redeemed_at: null },
        after: { voucher_id: voucher.id, redeemed_at: '2026-08-10 12:00:00' },
      }),
    ]);
  });

  it('updateStoreOrderFulfilment records each step the order moved from and to, with its note and the shipment', async () => {
    const order = await paidStoreOrder();
    await act({ action: 'updateStoreOrderFulfilment', order_number: order.orderNumber, step: 'processing' });
    await act({
      action: 'updateStoreOrderFulfilment',
      order_number: order.orderNumber,
      step: 'shipped',
      note: 'Two boxes',
      carrier: 'Aramex',
      tracking_number: 'AR4411',
      tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=AR4411',
    });
    const entries = await auditOf('store_order', order.orderNumber);
    expect(entries.map((e) => [e.action, e.operator.id, e.before, e.after])).toEqual([
      ['updateStoreOrderFulfilment', operator.id, { step: 'pending' }, { step: 'processing', note: '' }],
      [
        'updateStoreOrderFulfilment',
        operator.id,
        { step: 'processing', carrier: null, tracking_number: null, tracking_url: null },
        {
          step: 'shipped',
          note: 'Two boxes',
          carrier: 'Aramex',
          tracking_number: 'AR4411',
          tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=AR4411',
        },
      ],
    ]);
  });

  it('updatePostcardOrder records each print step the card moved from and to', async () => {
    const template = await createPostcardTemplate(t);
    const buyer = await createUser(t.db);
    const card = await createPostcardOrder(t.db, { userId: buyer.id, templateId: template.id, createdAt: clock });
    await act({ action: 'updatePostcardOrder', order_number: card.orderNumber, step: 'printed' });
    await act({ action: 'updatePostcardOrder', order_number: card.orderNumber, step: 'posted', from: 'printed' });
    const entries = await auditOf('postcard_order', card.orderNumber);
    expect(entries.map((e) => [e.action, e.operator.id, e.before, e.after])).toEqual([
      ['updatePostcardOrder', operator.id, { step: 'received' }, { step: 'printed' }],
      ['updatePostcardOrder', operator.id, { step: 'printed' }, { step: 'posted' }],
    ]);
  });

  it('a refused change writes no audit row: the entry commits or rolls back with the change', async () => {
    const campaign = await createRaffleCampaign(t.db);
    const invoice = await pendingInvoice(campaign.id);
    await act({ action: 'reviewInvoice', invoice_id: invoice.id, decision: 'approve', vendor_name: 'Souq', amount: '50' });
    await act({ action: 'commitRaffle', campaign_id: campaign.id });
    const voucher = await createVoucher(t.db);
    const holder = await createUser(t.db);
    const code = (await act({ action: 'getVoucherCode', id: voucher.id }, await createSession(t.db, holder.id))).data.code;
    await act({ action: 'redeemVoucherCode', code });
    const order = await paidStoreOrder();
    const template = await createPostcardTemplate(t);
    const card = await createPostcardOrder(t.db, {
      userId: holder.id,
      templateId: template.id,
      step: 'posted',
      createdAt: clock,
    });

    const before = await t.db.$count(auditLog);
    const refused: [Record<string, string | number>, string][] = [
      [{ action: 'reviewInvoice', invoice_id: invoice.id, decision: 'reject', notes: 'Again' }, 'already_reviewed'],
      [{ action: 'commitRaffle', campaign_id: campaign.id }, 'already_committed'],
      [{ action: 'drawRaffle', campaign_id: campaign.id }, 'draw_not_ready'],
      [{ action: 'redeemVoucherCode', code }, 'voucher_code_redeemed'],
      [{ action: 'updateStoreOrderFulfilment', order_number: order.orderNumber, step: 'delivered' }, 'fulfilment_step_invalid'],
      [{ action: 'updatePostcardOrder', order_number: card.orderNumber, step: 'printed' }, 'postcard_step_invalid'],
    ];
    for (const [fields, code] of refused) {
      const res = await postAction(t.app, fields, operator.token);
      expect(res.json(), String(fields.action)).toMatchObject({ success: 0, code });
    }
    expect(await t.db.$count(auditLog)).toBe(before);
  });
});

/**
 * Operator and admin actions that change nothing (lists, look-ups, reports, CSV downloads): they write no
 * audit row. Every other operator or admin action must be in `auditedIn`.
 */
const readOnly = new Set([
  'backofficeInvoices',
  'backofficeInvoiceImage',
  'backofficeCampaigns',
  'lookupVoucherCode',
  'paymentIssues',
  'backofficeStoreOrders',
  'backofficePostcardOrders',
  'operatorProfile',
  'listOperators',
  'consoleTeams',
  'consoleSearch',
  'auditLog',
  'consoleImages',
  'consolePostcardTemplates',
  'consoleDestinations',
  'consoleDestination',
  'consoleTags',
  'consolePackages',
  'consolePackageChoices',
  'consolePackage',
  'consolePackageExtras',
  'consolePackageAvailability',
  'consoleSliders',
  'consoleHomeSettings',
  'consoleSitePages',
  'consoleSupportContact',
  'consolePromotions',
  'consoleCoupons',
  'consoleCoupon',
  'consoleResellers',
  'consoleReseller',
  'couponPackageChoices',
  'couponUsage',
  'couponUsageCsv',
  'consoleVoucherOffers',
  'consoleVoucherOffer',
  'offerDestinationChoices',
  'voucherOfferCodes',
  'consoleRaffleCampaigns',
  'consoleRaffleCampaign',
  'consoleScratchCampaigns',
  'consoleScratchCampaign',
  'scratchPlaysReport',
  'scratchPlaysCsv',
  'consoleStores',
  'consoleProducts',
  'consoleProduct',
  'stockMovements',
  'consoleCollections',
  'consoleStoreTags',
  'checkInLookup',
  'consoleContactMessages',
  'consoleFailedMessages',
  'consoleCustomers',
  'consoleCustomer',
  'bookingPackageChoices',
  'consoleBookings',
  'consoleBooking',
  'consoleAttendees',
  'consoleAttendeesCsv',
  'consoleReviews',
  'getConsoleToday',
  'reportSales',
  'reportCapacity',
  'reportPromotions',
  'reportConversion',
  'findGiftCards',
  'consoleGiftCard',
  'giftCardLiability',
]);

const here = 'apps/server/src/modules/console/operator-audit.test.ts';
/** A server test file by its module and name, e.g. `catalog/packages-console`. */
const serverTests = (file: string) => `apps/server/src/modules/${file}.test.ts`;

/** Each audited operator or admin action, and the test file that reads back the audit rows it writes. */
const auditedIn: Record<string, string> = {
  reviewInvoice: here,
  commitRaffle: here,
  drawRaffle: here,
  redeemVoucherCode: here,
  updateStoreOrderFulfilment: here,
  updatePostcardOrder: here,
  inviteOperator: serverTests('console/operators'),
  updateOperatorRole: serverTests('console/operators'),
  removeOperator: serverTests('console/operators'),
  uploadConsoleImage: serverTests('console/media'),
  savePostcardTemplate: serverTests('postcards/postcard-catalogue-console'),
  issueGiftCard: serverTests('giftcards/giftcards-console'),
  blockGiftCard: serverTests('giftcards/giftcards-console'),
  adjustGiftCard: serverTests('giftcards/giftcards-console'),
  saveGiftCardSettings: serverTests('giftcards/giftcards-console'),
  deletePostcardTemplate: serverTests('postcards/postcard-catalogue-console'),
  saveDestination: serverTests('catalog/destinations-console'),
  deleteDestination: serverTests('catalog/destinations-console'),
  saveTag: serverTests('catalog/destinations-console'),
  deleteTag: serverTests('catalog/destinations-console'),
  savePackage: serverTests('catalog/packages-console'),
  deletePackage: serverTests('catalog/packages-console'),
  saveSubPackage: serverTests('catalog/package-extras-console'),
  deleteSubPackage: serverTests('catalog/package-extras-console'),
  saveMeal: serverTests('catalog/package-extras-console'),
  deleteMeal: serverTests('catalog/package-extras-console'),
  saveTransport: serverTests('catalog/package-extras-console'),
  deleteTransport: serverTests('catalog/package-extras-console'),
  savePackageOptionList: serverTests('catalog/package-extras-console'),
  saveTimeSlot: serverTests('catalog/availability-console'),
  moveTimeSlot: serverTests('catalog/availability-console'),
  deleteTimeSlot: serverTests('catalog/availability-console'),
  saveDateTickets: serverTests('catalog/availability-console'),
  setDatesClosed: serverTests('catalog/availability-console'),
  saveDatePrices: serverTests('catalog/availability-console'),
  removeDatePrices: serverTests('catalog/availability-console'),
  saveSlider: serverTests('content/content-console'),
  moveSlider: serverTests('content/content-console'),
  deleteSlider: serverTests('content/content-console'),
  saveHomeSettings: serverTests('content/content-console'),
  saveSitePage: serverTests('content/content-console'),
  savePromotion: serverTests('content/content-console'),
  saveSeeSharjahDestinations: serverTests('content/content-console'),
  saveSupportContact: serverTests('content/support-contact'),
  saveCoupon: serverTests('coupons/coupons-console'),
  deleteCoupon: serverTests('coupons/coupons-console'),
  saveReseller: serverTests('octo/resellers-console'),
  rotateResellerKey: serverTests('octo/resellers-console'),
  revokeReseller: serverTests('octo/resellers-console'),
  saveVoucherOffer: serverTests('vouchers/voucher-offers-console'),
  deleteVoucherOffer: serverTests('vouchers/voucher-offers-console'),
  saveRaffleCampaign: serverTests('raffles/raffle-campaigns-console'),
  deleteRaffleCampaign: serverTests('raffles/raffle-campaigns-console'),
  saveScratchCampaign: serverTests('scratch/scratch-campaigns-console'),
  deleteScratchCampaign: serverTests('scratch/scratch-campaigns-console'),
  saveScratchPrize: serverTests('scratch/scratch-campaigns-console'),
  addScratchStock: serverTests('scratch/scratch-campaigns-console'),
  withdrawScratchStock: serverTests('scratch/scratch-campaigns-console'),
  saveStoreDesign: serverTests('store/store-design-console'),
  saveStorePage: serverTests('store/store-design-console'),
  deleteStorePage: serverTests('store/store-design-console'),
  saveCollection: serverTests('store/store-design-console'),
  deleteCollection: serverTests('store/store-design-console'),
  saveStoreTag: serverTests('store/store-design-console'),
  deleteStoreTag: serverTests('store/store-design-console'),
  saveProduct: serverTests('store/store-products-console'),
  deleteProduct: serverTests('store/store-products-console'),
  adjustStock: serverTests('store/store-products-console'),
  operatorCancelBooking: 'apps/server/src/modules/booking/cancellation.test.ts',
  checkIn: serverTests('booking/check-in-console'),
  markContactMessage: serverTests('console/messages'),
  resendMessage: serverTests('console/messages'),
  endCustomerSessions: serverTests('accounts/customers-console'),
  exportCustomerData: serverTests('accounts/customers-console'),
  eraseCustomer: serverTests('accounts/customers-console'),
  resendConfirmation: serverTests('booking/bookings-console'),
  hideReview: 'apps/server/src/modules/reviews/reviews.test.ts',
  showReview: 'apps/server/src/modules/reviews/reviews.test.ts',
  saveTeam: serverTests('console/teams'),
  deleteTeam: serverTests('console/teams'),
};

const staffActions = actions.filter((a) => a.auth === 'operator' || a.auth === 'admin');
const repositoryRoot = path.resolve(import.meta.dirname, '../../../../..');

describe('every operator action that changes data is audited', () => {
  it('each operator and admin action of the contract is audited or listed as changing nothing, never both', () => {
    const unclassified = staffActions.filter((a) => !readOnly.has(a.name) && !(a.name in auditedIn)).map((a) => a.name);
    expect(unclassified, 'a new operator action: audit its change (recordChange) or list it as read-only').toEqual([]);
    expect(staffActions.filter((a) => readOnly.has(a.name) && a.name in auditedIn).map((a) => a.name)).toEqual([]);
    // a name that is no operator action (renamed, removed, or public) is a stale entry
    const staff = new Set<string>(staffActions.map((a) => a.name));
    expect([...readOnly, ...Object.keys(auditedIn)].filter((name) => !staff.has(name))).toEqual([]);
  });

  it('the contract says "Audited" in the summary of exactly the audited actions', () => {
    const saysAudited = staffActions.filter((a) => /\bAudited\b/.test(a.summary)).map((a) => a.name);
    expect(saysAudited.toSorted()).toEqual(Object.keys(auditedIn).toSorted());
  });

  it('each audited action names a test file that calls it and reads the audit rows back', () => {
    const unread = Object.entries(auditedIn).filter(([name, file]) => {
      const text = fs.readFileSync(path.join(repositoryRoot, file), 'utf8');
      return !text.includes(`'${name}'`) || !/auditEntriesOf\(|from\(auditLog\)|auditLog,|action: 'auditLog'/.test(text);
    });
    expect(unread).toEqual([]);
    // this file's own entries each have a test of their own above, named by the action
    const own = fs.readFileSync(path.join(repositoryRoot, here), 'utf8');
    const mine = Object.keys(auditedIn).filter((name) => auditedIn[name] === here);
    expect(mine.filter((name) => !new RegExp(`\\bit\\('${name}[: ]`).test(own))).toEqual([]);
  });

  it('the audit-log page has a name in English and Arabic for every kind of record the server audits', () => {
    const sources = fs
      .readdirSync(path.join(repositoryRoot, 'apps/server/src/modules'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => fs.readFileSync(path.join(repositoryRoot, 'apps/server/src/modules', file), 'utf8'));
    const written = new Set(sources.flatMap((text) => [...text.matchAll(/\bentity: '([a-z_]+)'/g)].map((m) => m[1]!)));
    expect(written).toContain('store_order');
    for (const language of ['en', 'ae']) {
      const locale = JSON.parse(
        fs.readFileSync(path.join(repositoryRoot, `apps/web/src/locales/${language}/console.json`), 'utf8'),
      );
      const labelled = Object.keys(locale.audit.entities as Record<string, string>);
      expect(
        [...written].filter((entity) => !labelled.includes(entity)),
        language,
      ).toEqual([]);
    }
  });
});
