import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import {
  addresses,
  bookings,
  contactMessages,
  invoices,
  otpChallenges,
  purchases,
  raffleTickets,
  scratchCampaigns,
  scratchPlays,
  scratchPrizes,
  storeOrders,
  voucherCodes,
} from '../../db/schema/index.ts';
import {
  createDestination,
  createPackage,
  createRaffleCampaign,
  createSession,
  createUser,
  createVoucher,
} from '../../test/factories.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';
import { createStore } from '../../test/store-factories.ts';

const unique = () => randomBytes(6).toString('hex').toUpperCase();

/** A paid purchase of `kind` for the user, as payment leaves it. */
async function paidPurchase(db: Database, userId: number, kind: 'booking' | 'store', totalFils: number) {
  const [purchase] = await db
    .insert(purchases)
    .values({ purchaseNumber: `P${unique()}`, userId, kind, status: 1, subtotalFils: totalFils, totalFils })
    .returning();
  return purchase!;
}

/**
 * A traveller who has used every part of the portal: a paid booking with a note, a saved address and a store
 * order shipped to it, a postcard, an invoice with its raffle ticket, a voucher code, a scratch play that
 * won, a contact message, a pending sign-in code and a live session. Test data of customers.test.ts.
 */
export async function createCustomerWithHistory(
  t: { db: Database; dataDir: string },
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const { db } = t;
  const user = await createUser(db, overrides);
  const token = await createSession(db, user.id, { expiresAt: new Date('2030-01-01T00:00:00Z') });

  const destination = await createDestination(db);
  const pkg = await createPackage(db, {
    destinationId: destination.id,
    packageName: 'Desert Safari',
    arabicName: 'رحلة الصحراء',
  });
  const bookingPurchase = await paidPurchase(db, user.id, 'booking', 25_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      purchaseId: bookingPurchase.id,
      orderNumber: `SHJ${unique()}`,
      userId: user.id,
      packageId: pkg.id,
      destinationId: destination.id,
      date: '2026-12-24',
      adultQty: 2,
      notes: 'Wheelchair for my mother, Mariam',
      totalFils: 25_000,
      status: 1,
    })
    .returning();

  const [address] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      name: 'Home',
      phone: '+971501112233',
      address: 'Villa 12, Al Khan Street',
      city: 'Sharjah',
      state: 'Sharjah',
    })
    .returning();
  const store = await createStore(db);
  const storePurchase = await paidPurchase(db, user.id, 'store', 12_000);
  const [storeOrder] = await db
    .insert(storeOrders)
    .values({
      purchaseId: storePurchase.id,
      orderNumber: `ST${unique()}`,
      userId: user.id,
      storeId: store.id,
      addressId: address!.id,
      shippingAddress: {
        name: 'Home',
        phone: '+971501112233',
        address: 'Villa 12, Al Khan Street',
        city: 'Sharjah',
        state: 'Sharjah',
        country: 'United Arab Emirates',
      },
      totalFils: 12_000,
      status: 1,
      carrier: 'Aramex',
      trackingNumber: 'AR99001122',
      trackingUrl: 'https://www.aramex.com/track/results?ShipmentNumber=AR99001122',
    })
    .returning();

  const template = await createPostcardTemplate(t);
  const postcard = await createPostcardOrder(db, { userId: user.id, templateId: template.id });

  const campaign = await createRaffleCampaign(db);
  const [invoice] = await db
    .insert(invoices)
    .values({
      userId: user.id,
      campaignId: campaign.id,
      invoiceNumber: `INV${unique()}`,
      vendorName: 'Souq Al Arsah',
      amountFils: 10_000,
      filePath: 'invoices/receipt.jpg',
      mimeType: 'image/jpeg',
      status: 1,
    })
    .returning();
  const [ticket] = await db
    .insert(raffleTickets)
    .values({ campaignId: campaign.id, invoiceId: invoice!.id, userId: user.id, raffleNumber: `R${unique()}` })
    .returning();

  const voucher = await createVoucher(db);
  const [code] = await db
    .insert(voucherCodes)
    .values({ voucherId: voucher.id, userId: user.id, code: `V${unique()}` })
    .returning();

  const [scratch] = await db
    .insert(scratchCampaigns)
    .values({ slug: `scratch-${unique().toLowerCase()}`, name: 'Eid Scratch', arabicName: 'خدش العيد', enable: 1 })
    .returning();
  const [prize] = await db
    .insert(scratchPrizes)
    .values({
      campaignId: scratch!.id,
      name: 'Free coffee',
      arabicName: 'قهوة مجانية',
      voucherCodes: `S${unique()}`,
      awardedTo: user.id,
    })
    .returning();
  const [play] = await db
    .insert(scratchPlays)
    .values({ campaignId: scratch!.id, userId: user.id, prizeId: prize!.id })
    .returning();

  await db
    .insert(contactMessages)
    .values({ name: 'Aisha', email: user.email!, message: 'Please call me on my mobile', userId: user.id });
  await db.insert(otpChallenges).values({
    purpose: 'login',
    channel: 'email',
    identifier: user.email!,
    codeHash: 'not-a-real-hash',
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  });

  return {
    user,
    token,
    booking: booking!,
    address: address!,
    storeOrder: storeOrder!,
    postcard,
    invoice: invoice!,
    ticket: ticket!,
    code: code!,
    play: play!,
  };
}
