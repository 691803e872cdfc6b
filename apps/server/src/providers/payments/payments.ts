import { controlCharacterFields } from '@portal/contract/common';
import type { z } from 'zod';

/**
 * One interface for every payment provider (docs/architecture.md "Purchases and money"): create a payment for
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
  kind?: 'payment';
  eventId: string;
  providerRef: string;
  outcome: PaymentOutcome;
  amountFils: number | null;
  currency: string | null;
  raw: unknown;
};

/** How a refund stands at the provider. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund asked of the provider (docs/decisions/036): part or all of a succeeded payment. */
export type RefundRequest = {
  /** the payment's reference */
  providerRef: string;
  amountFils: number;
  currency: string;
  /** the same key for every attempt at this refund, so the provider makes it once */
  idempotencyKey: string;
  /** our refund's id, given to the provider so its events name it */
  refundId: number;
};

/** The provider's answer to a refund request: its reference and how it stands. */
export type RefundResult = { refundRef: string; status: RefundStatus; error?: string | null };

/** A verified event about a refund: it settled, or failed. */
export type RefundEvent = {
  kind: 'refund';
  eventId: string;
  refundRef: string;
  /** our refund's id when the provider echoes it back */
  refundId: number | null;
  status: RefundStatus;
  error: string | null;
  raw: unknown;
};

/** Anything a provider's webhook tells the portal. */
export type ProviderEvent = PaymentEvent | RefundEvent;

export type WebhookRequest = { rawBody: Buffer; headers: Record<string, string | string[] | undefined> };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** throws WebhookRejected when the signature or the body is not the provider's */
  verifyWebhook(request: WebhookRequest, now: Date): ProviderEvent[];
  /**
   * The payment's settled outcome asked from the provider, as an event (null while it is still open),
   * so the buyer's return can confirm before the webhook arrives. Absent when the provider's own
   * callback always comes first (the sandbox delivers its event before sending the buyer back).
   */
  fetchPayment?(providerRef: string): Promise<PaymentEvent | null>;
  /**
   * Gives part or all of a succeeded payment back (docs/decisions/021 and 036). Asking again with the same
   * idempotency key must not refund twice. Throws when the provider cannot be reached or refuses the request.
   */
  refundPayment(refund: RefundRequest): Promise<RefundResult>;
  /**
   * How one refund stands at the provider now, by its reference; null when the provider does not know it.
   * Read before a refund event is acted on: events come late and out of order, this answer does not
   * (docs/decisions/036). Throws when the provider cannot be reached.
   */
  fetchRefund(refundRef: string): Promise<RefundResult | null>;
  /**
   * Closes an open payment whose purchase was closed without it (a checkout replaced by a new one), so its
   * page takes no money. Throws when the provider cannot be reached or refuses (the payment was completed
   * meanwhile); money that still comes is a late payment (docs/decisions/021).
   */
  expirePayment(providerRef: string): Promise<void>;
}

export class WebhookRejected extends Error {}

/**
 * A signed body read as the provider's event: JSON of the schema's shape with no control character
 * (PostgreSQL stores the event as jsonb, which cannot hold a NUL). The signature proves who sent it, not
 * that it is well formed: anything else is WebhookRejected, answered 400 (decision 023), never a 500.
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
