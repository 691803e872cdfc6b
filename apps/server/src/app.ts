import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BoundAction } from './http/actions.ts';
import { registerDispatcher } from './http/dispatcher.ts';
import { compressThresholdBytes } from './http/public-cache.ts';
import { redactQueryToken } from './http/auth.ts';
import { clientErrorHandler, languageOfAcceptLanguage, loggableError, registerErrorHandler } from './http/error-handler.ts';
import { failure } from './http/errors.ts';
import { registerFiles } from './http/files.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerSpa } from './http/spa.ts';
import { registerSeo } from './http/seo.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerPayments } from './http/payments.ts';
import { paymentProviderFromConfig } from './providers/payments/index.ts';
import type { PaymentProvider } from './providers/payments/payments.ts';
import type { Bus } from './lib/bus.ts';
import { systemClock } from './lib/clock.ts';
import { busForDatabase } from './lib/postgres-bus.ts';
import { purchaseEvents } from './lib/observe.ts';
import { activeTracing, tracedMethods, type Tracing } from './lib/tracing.ts';
import { deleteExpiredRows, retentionEveryMs } from './lib/retention.ts';
import { everyInterval } from './lib/singleton-job.ts';
import { closeStorage, storageFor, sweepOrphanObjects } from './lib/storage/index.ts';
import { accountActions, customerConsoleActions, searchConsoleCustomers } from './modules/accounts/index.ts';
import {
  bookingActions,
  bookingConsoleActions,
  cancellationActions,
  checkInConsoleActions,
  pendingCheckoutActions,
  purchaseConfirmationMessages,
  registerPaymentTender,
  registerPurchaseKind,
  registerTicketFiles,
  releaseExpiredHolds,
  searchConsoleBookings,
  ticketActions,
  ticketPurchases,
} from './modules/booking/index.ts';
import {
  availabilityConsoleActions,
  calendarActions,
  catalogActions,
  destinationConsoleActions,
  packageConsoleActions,
  packageExtraConsoleActions,
  searchActions,
  searchConsolePackages,
} from './modules/catalog/index.ts';
import { consoleActions, registerAreaSearches, registerAreaWork } from './modules/console/index.ts';
import { contactActions } from './modules/contact/index.ts';
import { addSupportContact, contentConsoleActions, siteContentActions } from './modules/content/index.ts';
import { wishlistActions } from './modules/wishlist/index.ts';
import {
  expireGiftCards,
  giftCardActions,
  giftCardConsoleActions,
  giftCardPurchases,
  giftCardTender,
} from './modules/giftcards/index.ts';
import { couponConsoleActions } from './modules/coupons/index.ts';
import { invoiceActions, invoiceConsoleActions } from './modules/invoices/index.ts';
import {
  postcardActions,
  postcardCatalogueConsoleActions,
  postcardPurchases,
  postcardsInQueue,
  registerPostcardFiles,
} from './modules/postcards/index.ts';
import { raffleActions, raffleConsoleActions } from './modules/raffles/index.ts';
import { inviteReviewers, reviewActions } from './modules/reviews/index.ts';
import { scratchActions, scratchConsoleActions } from './modules/scratch/index.ts';
import {
  searchConsoleProducts,
  searchConsoleStoreOrders,
  storeCatalogActions,
  storeCatalogueConsoleActions,
  storeCheckoutActions,
  storeFulfilmentActions,
  storeOrdersToShip,
  storePurchases,
} from './modules/store/index.ts';
import { voucherActions, voucherConsoleActions } from './modules/vouchers/index.ts';
import { registerOcto, resellerConsoleActions } from './modules/octo/index.ts';
import { reportActions } from './modules/reports/report-actions.ts';
import { registerReportFiles } from './modules/reports/file-route.ts';
import { outboxAccess, registerOutbox } from './http/outbox.ts';
import { createMessageSweeper, type MessageSweeper } from './providers/messages/message-sweeper.ts';
import { createMessageSender, transportsFromConfig, type Transport, type Transports } from './providers/messages/messages.ts';

