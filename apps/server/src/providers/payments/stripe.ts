import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  CreatedPayment,
  NewPayment,
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
  ProviderEvent,
  RefundEvent,
  RefundStatus,
  WebhookRequest,
} from './payments.ts';
import { systemClock } from '../../lib/clock.ts';
import { signedEventBody, WebhookRejected } from './payments.ts';

/** The fields of a Checkout Session the portal reads. */
const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  amount_total: z.number().int().nonnegative().nullable().optional(),
  currency: z.string().max(8).nullable().optional(),
  payment_status: z.string().max(64).optional(),
});

/** Any Stripe event: an id, a type and an object; only Checkout Session events are read further. */
const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

type CheckoutSession = z.output<typeof checkoutSessionSchema>;

/** The fields of a Refund the portal reads (docs/decisions/036). */
const refundSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.string().max(64).nullable().optional(),
  failure_reason: z.string().max(255).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
type StripeRefund = z.output<typeof refundSchema>;

/** A Charge as `charge.refunded` carries it; its refunds list is there only on older API versions. */
const chargeSchema = z.object({
  refunds: z
    .object({ data: z.array(refundSchema) })
    .nullable()
    .optional(),
});

/** Stripe's refund states as the portal's: requires_action waits like pending; canceled never paid back. */
function refundStatusOf(status: string | null | undefined): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function refundEvent(eventId: string, refund: StripeRefund, raw: unknown): RefundEvent {
  const ours = Number(refund.metadata?.refund_id);
  return {
    kind: 'refund',
    eventId,
    refundRef: refund.id,
    refundId: Number.isInteger(ours) && ours > 0 ? ours : null,
    status: refundStatusOf(refund.status),
    error: refund.failure_reason ?? null,
    raw,
  };
}

/** The refund events of a verified Stripe event: refund.* and charge.refund.updated name one, charge.refunded lists them. */
function refundEventsOf(event: z.output<typeof stripeEventSchema>, raw: unknown): RefundEvent[] {
  if (event.type.startsWith('refund.') || event.type === 'charge.refund.updated') {
    const read = refundSchema.safeParse(event.data.object);
    if (!read.success) throw new WebhookRejected('a refund event without a refund');
    return [refundEvent(event.id, read.data, raw)];
  }
  if (event.type === 'charge.refunded') {
    const read = chargeSchema.safeParse(event.data.object);
    if (!read.success) throw new WebhookRejected('a charge event without a charge');
    // one event id per refund, so each listed refund is applied once
    return (read.data.refunds?.data ?? []).map((refund) => refundEvent(`${event.id}:${refund.id}`, refund, raw));
  }
  return [];
}

/** Checkout Session events that settle a payment; everything else is acknowledged and ignored. */
function outcomeOf(type: string, session: CheckoutSession): PaymentOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? 'succeeded' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'succeeded';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

/**
 * Stripe Checkout: a Checkout Session per payment, expiring with the hold (Stripe accepts 30 minutes to
 * 24 hours), and webhooks verified on the raw body with the endpoint's signing secret
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`, five minutes' tolerance).
 */
