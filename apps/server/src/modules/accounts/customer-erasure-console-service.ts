import type { CustomerProfile } from '@portal/contract/console-customers';
import { normalizeEmail, normalizeMobile } from '@portal/domain/identity';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  addresses,
  auditLog,
  bookings,
  contactMessages,
  favourites,
  wishlistItems,
  messages,
  otpChallenges,
  postcardOrders,
  rateLimits,
  storeOrders,
  users,
} from '../../db/schema/index.ts';
import type { ActionContext } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { endingWith } from '../../lib/like-pattern.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { endSessionsOf, publicDataChanged, recordChange } from '../console/index.ts';
import { contactCopyKey, contactCopySender } from '../contact/index.ts';
import { eraseOctoContacts } from '../octo/index.ts';
import { removeCardFiles } from '../postcards/index.ts';
import { clearReviewTextOf, deleteReviewPhotosOf, removeReviewPhotos } from '../reviews/index.ts';
import { customerProfile, forgetSessions, type Customer } from './customers-console-service.ts';

/**
 * The operator typed the customer's e-mail or mobile again, in any spelling sign-in accepts
 * ("050 123 4567" for +971501234567), so nobody erases the wrong account by a slip of the mouse.
 */
function confirmsAccount(user: Customer, typed: string): boolean {
  if (user.email && normalizeEmail(typed) === user.email) return true;
  return user.mobile !== null && normalizeMobile(typed) === user.mobile;
}

/** The account, locked for its erasure: not_found for an unknown id, customer_is_operator for an operator. */
async function lockCustomer(tx: Database, id: number): Promise<Customer> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw new AppError('not_found');
  if (user.role !== 'user') throw new AppError('customer_is_operator');
  return user;
}

/**
 * The personal text in the customer's orders, cleared while the orders themselves stay (docs: report of
 * decision 036): a booking's notes; a store order's shipping address but its emirate and country,
 * which the tax records of the sale need, and its tracking number and link, whose carrier page would still
 * show where the parcel went; a postcard's message and the address it was sent to. Answers the
 * postcard order numbers, whose card files (the photo and the printed sides) go once the erasure commits.
 */
async function clearOrderText(
  tx: Database,
  userId: number,
): Promise<{ bookings: number; storeOrders: number; postcards: string[] }> {
  const notes = await tx.update(bookings).set({ notes: null }).where(eq(bookings.userId, userId)).returning({ id: bookings.id });
  const shipped = await tx
    .update(storeOrders)
    .set({
      addressId: null,
      shippingAddress: sql`jsonb_strip_nulls(jsonb_build_object('state', ${storeOrders.shippingAddress}->>'state', 'country', ${storeOrders.shippingAddress}->>'country'))`,
      trackingNumber: null,
      trackingUrl: null,
    })
    .where(eq(storeOrders.userId, userId))
    .returning({ id: storeOrders.id });
  const cards = await tx
    .update(postcardOrders)
    .set({ message: '', address: '', photoPath: null })
    .where(eq(postcardOrders.userId, userId))
    .returning({ orderNumber: postcardOrders.orderNumber });
  return { bookings: notes.length, storeOrders: shipped.length, postcards: cards.map((c) => c.orderNumber) };
}

/**
 * The team's copies in the outbox of the contact messages `sent`: the copy named by the message's id, or one
 * written before copies were named (random key), by its first line, which is the message's name and e-mail.
 */
function contactCopiesOf(sent: { id: number; name: string; email: string }[]) {
  if (sent.length === 0) return undefined;
  return and(
    eq(messages.kind, 'contact'),
    or(
      inArray(
        messages.idempotencyKey,
        sent.map((m) => contactCopyKey(m.id)),
      ),
      ...sent.map((m) => sql`starts_with(${messages.body}, ${contactCopySender(m)})`),
    ),
  );
}

/**
 * Deletes what exists only to reach or remember the person: saved addresses (after the store orders let go
 * of them), favourites, the wishlist (decision 063), their contact-form messages (also those sent before signing in, by e-mail in any
 * case) with the team's copies of them in the outbox, the one-time codes, the e-mails and SMS sent to their
 * address or number, and the rate-limit counters whose key names the address or number. Answers how many of
 * each went.
 */