/** Every action, area by area: what visitors and customers use, then the area's console (docs/decisions/052). */
export const allActions: BoundAction[] = [
  ...catalogActions,
  ...calendarActions,
  ...searchActions,
  ...destinationConsoleActions,
  ...packageConsoleActions,
  ...packageExtraConsoleActions,
  ...availabilityConsoleActions,
  ...accountActions,
  ...customerConsoleActions,
  ...contactActions,
  ...scratchActions,
  ...scratchConsoleActions,
  ...raffleActions,
  ...raffleConsoleActions,
  ...bookingActions,
  ...cancellationActions,
  ...pendingCheckoutActions,
  ...ticketActions,
  ...bookingConsoleActions,
  ...checkInConsoleActions,
  ...invoiceActions,
  ...invoiceConsoleActions,
  ...voucherActions,
  ...voucherConsoleActions,
  ...couponConsoleActions,
  ...resellerConsoleActions,
  ...storeCatalogActions,
  ...storeCheckoutActions,
  ...storeFulfilmentActions,
  ...storeCatalogueConsoleActions,
  ...postcardActions,
  ...postcardCatalogueConsoleActions,
  ...siteContentActions,
  ...wishlistActions,
  ...giftCardActions,
  ...giftCardConsoleActions,
  ...contentConsoleActions,
  ...reviewActions,
  ...reportActions,
  ...consoleActions,
];

/**
 * Every kind of purchase the payment engine serves, each from its own module (docs/decisions/058): the
 * engine releases, retakes, confirms and e-mails a purchase through its kind and names none itself.
 */
export const purchaseKinds = [ticketPurchases, storePurchases, postcardPurchases, giftCardPurchases];
for (const kind of purchaseKinds) registerPurchaseKind(kind);
// what pays part of a purchase besides the provider (docs/decisions/068), registered the same way
registerPaymentTender(giftCardTender);

// the console home counts the areas' daily lists, and its search finds their rows, through them, so the
// console imports no area
registerAreaWork({ storeOrdersToShip, postcardsInQueue });
registerAreaSearches({
  bookings: searchConsoleBookings,
  customers: searchConsoleCustomers,
  storeOrders: searchConsoleStoreOrders,
  products: searchConsoleProducts,
  packages: searchConsolePackages,
});

export type AppOptions = {
  config: Config;
  db: Database;
  /** the clock every action sees; tests pass a fixed one */
  now?: () => Date;
  /** milliseconds a public answer is reused in this process (0 turns the cache off) */
  publicCacheMs?: number;
  logger?: boolean;
  /** replaces the configured message providers (tests) */
  transports?: Partial<Transports>;
  /** replaces the configured payment provider (tests) */
  payments?: PaymentProvider;
  /** cross-process events; when not given, LISTEN/NOTIFY on PostgreSQL and a LocalBus on PGlite (one process) */
  bus?: Bus;
  /** where log lines go instead of standard output (tests read them) */
  logStream?: { write(line: string): void };
};

/** An action's name as the dispatcher knows it (`{product}` filled in). */
const actionName = (action: BoundAction, config: Config) => action.definition.name.replace('{product}', config.PRODUCT_NAME);

/** The actions whose success holds a new purchase: bookings and store orders, postcards. */
const holdingActions = new Set(['createPurchase', 'addPostCardOrder']);

/** Counts a new hold for /metrics where a purchase-creating action returns (a refusal throws and is not counted). */
function countingHolds(action: BoundAction): BoundAction {
  if (!holdingActions.has(action.definition.name)) return action;
  return {
    definition: action.definition,
    handler: async (input, ctx) => {
      const answer = await action.handler(input, ctx);
      purchaseEvents.note({ outcome: 'held', count: 1 });
      return answer;
    },
  };
}

/** An action run in a span of its own, named by the action, inside the request's (docs/decisions/070). */
function tracedAction(action: BoundAction, name: string, tracing: Tracing): BoundAction {
  return {
    definition: action.definition,
    handler: (input, ctx) =>
      tracing.inSpan(`action ${name}`, 'internal', { 'portal.action': name }, () => action.handler(input, ctx)),
  };
}

/** The calls a payment provider makes to its API, each a client span. */
const paymentCalls = ['createPayment', 'fetchPayment', 'refundPayment', 'fetchRefund', 'expirePayment'] as const;

