import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CreatedPayment, NewPayment, PaymentEvent, PaymentOutcome, PaymentProvider, WebhookRequest } from './payments.ts';
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

/** SandboxEvent as the webhook reads it: a signed body of another shape is refused. */
const sandboxEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(['succeeded', 'failed', 'cancelled', 'expired']),
  payment: z.string().min(1).max(255),
  amount_fils: z.number().int().nonnegative(),
  currency: z.string().min(1).max(8),
  created: z.number(),
}) satisfies z.ZodType<SandboxEvent>;

export const sandboxSignatureHeader = 'x-sandbox-signature';

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The default provider: the portal's own test payment page (/pay/sandbox/…), clearly marked as test mode.
 * Pay, Decline and Cancel there make an event signed with the sandbox secret and deliver it to the
 * webhook endpoint exactly as a real provider would, then send the buyer back to the return address.
 */
export function sandboxProvider(options: { publicUrl: string; secret: string }): PaymentProvider & {
  signedEvent(event: SandboxEvent, now: Date): { body: string; signature: string };
} {
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    name: 'sandbox',
    async createPayment(_payment: NewPayment): Promise<CreatedPayment> {
      const providerRef = `sbx_${randomBytes(16).toString('hex')}`;
      return { providerRef, url: `${base}/pay/sandbox/${providerRef}` };
    },
    // no money moves in the sandbox: the refund is recorded on the payment under this reference
    async refundPayment(payment) {
      return { refundRef: `sbx_re_${payment.providerRef.slice('sbx_'.length)}` };
    },
    signedEvent(event, now) {
      const body = JSON.stringify(event);
      const timestamp = Math.floor(now.getTime() / 1000);
      return { body, signature: `t=${timestamp},v1=${sign(options.secret, timestamp, body)}` };
    },
    verifyWebhook(request: WebhookRequest, now: Date): PaymentEvent[] {
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
