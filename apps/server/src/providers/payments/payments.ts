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
}

export class WebhookRejected extends Error {}