/** Each message delivery (SMTP, the SMS API, the outbox) a client span named by its transport. */
function tracedTransports(transports: Transports, tracing: Tracing): Transports {
  const traced = (transport: Transport): Transport => ({
    name: transport.name,
    deliver: (message) =>
      tracing.inSpan(`${transport.name} send`, 'client', { 'portal.message.channel': message.channel }, () =>
        transport.deliver(message),
      ),
  });
  return { email: traced(transports.email), sms: traced(transports.sms) };
}

/**
 * Fastify's trustProxy from TRUST_PROXY (docs/decisions/019). A hop count goes in as a function:
 * Fastify 5 reads a bare number as "trust nothing", since hops alone cannot tell a proxy from a client
 * that reaches the server directly; the README says to use it only where nothing can.
 */
function trustedProxies(setting: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  return (_address, hop) => hop < setting.hops;
}

/** A client's X-Request-Id is kept for tracing across services when it is short and plain; anything else could forge or flood log lines. */
function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(header) ? header : randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** delivers the message outbox; tests call its sweepOnce */
    messageSweeper: MessageSweeper;
    /** the cross-process events the actions publish and subscribe to (lib/bus.ts) */
    bus: Bus;
  }
}

/** Builds the whole HTTP app; server.ts listens, tests call app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const headers = securityHeaders({ https: config.PUBLIC_URL.startsWith('https:') });
  // docs/decisions/070: null unless server.ts started tracing; then requests, actions and providers get spans
  const tracing = activeTracing();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // every line logged inside a request carries its trace's ids
            ...(tracing ? { mixin: () => tracing.logFields() } : {}),
            // decision 023: logs never carry personal data or secrets (bodies are not logged; these paths keep it so)
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body'],
            // spec part 1 §7: uploads may carry the session token in the query string; logs must not keep it
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactQueryToken(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
              // every `{ err }` logged anywhere: no query parameters, no quoted values
              err: (error: unknown) => loggableError(error),
            },
          },
    bodyLimit: config.BODY_LIMIT,
    // each request's span wraps Node's handling of it, so the request's promises carry it (AsyncLocalStorage)
    ...(tracing
      ? {
          serverFactory: (handle: (request: http.IncomingMessage, response: http.ServerResponse) => void) => {
            const server = http.createServer((request, response) =>
              tracing.serveRequest(request, response, () => handle(request, response)),
            );
            // Fastify's own default, which it does not set on a server it did not make
            server.keepAliveTimeout = 72_000;
            return server;
          },
        }
      : {}),
    // production logs what goes wrong, not a line per request (that line cost a third of the throughput)
    logController: new LogController({ disableRequestLogging: config.NODE_ENV === 'production' }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // the header is read by requestId, which bounds it: Fastify would take a client's header as it comes
    requestIdHeader: false,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    // a request whose head Node cannot parse (headers over the limit …) still gets the envelope
    clientErrorHandler: clientErrorHandler(headers),
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
  if (tracing) {
    app.addHook('onRequest', (request, _reply, done) => {
      tracing.nameRequest(request.method, request.routeOptions.url ?? 'page');
      done();
    });
  }
  // GET /metrics, only with METRICS_TOKEN (decision 062): counted from here on, so every route is
  if (config.METRICS_TOKEN) {
    registerMetrics(app, {
      db,
      token: config.METRICS_TOKEN,
      now: options.now ?? systemClock,
      actions: allActions.map((action) => actionName(action, config)),
    });
  }
  // dynamic answers (HTML pages, uncached API JSON) compressed on the fly; built assets are precompressed; cached
  // public answers carry their own Content-Encoding, which the plugin leaves alone (docs/decisions/026)
  await app.register(compress, {
    global: true,
    threshold: compressThresholdBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const now = options.now ?? systemClock;
  registerErrorHandler(app, { db, now, refusalsAs200: config.REFUSALS_AS_200 === 'on' });

  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'fail', database: 'unreachable' });
    }
  });

  // readiness beside liveness: the database, its migrations, and not stopping (decision 062)
  registerReadiness(app, { db, testRoutes: config.TEST_ROUTES === 'on' });

  // the transactional outbox (docs/decisions/022): services write messages, the sweeper delivers them
  const configured = { ...transportsFromConfig(config, app.log), ...options.transports };
  const transports = tracing ? tracedTransports(configured, tracing) : configured;
  const messageSweeper = createMessageSweeper({ db, transports, log: app.log, now });
  const messages = createMessageSender({ db, transports, wake: messageSweeper.wake, now, prepare: addSupportContact });
  app.decorate('messageSweeper', messageSweeper);
  app.addHook('onReady', async () => messageSweeper.start());
  app.addHook('onClose', async () => {
    await messageSweeper.stop();
  });
  const provider = options.payments ?? paymentProviderFromConfig(config);
  const payments = tracing ? tracedMethods(provider, 'payments', paymentCalls, tracing) : provider;
  const bus = options.bus ?? (await busForDatabase(db, app.log));
  // a bus the app opened closes with it; a given one is its giver's
  if (!options.bus) app.addHook('onClose', () => bus.close());
  app.decorate('bus', bus);
  const { publicAnswer } = await registerDispatcher(app, {
    db,
    config,
    actions: allActions
      .map(countingHolds)
      .map((action) => (tracing ? tracedAction(action, actionName(action, config), tracing) : action)),
    publicCacheMs: options.publicCacheMs ?? 5000,
    now,
    messages,
    payments,
    bus,
  });
  // the OCTO supplier API for resellers (docs/decisions/061)
  registerOcto(app, { db, config, now, bus, payments, messages });
  const outbox = outboxAccess(config);
  if (outbox !== 'off') registerOutbox(app, db, outbox, config.DEV_OUTBOX_TOKEN, { now, wake: messageSweeper.wake });
  registerPayments(app, {
    db,
    provider: payments,
    now,
    publicUrl: config.PUBLIC_URL,
    // the one event that confirms a purchase writes its confirmation e-mail (tickets and a calendar, or the store order)
    onConfirmed: purchaseConfirmationMessages({ messages, publicUrl: config.PUBLIC_URL, storage: storageFor(config) }),
  });
  // holds past their expiry give their tickets back (docs/architecture.md "Purchases and money"), one process at a time
  everyInterval(app, db, {
    name: 'release-expired-holds',
    everyMs: 60_000,
    failure: 'releasing expired holds failed',
    run: async () => {
      const released = await releaseExpiredHolds(db, now());
      purchaseEvents.note({ outcome: 'expired', count: released });
      return released;
    },
  });
  // the day after their event, travellers are invited to review it (decision 039), one process at a time
  everyInterval(app, db, {
    name: 'invite-reviewers',
    everyMs: 600_000,
    failure: 'inviting reviewers failed',
    run: () => inviteReviewers({ db, messages, publicUrl: config.PUBLIC_URL, now: now() }),
  });
  // what is left on gift cards past their expiry is expired and recorded (docs/decisions/068), one process at a time
  everyInterval(app, db, {
    name: 'expire-gift-cards',
    everyMs: 3_600_000,
    failure: 'expiring gift cards failed',
    run: () => expireGiftCards(db, now()),
  });
  // rows nothing needs any more (sessions, codes, counters, delivered messages) go after their periods (decision 062)
  everyInterval(app, db, {
    name: 'delete-expired-rows',
    everyMs: retentionEveryMs,
    failure: 'deleting expired rows failed',
    run: () => deleteExpiredRows(db, config, now()),
  });
  // stored objects no row names (an upload whose transaction failed) go after the grace period (decision 069)
  everyInterval(app, db, {
    name: 'sweep-orphan-objects',
    everyMs: 3_600_000,
    failure: 'sweeping orphan stored objects failed',
    run: () => sweepOrphanObjects(db, storageFor(config), { now: now(), graceHours: config.STORAGE_ORPHAN_GRACE_HOURS }),
  });
  const storage = storageFor(config);
  app.addHook('onClose', async () => closeStorage(config));
  registerFiles(app, {
    storage,
    cacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
    cacheBytes: config.IMAGE_CACHE_MB * 1_048_576,
  });
  // a card's faces and print files, for its buyer and operators only
  registerPostcardFiles(app, { db, storage, now });
  // a confirmed booking's ticket as a PDF, for its owner only
  registerTicketFiles(app, { db, now, config });
  // the console's report files and the ledger export, for admins only
  registerReportFiles(app, { db, now });
  registerSeo(app, { db, publicUrl: config.PUBLIC_URL, now });
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
