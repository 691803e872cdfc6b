import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Bus } from '../../lib/bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { AppError } from '../../http/errors.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import { cancel, confirm, extend, getBooking, listBookings, reserve, update, type OctoDeps } from './octo-bookings.ts';
import { extrasOf, requestedCapabilities, supportedCapabilities, type Extras } from './octo-capabilities.ts';
import {
  availabilities,
  calendarDay,
  checkOption,
  countsOf,
  getProduct,
  listProducts,
  priceAvailabilities,
  productRow,
} from './octo-catalogue.ts';
import { OctoError, octoErrorOf } from './octo-errors.ts';
import {
  availabilityBodySchema,
  bookingsQuerySchema,
  calendarBodySchema,
  cancelBodySchema,
  confirmBodySchema,
  extendBodySchema,
  reserveBodySchema,
  updateBodySchema,
} from './octo-schemas.ts';
import { resellerForKey, type Reseller } from './reseller-service.ts';
import { createWebhook, createWebhookWorker, deleteWebhook, listWebhooks, webhookBodySchema } from './octo-webhooks.ts';
import { everyInterval } from '../../lib/singleton-job.ts';

export type OctoOptions = {
  db: Database;
  config: Config;
  now: Clock;
  bus: Bus;
  payments: PaymentProvider;
  messages: MessageSender;
};

export { supportedCapabilities };

/** What one request knows once it is authenticated: its reseller, the instant it is answered at, and its capabilities. */
type Call = { reseller: Reseller; now: Date; extras: Extras };
const calls = new WeakMap<FastifyRequest, Call>();

const callOf = (request: FastifyRequest): Call => {
  const call = calls.get(request);
  if (!call) throw new OctoError('UNAUTHORIZED');
  return call;
};

/** A body or query read by its schema; a failure is BAD_REQUEST naming the first field and every failing one. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '(body)', i.message]));
  const [first] = result.error.issues;
  throw new OctoError('BAD_REQUEST', { fields }, `${first?.path.join('.') || 'body'}: ${first?.message ?? 'invalid'}`);
}

/**
 * Counts the call against its key's limit per minute, in the database (rate_limits), so every process
 * shares one count; past it the call is TOO_MANY_REQUESTS with the seconds to the next minute (docs/decisions/071).
 */
async function limitCalls(db: Database, reseller: Reseller, now: Date): Promise<void> {
  try {
    await hitRateLimit(db, { key: `octo:${reseller.id}`, windowMs: 60_000, max: reseller.rateLimitPerMinute, now });
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited')
      throw new OctoError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, err.retryAfter ?? 60) });
    throw err;
  }
}

const bearer = /^Bearer\s+(\S{16,512})\s*$/i;

/**
 * The OCTO supplier API under /octo (docs/decisions/061): every call carries `Authorization: Bearer <key>`,
 * looked up in the database on each request (a revoke is seen at once by every process), and is logged
 * with its method, path, status and duration only. Refusals are the specification's `{ error, errorMessage }`.
 */
