import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { notePaymentEvent } from '../lib/observe.ts';
import { singletonJob } from '../lib/singleton-job.ts';
import { payments, purchases } from '../db/schema/index.ts';
import type { ConfirmationMessages } from '../modules/booking/purchase-kind.ts';
import { applyPaymentEvent, paymentReturnUrl, purchaseStatus } from '../modules/booking/payment-service.ts';
import { applyRefundEvent, sendDueRefunds } from '../modules/booking/refunds.ts';
import type { PaymentProvider } from '../providers/payments/payments.ts';
import { WebhookRejected } from '../providers/payments/payments.ts';
import { sandboxSignatureHeader, type sandboxProvider } from '../providers/payments/sandbox.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type PurchaseKind = (typeof purchases.$inferSelect)['kind'];

/** What the purchase is, in both languages, beside its number on the sandbox page. */
const purchaseKindNames: Record<PurchaseKind, { en: string; ae: string }> = {
  booking: { en: 'Booking', ae: 'حجز' },
  store: { en: 'Store order', ae: 'طلب من المتجر' },
  postcard: { en: 'Postcard order', ae: 'طلب بطاقة بريدية' },
  gift_card: { en: 'Gift card', ae: 'بطاقة هدية' },
};

/**
 * The sandbox's test payment page: both languages, marked as test mode, the purchase named by its kind, three
 * outcomes while the payment is open, and only its state once it is closed (`closedAs`).
 */
function sandboxPage(
  ref: string,
  purchase: { number: string; kind: PurchaseKind },
  amountFils: number,
  closedAs: string | null,
): string {
  const amount = (amountFils / 100).toFixed(2);
  const both = (en: string, ae: string) => `${en} · <span lang="ar" dir="rtl">${ae}</span>`;
  const kind = purchaseKindNames[purchase.kind];
  const button = (outcome: string, en: string, ae: string, tone: string) =>
    `<button name="outcome" value="${outcome}" class="${tone}">${en} · <span lang="ar">${ae}</span></button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Test payment · دفع تجريبي</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f2ee;color:#1d1b20}
.banner{background:#ffd166;padding:.75rem 1rem;font-weight:700;text-align:center}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;border:1px solid #e2dbd4}
h1{font-size:1.3rem;margin-top:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}
dd{margin:0;font-weight:600}
form{display:grid;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:700;min-height:48px;border-radius:999px;border:2px solid #7a1f3d;cursor:pointer}
.pay{background:#7a1f3d;color:#fff}.decline{background:#fff;color:#b3261e;border-color:#b3261e}.cancel{background:#fff;color:#1d1b20;border-color:#55505e}
button:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
</style></head>
<body>
<p class="banner" role="note">TEST MODE — no money moves · <span lang="ar" dir="rtl">وضع تجريبي — لا تُحوَّل أي أموال</span></p>
<main>
<h1>Sandbox payment · <span lang="ar" dir="rtl">دفع تجريبي</span></h1>
<dl><dt>${both(kind.en, kind.ae)}</dt><dd>${escapeHtml(purchase.number)}</dd><dt>${both('Amount', 'المبلغ')}</dt><dd>AED ${amount}</dd></dl>
${
  closedAs === null
    ? `<form method="post" action="/pay/sandbox/${escapeHtml(ref)}">
${button('succeeded', 'Pay', 'ادفع', 'pay')}
${button('failed', 'Decline', 'رفض الدفع', 'decline')}
${button('cancelled', 'Cancel', 'إلغاء', 'cancel')}
</form>`
    : `<p>This payment is closed (${escapeHtml(closedAs)}). · <span lang="ar" dir="rtl">هذه العملية مغلقة.</span></p>`
}
</main></body></html>`;
}

/**
 * Payment callbacks: POST /webhooks/{provider} (signature checked on the raw body, each event applied
 * once) and, for the sandbox provider, its test page at /pay/sandbox/{ref}.
 */
