import { randomUUID } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BoundAction } from './http/actions.ts';
import { registerDispatcher } from './http/dispatcher.ts';
import { redactQueryToken } from './http/auth.ts';
import { languageOfAcceptLanguage, registerErrorHandler } from './http/error-handler.ts';
import { failure } from './http/errors.ts';
import { registerFiles } from './http/files.ts';
import { registerSpa } from './http/spa.ts';
import { registerSeo } from './http/seo.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerPayments } from './http/payments.ts';
import { sendBookingConfirmation } from './modules/booking/confirmation.ts';
import { releaseExpiredHolds } from './modules/booking/payment-service.ts';
import { paymentProviderFromConfig } from './providers/payments/index.ts';
import type { PaymentProvider } from './providers/payments/payments.ts';
import { accountActions } from './modules/accounts/accounts-actions.ts';
import { catalogActions } from './modules/catalog/catalog-actions.ts';
import { contactActions } from './modules/contact/contact-actions.ts';
import { scratchActions } from './modules/scratch/scratch-actions.ts';
import { raffleActions } from './modules/raffles/raffle-actions.ts';
import { backofficeActions } from './modules/backoffice/backoffice-actions.ts';
import { bookingActions } from './modules/booking/booking-actions.ts';
import { invoiceActions } from './modules/invoices/invoices-actions.ts';
import { voucherActions } from './modules/vouchers/vouchers-actions.ts';
import { registerOutbox } from './http/outbox.ts';
import { messageSenderFromConfig, type MessageSender } from './providers/messages/messages.ts';

export const allActions: BoundAction[] = [
  ...catalogActions,
  ...accountActions,
  ...contactActions,
  ...scratchActions,
  ...raffleActions,
  ...backofficeActions,
  ...bookingActions,
  ...invoiceActions,
  ...voucherActions,
];

export type AppOptions = {
  config: Config;
  db: Database;
  /** the clock every action sees; tests pass a fixed one */
  now?: () => Date;
  /** milliseconds a public answer is reused in this process (0 turns the cache off) */
  publicCacheMs?: number;
  logger?: boolean;
  /** replaces the configured message providers (tests) */
  messages?: MessageSender;
  /** replaces the configured payment provider (tests) */
  payments?: PaymentProvider;
};

/** Builds the whole HTTP app; server.ts listens, tests call app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const headers = securityHeaders({ https: config.PUBLIC_URL.startsWith('https:') });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // spec part 1 §7: uploads may carry the session token in the query string; logs must not keep it
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactQueryToken(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.NODE_ENV === 'production',
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
    // a path that cannot be decoded (/%E0%A4%A) is refused before routing and the hooks: give it the envelope and headers too
    frameworkErrors: (_error, request, frameworkReply) => {
      request.log.info({ url: request.url }, 'request refused: undecodable url');
      // the option's reply type is generic over route schemas this answer has none of
      const reply = frameworkReply as FastifyReply;
      void reply
        .headers(headers)
        .code(400)
        .type('application/json; charset=utf-8')
        .send(failure('malformed_body', languageOfAcceptLanguage(request.headers['accept-language'])));
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
  // dynamic answers (HTML pages, API JSON) compressed on the fly; built assets are precompressed
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandler(app, { db, now: options.now });

  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'fail', database: 'unreachable' });
    }
  });

  const messages = options.messages ?? messageSenderFromConfig(config, db, app.log);
  const payments = options.payments ?? paymentProviderFromConfig(config);
  const { publicAnswer } = await registerDispatcher(app, {
    db,
    config,
    actions: allActions,
    publicCacheMs: options.publicCacheMs ?? 5000,
    now: options.now ?? (() => new Date()),
    messages,
    payments,
  });
  if (config.NODE_ENV !== 'production') registerOutbox(app, db);
  const now = options.now ?? (() => new Date());
  registerPayments(app, {
    db,
    provider: payments,
    now,
    publicUrl: config.PUBLIC_URL,
    // the one event that confirms a purchase sends its confirmation e-mail (spec: ticket details and a calendar)
    onConfirmed: async (purchaseId) => {
      await sendBookingConfirmation({ db, messages, publicUrl: config.PUBLIC_URL }, purchaseId);
    },
  });
  // holds past their expiry give their tickets back (ARCHITECTURE.md "Booking and money")
  const sweeper = setInterval(() => {
    releaseExpiredHolds(db, now()).catch((err: unknown) => app.log.error({ err }, 'releasing expired holds failed'));
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  registerFiles(app, { filesDir: path.join(config.DATA_DIR, 'files'), cacheDir: path.join(config.DATA_DIR, 'cache', 'images') });
  registerSeo(app, { db, publicUrl: config.PUBLIC_URL });
  await registerSpa(app, {
    distDir: config.WEB_DIST_DIR,
    reloadIndex: config.NODE_ENV === 'development',
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
    siteName: config.SITE_NAME,
    publicAnswer,
  });
  return app;
}
