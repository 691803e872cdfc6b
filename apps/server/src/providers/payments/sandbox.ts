import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  CreatedPayment,
  NewPayment,
  PaymentOutcome,
  PaymentProvider,
  ProviderEvent,
  RefundResult,
  WebhookRequest,
} from './payments.ts';
import { signedEventBody, WebhookRejected } from './payments.ts';

/** What the sandbox sends to the webhook, signed like a real provider's event. */
export type SandboxEvent = {
  id: string;
  type: PaymentOutcome;
  payment: string;
  amount_fils: number;
  currency: string;
  created: number;
};

/** What the sandbox sends about a refund (docs/decisions/036): it settled or failed. */
export type SandboxRefundEvent = {
  id: string;
  type: 'refund.succeeded' | 'refund.failed';
  refund: string;
  refund_id?: number | undefined;
  error?: string | undefined;
  created: number;
};

/** SandboxEvent as the webhook reads it: a signed body of another shape is refused. */
const sandboxPaymentEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(['succeeded', 'failed', 'cancelled', 'expired']),
  payment: z.string().min(1).max(255),
  amount_fils: z.number().int().nonnegative(),
  currency: z.string().min(1).max(8),
  created: z.number(),
}) satisfies z.ZodType<SandboxEvent>;

const sandboxRefundEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(['refund.succeeded', 'refund.failed']),
  refund: z.string().min(1).max(255),
  refund_id: z.number().int().positive().optional(),
  error: z.string().max(500).optional(),
  created: z.number(),
}) satisfies z.ZodType<SandboxRefundEvent>;

const sandboxEventSchema = z.union([sandboxPaymentEventSchema, sandboxRefundEventSchema]);

export const sandboxSignatureHeader = 'x-sandbox-signature';

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The default provider: the portal's own test payment page (/pay/sandbox/…), clearly marked as test mode.
 * Pay, Decline and Cancel there make an event signed with the sandbox secret and deliver it to the
 * webhook endpoint exactly as a real provider would, then send the buyer back to the return address.
 */
export function sandboxProvider(options: { publicUrl: string; secret: string }): PaymentProvider & {
  signedEvent(event: SandboxEvent | SandboxRefundEvent, now: Date): { body: string; signature: string };
} {
  const base = options.publicUrl.replace(/\/$/, '');
  // how each refund stands at the sandbox: settled when made, then as its last signed event says
  const refundStates = new Map<string, RefundResult>();
  return {
    name: 'sandbox',
    async createPayment(_payment: NewPayment): Promise<CreatedPayment> {
      const providerRef = `sbx_${randomBytes(16).toString('hex')}`;
      return { providerRef, url: `${base}/pay/sandbox/${providerRef}` };
    },
    // no money moves in the sandbox: a refund settles at once under its own reference (a refund event
    // signed like the payment events can still tell the webhook about it, as a real provider's would)
    async refundPayment(refund) {
      const key = createHmac('sha256', options.secret).update(refund.idempotencyKey).digest('hex').slice(0, 32);
      const refundRef = `sbx_re_${key}`;
      if (!refundStates.has(refundRef)) refundStates.set(refundRef, { refundRef, status: 'succeeded' });
      return { ...refundStates.get(refundRef)! };
    },
    async fetchRefund(refundRef) {
      const state = refundStates.get(refundRef);
      return state ? { ...state } : null;
    },
    // the test page reads the purchase's state and refuses one that is closed (http/payments.ts closedAs)
    async expirePayment() {},
    signedEvent(event, now) {
      if ('refund' in event) {
        const status = event.type === 'refund.succeeded' ? 'succeeded' : 'failed';
        refundStates.set(event.refund, { refundRef: event.refund, status, error: event.error ?? null });
      }
      const body = JSON.stringify(event);
      const timestamp = Math.floor(now.getTime() / 1000);
      return { body, signature: `t=${timestamp},v1=${sign(options.secret, timestamp, body)}` };
    },
    verifyWebhook(request: WebhookRequest, now: Date): ProviderEvent[] {
      const header = request.headers[sandboxSignatureHeader];
      const parts = new Map(
        String(Array.isArray(header) ? header[0] : (header ?? ''))
          .split(',')
          .map((p) => p.split('=') as [string, string]),
      );
      const timestamp = Number(parts.get('t'));
      const given = parts.get('v1') ?? '';
      const body = request.rawBody.toString('utf8');
      const expected = sign(options.secret, timestamp, body);
      if (!Number.isFinite(timestamp) || given.length !== expected.length) throw new WebhookRejected('bad signature');
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw new WebhookRejected('bad signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > 300) throw new WebhookRejected('stale event');
      const { event, raw } = signedEventBody(request.rawBody, sandboxEventSchema);
      if ('refund' in event) {
        const status = event.type === 'refund.succeeded' ? 'succeeded' : 'failed';
        return [
          {
            kind: 'refund',
            eventId: event.id,
            refundRef: event.refund,
            refundId: event.refund_id ?? null,
            status,
            error: event.error ?? null,
            raw,
          },
        ];
      }
      return [
        {
          eventId: event.id,
          providerRef: event.payment,
          outcome: event.type,
          amountFils: event.amount_fils,
          currency: event.currency,
          raw,
        },
      ];
    },
  };
}