export function registerOcto(app: FastifyInstance, options: OctoOptions): void {
  const { db } = options;
  const deps = (call: Call): OctoDeps => ({
    db,
    now: call.now,
    bus: options.bus,
    payments: options.payments,
    messages: options.messages,
    publicUrl: options.config.PUBLIC_URL,
    extras: call.extras,
  });

  void app.register(
    async (scope) => {
      scope.setErrorHandler(async (error, request, reply) => {
        const validation =
          (error as { code?: string }).code?.startsWith('FST_ERR_CTP') || (error as { statusCode?: number }).statusCode === 400;
        const octo =
          validation && !(error instanceof OctoError)
            ? new OctoError('BAD_REQUEST', {}, 'The request body is not valid JSON')
            : octoErrorOf(error);
        if (octo.code === 'INTERNAL_SERVER_ERROR') request.log.error({ err: error }, 'octo call failed');
        if (octo.code === 'TOO_MANY_REQUESTS') reply.header('retry-after', String(octo.extra.retryAfter));
        return reply.code(octo.status).type('application/json; charset=utf-8').send(octo.body());
      });
      scope.setNotFoundHandler(async (_request, reply) =>
        reply.code(404).send(new OctoError('BAD_REQUEST', {}, 'No such OCTO endpoint').body()),
      );

      scope.addHook('onRequest', async (request, reply) => {
        const requested = requestedCapabilities(request.headers['octo-capabilities']);
        // the response names the capabilities of the request this supplier supports; unknown ones are ignored
        reply.header('octo-capabilities', requested.filter((c) => supportedCapabilities.includes(c)).join(', '));
        reply.header('cache-control', 'no-store');
        const header = request.headers.authorization;
        if (!header) throw new OctoError('UNAUTHORIZED');
        const key = bearer.exec(header)?.[1];
        const reseller = key ? await resellerForKey(db, key) : null;
        if (!reseller) throw new OctoError('FORBIDDEN');
        const now = options.now();
        await limitCalls(db, reseller, now);
        const extras = extrasOf(
          requested,
          request.headers['accept-language'],
          reseller.commissionPercent,
          options.config.PUBLIC_URL,
        );
        if (extras.content) reply.header('content-language', extras.language);
        calls.set(request, { reseller, now, extras });
      });
      // decision 023: no key, body or query in the line; the path names products and booking uuids only
      scope.addHook('onResponse', async (request, reply) => {
        request.log.info(
          {
            octo: {
              reseller: calls.get(request)?.reseller.id ?? null,
              method: request.method,
              path: request.url.split('?')[0],
              status: reply.statusCode,
              ms: Math.round(reply.elapsedTime),
            },
          },
          'octo call',
        );
      });

      scope.get('/supplier', async () => ({
        id: options.config.SITE_NAME,
        name: options.config.PRODUCT_NAME,
        endpoint: `${options.config.PUBLIC_URL.replace(/\/$/, '')}/octo`,
        contact: {
          website: options.config.PUBLIC_URL,
          email: options.config.CONTACT_EMAIL,
          telephone: null,
          address: null,
        },
      }));
      scope.get('/capabilities', async () =>
        supportedCapabilities.map((id) => ({
          id,
          revision: 1,
          required: false,
          dependencies: [],
          docs: 'https://docs.octo.travel',
        })),
      );
      scope.get('/products', async (request) => listProducts(db, callOf(request).reseller, callOf(request).extras));
      scope.get<{ Params: { id: string } }>('/products/:id', async (request) =>
        getProduct(db, callOf(request).reseller, request.params.id, callOf(request).extras),
      );

      scope.post('/availability/calendar', async (request) => {
        const call = callOf(request);
        const body = parse(calendarBodySchema, request.body);
        const pkg = await productRow(db, call.reseller, body.productId);
        checkOption(body.optionId);
        const counts = countsOf(body.units ?? []);
        const range = { from: body.localDateStart, to: body.localDateEnd };
        const read = await availabilities(db, pkg, range, counts, call.now).catch((err: unknown) => {
          throw octoErrorOf(err, { productId: body.productId });
        });
        const located = await priceAvailabilities(db, pkg, read, counts, call.extras);
        const days: string[] = [...new Set(located.map((l) => l.date))];
        return days.map((date) => calendarDay(date, located));
      });

      scope.post('/availability', async (request) => {
        const call = callOf(request);
        const body = parse(availabilityBodySchema, request.body);
        const pkg = await productRow(db, call.reseller, body.productId);
        checkOption(body.optionId);
        const counts = countsOf(body.units ?? []);
        const dates = body.availabilityIds?.map((id) => id.slice(0, 10)).sort() ?? [];
        const from = body.localDate ?? body.localDateStart ?? dates[0]!;
        const to = body.localDate ?? body.localDateEnd ?? dates.at(-1)!;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
          throw new OctoError('INVALID_AVAILABILITY_ID', { availabilityId: body.availabilityIds?.[0] ?? null });
        const read = await availabilities(db, pkg, { from, to }, counts, call.now).catch((err: unknown) => {
          throw octoErrorOf(err, { productId: body.productId });
        });
        const wanted = body.availabilityIds ? new Set(body.availabilityIds) : null;
        const located = await priceAvailabilities(
          db,
          pkg,
          read.filter((l) => !wanted || wanted.has(l.availability.id)),
          counts,
          call.extras,
        );
        return located.map((l) => l.availability).filter((a) => !wanted || wanted.has(a.id));
      });

      scope.post('/bookings', async (request) => {
        const call = callOf(request);
        return reserve(deps(call), call.reseller, parse(reserveBodySchema, request.body));
      });
      scope.get('/bookings', async (request) => {
        const call = callOf(request);
        return listBookings(deps(call), call.reseller, parse(bookingsQuerySchema, request.query));
      });
      scope.get<{ Params: { uuid: string } }>('/bookings/:uuid', async (request) => {
        const call = callOf(request);
        return getBooking(deps(call), call.reseller, request.params.uuid);
      });
      scope.patch<{ Params: { uuid: string } }>('/bookings/:uuid', async (request) => {
        const call = callOf(request);
        return update(deps(call), call.reseller, request.params.uuid, parse(updateBodySchema, request.body));
      });
      scope.post<{ Params: { uuid: string } }>('/bookings/:uuid/extend', async (request) => {
        const call = callOf(request);
        return extend(deps(call), call.reseller, request.params.uuid, parse(extendBodySchema, request.body));
      });
      scope.post<{ Params: { uuid: string } }>('/bookings/:uuid/confirm', async (request) => {
        const call = callOf(request);
        return confirm(deps(call), call.reseller, request.params.uuid, parse(confirmBodySchema, request.body));
      });
      // octo/webhooks (docs/decisions/071)
      scope.post('/webhooks', async (request) => {
        const call = callOf(request);
        const body = parse(webhookBodySchema, request.body);
        return createWebhook(db, options.config.OCTO_WEBHOOK_PRIVATE_HOSTS, call.reseller, body, call.now);
      });
      scope.get('/webhooks', async (request) => listWebhooks(db, callOf(request).reseller));
      scope.delete<{ Params: { id: string } }>('/webhooks/:id', async (request) =>
        deleteWebhook(db, callOf(request).reseller, request.params.id),
      );
      scope.post<{ Params: { uuid: string } }>('/bookings/:uuid/cancel', async (request) => {
        const call = callOf(request);
        return cancel(deps(call), call.reseller, request.params.uuid, parse(cancelBodySchema, request.body));
      });
    },
    { prefix: '/octo' },
  );

  // the webhook outbox is watched and delivered by one process at a time (docs/decisions/071)
  const webhooks = createWebhookWorker({
    db,
    now: options.now,
    log: app.log,
    publicUrl: options.config.PUBLIC_URL,
    privateHosts: options.config.OCTO_WEBHOOK_PRIVATE_HOSTS,
    retentionDays: options.config.RETENTION_WEBHOOK_DELIVERY_DAYS,
  });
  everyInterval(app, db, {
    name: 'octo-webhooks',
    everyMs: options.config.OCTO_WEBHOOK_EVERY_MS,
    failure: 'delivering OCTO webhooks failed',
    run: () => webhooks.runOnce(),
  });
}