export function stripeProvider(options: { secretKey: string; webhookSecret: string; apiUrl: string }): PaymentProvider {
  const api = options.apiUrl.replace(/\/$/, '');
  return {
    name: 'stripe',
    async createPayment(payment: NewPayment): Promise<CreatedPayment> {
      // Stripe measures the session's expiry against its own clock, the world's
      const earliest = systemClock().getTime() + 31 * 60_000;
      const expiresAt = Math.floor(Math.max(payment.expiresAt.getTime(), earliest) / 1000);
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: `${payment.returnUrl}${payment.returnUrl.includes('?') ? '&' : '?'}success=1`,
        cancel_url: `${payment.returnUrl}${payment.returnUrl.includes('?') ? '&' : '?'}success=0`,
        client_reference_id: payment.purchaseNumber,
        'metadata[purchase_number]': payment.purchaseNumber,
        expires_at: String(expiresAt),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': payment.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(payment.amountFils),
        'line_items[0][price_data][product_data][name]': payment.description,
      });
      const response = await fetch(`${api}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `checkout-${payment.purchaseNumber}`,
        },
        body: form,
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; url?: string; error?: { message?: string } };
      if (!response.ok || !body.id || !body.url) {
        throw new Error(`Stripe refused the Checkout Session (${response.status}): ${body.error?.message ?? 'no message'}`);
      }
      return { providerRef: body.id, url: body.url };
    },
    async fetchPayment(providerRef: string): Promise<PaymentEvent | null> {
      const response = await fetch(`${api}/v1/checkout/sessions/${encodeURIComponent(providerRef)}`, {
        headers: { authorization: `Bearer ${options.secretKey}` },
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`Stripe did not answer the Checkout Session (${response.status})`);
      const session = (await response.json()) as CheckoutSession & { status?: string };
      const outcome: PaymentOutcome | null =
        session.status === 'complete' && session.payment_status === 'paid'
          ? 'succeeded'
          : session.status === 'expired'
            ? 'expired'
            : null;
      if (!outcome || session.id !== providerRef) return null;
      return {
        // one id per session and outcome, so this check is applied once like any event
        eventId: `fetched:${providerRef}:${outcome}`,
        providerRef,
        outcome,
        amountFils: session.amount_total ?? null,
        currency: session.currency ? session.currency.toUpperCase() : null,
        raw: session,
      };
    },
    // a Checkout Session is refunded through its PaymentIntent (POST /v1/refunds); the idempotency key
    // makes a retried refund the same refund, and the metadata names ours in the refund's events
    async refundPayment(refund) {
      const headers = { authorization: `Bearer ${options.secretKey}` };
      const found = await fetch(`${api}/v1/checkout/sessions/${encodeURIComponent(refund.providerRef)}`, {
        headers,
        signal: AbortSignal.timeout(20_000),
      });
      const session = (await found.json().catch(() => ({}))) as { payment_intent?: string | null };
      if (!found.ok || !session.payment_intent) throw new Error(`Stripe gave no payment to refund (${found.status})`);
      const response = await fetch(`${api}/v1/refunds`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': refund.idempotencyKey,
        },
        body: new URLSearchParams({
          payment_intent: session.payment_intent,
          amount: String(refund.amountFils),
          'metadata[checkout_session]': refund.providerRef,
          'metadata[refund_id]': String(refund.refundId),
        }),
        signal: AbortSignal.timeout(20_000),
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<StripeRefund> & { error?: { message?: string } };
      if (!response.ok || !answer.id) {
        throw new Error(`Stripe refused the refund (${response.status}): ${answer.error?.message ?? 'no message'}`);
      }
      return { refundRef: answer.id, status: refundStatusOf(answer.status), error: answer.failure_reason ?? null };
    },
    // the refund as Stripe holds it now (GET /v1/refunds/{id}); an unknown one is null
    async fetchRefund(refundRef) {
      const response = await fetch(`${api}/v1/refunds/${encodeURIComponent(refundRef)}`, {
        headers: { authorization: `Bearer ${options.secretKey}` },
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Stripe did not answer the refund (${response.status})`);
      const read = refundSchema.safeParse(await response.json().catch(() => null));
      if (!read.success || read.data.id !== refundRef) return null;
      return { refundRef, status: refundStatusOf(read.data.status), error: read.data.failure_reason ?? null };
    },
    // an expired Checkout Session can no longer be paid; Stripe then sends checkout.session.expired
    async expirePayment(providerRef) {
      const response = await fetch(`${api}/v1/checkout/sessions/${encodeURIComponent(providerRef)}/expire`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.secretKey}` },
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        throw new Error(
          `Stripe did not expire the Checkout Session (${response.status}): ${body.error?.message ?? 'no message'}`,
        );
      }
    },
    verifyWebhook(request: WebhookRequest, now: Date): ProviderEvent[] {
      const header = request.headers['stripe-signature'];
      const parts = String(Array.isArray(header) ? header[0] : (header ?? '')).split(',');
      const timestamp = Number(parts.find((p) => p.startsWith('t='))?.slice(2));
      const signatures = parts.filter((p) => p.startsWith('v1=')).map((p) => p.slice(3));
      if (!Number.isFinite(timestamp) || signatures.length === 0) throw new WebhookRejected('no signature');
      const expected = Buffer.from(
        createHmac('sha256', options.webhookSecret).update(`${timestamp}.`).update(request.rawBody).digest('hex'),
      );
      const valid = signatures.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
      if (!valid) throw new WebhookRejected('bad signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > 300) throw new WebhookRejected('stale event');
      const { event, raw } = signedEventBody(request.rawBody, stripeEventSchema);
      if (!event.type.startsWith('checkout.session.')) return refundEventsOf(event, raw);
      const read = checkoutSessionSchema.safeParse(event.data.object);
      if (!read.success) throw new WebhookRejected('a Checkout Session event without a session');
      const session = read.data;
      const outcome = outcomeOf(event.type, session);
      if (!outcome) return [];
      return [
        {
          eventId: event.id,
          providerRef: session.id,
          outcome,
          amountFils: session.amount_total ?? null,
          currency: session.currency ? session.currency.toUpperCase() : null,
          raw,
        },
      ];
    },
  };
}