async function deletePersonalRecords(tx: Database, user: Customer) {
  const identifiers = [user.email, user.mobile].filter((v): v is string => v !== null);
  const contactOf = or(
    eq(contactMessages.userId, user.id),
    user.email ? eq(sql`lower(${contactMessages.email})`, user.email) : undefined,
  );
  const contacts = await tx
    .delete(contactMessages)
    .where(contactOf)
    .returning({ id: contactMessages.id, name: contactMessages.name, email: contactMessages.email });
  const deleted = {
    addresses: (await tx.delete(addresses).where(eq(addresses.userId, user.id)).returning({ id: addresses.id })).length,
    favourites: (await tx.delete(favourites).where(eq(favourites.userId, user.id)).returning({ id: favourites.productId }))
      .length,
    wishlist: (await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id)).returning({ id: wishlistItems.packageId }))
      .length,
    contact_messages: contacts.length,
    otp_challenges: 0,
    messages: 0,
    rate_limits: 0,
  };
  const messagesOf = or(identifiers.length > 0 ? inArray(messages.recipient, identifiers) : undefined, contactCopiesOf(contacts));
  if (messagesOf) deleted.messages = (await tx.delete(messages).where(messagesOf).returning({ id: messages.id })).length;
  if (identifiers.length > 0) {
    deleted.otp_challenges = (
      await tx.delete(otpChallenges).where(inArray(otpChallenges.identifier, identifiers)).returning({ id: otpChallenges.id })
    ).length;
    // e.g. otp-send:id:<e-mail>: the counters of the codes sent to them
    deleted.rate_limits = (
      await tx
        .delete(rateLimits)
        .where(or(...identifiers.map((identifier) => like(rateLimits.key, endingWith(`:${identifier}`)))))
        .returning({ key: rateLimits.key })
    ).length;
  }
  return deleted;
}

/**
 * The address or number an operator's resend of a booking's confirmation went to (resendConfirmation's audit
 * entries, found by the booking's order number through the audit log's entity index), cleared: the entry
 * stays, saying a confirmation was sent again. Answers how many entries it cleared.
 */
async function clearAuditedRecipientsOf(tx: Database, userId: number): Promise<number> {
  const numbers = tx.select({ orderNumber: bookings.orderNumber }).from(bookings).where(eq(bookings.userId, userId));
  const rows = await tx
    .update(auditLog)
    .set({ after: sql`${auditLog.after} || '{"recipient": null}'::jsonb` })
    .where(and(eq(auditLog.entity, 'booking'), inArray(auditLog.entityId, numbers), sql`${auditLog.after} ? 'recipient'`))
    .returning({ id: auditLog.id });
  return rows.length;
}

/**
 * eraseCustomer (UAE PDPL art. 15, GDPR art. 17): the account stays, so its bookings, orders, payments,
 * invoices, raffle tickets and voucher codes keep their owner for the accounts, but nothing in it names or
 * reaches the person any more: names emptied, e-mail and mobile null (the address and number may sign up
 * again as a new account), referral fields cleared, every session ended. The audit entry records what was
 * done and how much, never the personal data. Erasing an erased account changes nothing.
 */
export async function eraseCustomer(
  ctx: Pick<ActionContext, 'db' | 'bus' | 'now' | 'config'>,
  actorId: number,
  input: { id: number; confirm: string },
): Promise<CustomerProfile> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const user = await lockCustomer(tx, input.id);
    if (user.erasedAt) return { user, tokenHashes: [], postcards: [], reviewTexts: 0, reviewPhotos: [] };
    if (!confirmsAccount(user, input.confirm)) {
      throw new AppError('invalid_input', { fields: { confirm: "the customer's e-mail address or mobile number" } });
    }
    // the store orders let go of the saved addresses before those are deleted
    const cleared = await clearOrderText(tx, user.id);
    const deleted = await deletePersonalRecords(tx, user);
    // their reviews keep their stars (and the package's rating) but lose their text; the names go below
    const reviewTexts = await clearReviewTextOf(tx, user.id);
    const reviewPhotos = await deleteReviewPhotosOf(tx, user.id);
    // resellers' bookings that name the person by e-mail keep their tickets but lose the contact (docs/decisions/071)
    const octoContacts = user.email ? await eraseOctoContacts(tx, user.email) : 0;
    const auditRecipients = await clearAuditedRecipientsOf(tx, user.id);
    const tokenHashes = await endSessionsOf(tx, user.id, ctx.now);
    const [erased] = await tx
      .update(users)
      .set({ firstName: '', lastName: '', email: null, mobile: null, referral: null, trafficReferral: null, erasedAt: ctx.now })
      .where(eq(users.id, user.id))
      .returning();
    await recordChange(tx, {
      operatorId: actorId,
      action: 'eraseCustomer',
      entity: 'customer',
      entityId: user.id,
      before: { erased: 0 },
      after: {
        erased: 1,
        sessions_ended: tokenHashes.length,
        deleted,
        cleared: {
          booking_notes: cleared.bookings,
          store_order_addresses: cleared.storeOrders,
          postcards: cleared.postcards.length,
          review_texts: reviewTexts,
          ...(auditRecipients > 0 ? { audit_recipients: auditRecipients } : {}),
          ...(reviewPhotos.length > 0 ? { review_photos: reviewPhotos.length } : {}),
          ...(octoContacts > 0 ? { octo_contacts: octoContacts } : {}),
        },
      },
    });
    return { user: erased!, tokenHashes, postcards: cleared.postcards, reviewTexts, reviewPhotos };
  });
  await forgetSessions(ctx, outcome.tokenHashes);
  // the package pages show their reviews, now nameless and without text
  if (outcome.reviewTexts > 0) await publicDataChanged(ctx);
  for (const orderNumber of outcome.postcards) await removeCardFiles(storageFor(ctx.config), orderNumber);
  await removeReviewPhotos(storageFor(ctx.config), outcome.reviewPhotos);
  return customerProfile(ctx.db, outcome.user, ctx.now);
}
