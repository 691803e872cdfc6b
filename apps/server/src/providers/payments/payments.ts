import { controlCharacterFields } from '@portal/contract/common';
import type { z } from 'zod';

/**
 * One interface for every payment provider (ARCHITECTURE.md "Booking and money"): create a payment for
 * a purchase and answer the page to send the buyer to; turn a provider's callback into verified events.
 * Amounts are integer fils; the currency is AED.
 */
export type PaymentOutcome = 'succeeded' | 'failed' | 'cancelled' | 'expired';

export type NewPayment = {
  purchaseNumber: string;
  amountFils: number;
  currency: 'AED';
  /** the hold's expiry: the provider must not take money after it */
  expiresAt: Date;
  description: string;
  /** where the provider sends the buyer back, with the outcome in the query */
  returnUrl: string;
};

export type CreatedPayment = { providerRef: string; url: string };

/** A verified event: signature checked; amount and currency still to be compared with the purchase. */
export type PaymentEvent = {
  eventId: string;
  providerRef: string;
  outcome: PaymentOutcome;
  amountFils: number | null;
  currency: string | null;
  raw: unknown;
};

export type WebhookRequest = { rawBody: Buffer; headers: Record<string, string | string[] | undefined> };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** throws WebhookRejected when the signature or the body is not the provider's */
  verifyWebhook(request: WebhookRequest, now: Date): PaymentEvent[];
  /**
   * The payment's settled outcome asked from the provider, as an event (null while it is still open),
   * so the buyer's return can confirm before the webhook arrives. Absent when the provider's own
   * callback always comes first (the sandbox delivers its event before sending the buyer back).
   */
  fetchPayment?(providerRef: string): Promise<PaymentEvent | null>;
  /**
   * Gives the whole amount of a succeeded payment back (docs/decisions/021: money taken for a purchase
   * that could not be confirmed). Asking again for the same payment must not refund twice.
   */
  refundPayment(payment: { providerRef: string; amountFils: number; currency: string }): Promise<{ refundRef: string }>;
}

export class WebhookRejected extends Error {}

/**
 * A signed body read as the provider's event: JSON of the schema's shape with no control character
 * (PostgreSQL stores the event as jsonb, which cannot hold a NUL). The signature proves who sent it, not
 * that it is well formed: anything else is WebhookRejected, answered 400 (issue 11), never a 500.
 */
export function signedEventBody<T extends z.ZodType>(rawBody: Buffer, schema: T): { event: z.output<T>; raw: unknown } {
  let raw: unknown;
  try {
    raw = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('body is not JSON');
  }
  if (Object.keys(controlCharacterFields(raw)).length > 0) throw new WebhookRejected('control characters in the body');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new WebhookRejected('body is not an event');
  return { event: parsed.data, raw };
}