export function registerPayments(
  app: FastifyInstance,
  options: {
    db: Database;
    provider: PaymentProvider;
    now: () => Date;
    publicUrl: string;
    /** runs once per confirmed purchase, after the commit */
    onConfirmed?: ConfirmationMessages;
  },
): void {
  const { db, provider } = options;

  void app.register(async (scope) => {
    // the signature covers the exact bytes, so the body is kept raw
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));

    scope.post('/webhooks/:provider', async (request, reply) => {
      const { provider: name } = request.params as { provider: string };
      if (name !== provider.name) return reply.code(404).send({ received: false });
      let events;
      try {
        events = provider.verifyWebhook({ rawBody: request.body as Buffer, headers: request.headers }, options.now());
      } catch (error) {
        if (error instanceof WebhookRejected || error instanceof SyntaxError) {
          request.log.warn({ reason: (error as Error).message }, 'webhook refused');
          return reply.code(400).send({ received: false });
        }
        throw error;
      }
      const results = [];
      for (const event of events) {
        if (event.kind === 'refund') {
          results.push(await applyRefundEvent(db, provider, event, options.now()));
          continue;
        }
        const applied = await applyPaymentEvent(db, provider.name, event, options.now(), request.log, options.onConfirmed);
        notePaymentEvent(applied, event.outcome);
        results.push(applied);
      }
      // money taken for a purchase that could not be confirmed goes back at once (docs/decisions/021)
      if (results.includes('paid_after_release')) await sendDueRefunds({ db, provider, now: options.now(), log: request.log });
      return reply.send({ received: true, results });
    });
  });

  // refunds the provider refused (or a crash left due) are tried again, by one process at a time
  const refundRetry = singletonJob(db, 'refund-due-payments');
  const refunds = setInterval(() => {
    refundRetry
      .run(() => sendDueRefunds({ db, provider, now: options.now(), log: app.log }))
      .catch((err: unknown) => app.log.error({ err }, 'refunding due payments failed'));
  }, 5 * 60_000);
  refunds.unref();
  app.addHook('onClose', async () => clearInterval(refunds));

  if (provider.name !== 'sandbox') return;
  const sandbox = provider as ReturnType<typeof sandboxProvider>;
  const ref = z.object({ ref: z.string().regex(/^sbx_[0-9a-f]{32}$/) });

  const findPayment = async (providerRef: string) => {
    const [row] = await db
      .select({
        payment: payments,
        purchaseNumber: purchases.purchaseNumber,
        purchaseKind: purchases.kind,
        purchaseStatus: purchases.status,
        holdExpiresAt: purchases.holdExpiresAt,
      })
      .from(payments)
      .innerJoin(purchases, eq(purchases.id, payments.purchaseId))
      .where(eq(payments.providerRef, providerRef));
    return row;
  };
  /**
   * Null while the payment may still take an outcome; else what closed it: its own outcome, or its
   * purchase's state when the hold was closed without it (expired, by the sweeper or by the clock, or
   * already paid). Like a real provider's page, the sandbox takes no money after the hold's expiry.
   */
  const closedAs = (found: NonNullable<Awaited<ReturnType<typeof findPayment>>>): string | null => {
    if (found.payment.status !== 'created') return found.payment.status;
    if (found.purchaseStatus === purchaseStatus.pending) {
      return found.holdExpiresAt && found.holdExpiresAt <= options.now() ? 'expired' : null;
    }
    return Object.entries(purchaseStatus).find(([, code]) => code === found.purchaseStatus)?.[0] ?? 'closed';
  };

  void app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });

    scope.get('/pay/sandbox/:ref', async (request, reply) => {
      const params = ref.safeParse(request.params);
      const found = params.success ? await findPayment(params.data.ref) : undefined;
      if (!found) return reply.code(404).type('text/plain').send('No such test payment');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage(
            found.payment.providerRef,
            { number: found.purchaseNumber, kind: found.purchaseKind },
            found.payment.amountFils,
            closedAs(found),
          ),
        );
    });

    // Pay, Decline or Cancel: the sandbox delivers a signed event to the webhook like a real provider, then
    // sends the buyer back to the portal's return address with the outcome
    scope.post('/pay/sandbox/:ref', async (request, reply) => {
      const params = ref.safeParse(request.params);
      const outcome = z.object({ outcome: z.enum(['succeeded', 'failed', 'cancelled']) }).safeParse(request.body);
      const found = params.success ? await findPayment(params.data.ref) : undefined;
      if (!found || !outcome.success) return reply.code(400).type('text/plain').send('Choose Pay, Decline or Cancel');
      // a closed payment takes no second outcome: a real provider's page cannot be paid twice either
      const closed = closedAs(found);
      if (closed !== null) {
        return reply
          .code(409)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            sandboxPage(
              found.payment.providerRef,
              { number: found.purchaseNumber, kind: found.purchaseKind },
              found.payment.amountFils,
              closed,
            ),
          );
      }
      const { body, signature } = sandbox.signedEvent(
        {
          id: `evt_${randomBytes(12).toString('hex')}`,
          type: outcome.data.outcome,
          payment: found.payment.providerRef,
          amount_fils: found.payment.amountFils,
          currency: found.payment.currency,
          created: Math.floor(options.now().getTime() / 1000),
        },
        options.now(),
      );
      const delivered = await app.inject({
        method: 'POST',
        url: '/webhooks/sandbox',
        headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
        payload: body,
      });
      if (delivered.statusCode !== 200) request.log.error({ status: delivered.statusCode }, 'sandbox webhook not accepted');
      const back = new URL(
        await paymentReturnUrl(db, options.publicUrl, {
          id: found.payment.purchaseId,
          kind: found.purchaseKind,
          purchaseNumber: found.purchaseNumber,
        }),
      );
      back.searchParams.set('success', outcome.data.outcome === 'succeeded' ? '1' : '0');
      return reply.redirect(back.toString(), 303);
    });
  });
}
