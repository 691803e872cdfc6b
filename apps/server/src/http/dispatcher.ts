import { controlCharacterFields } from '@portal/contract/common';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MessageSender } from '../providers/messages/messages.ts';
import type { PaymentProvider } from '../providers/payments/payments.ts';
import type { ActionContext, BoundAction, SessionUser, UploadedFile } from './actions.ts';
import { bearerToken, queryToken, rememberSignedInLanguage, userForToken } from './auth.ts';
import { AppError } from './errors.ts';
import type { Bus } from '../lib/bus.ts';
import { cacheKey, ifNoneMatchHits, PublicCache } from './public-cache.ts';

export type DispatcherOptions = {
  db: Database;
  config: Config;
  actions: BoundAction[];
  /** how long a public answer is reused inside this process */
  publicCacheMs: number;
  now: () => Date;
  messages: MessageSender;
  payments: PaymentProvider;
  bus: Bus;
};

/** Field name → first reason, from a zod error; paths are dotted (items.0.qty). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export async function registerDispatcher(
  app: FastifyInstance,
  options: DispatcherOptions,
): Promise<{ cache: PublicCache; publicAnswer: PublicAnswer }> {
  const registry = new Map<string, BoundAction>();
  for (const action of options.actions) {
    const name = action.definition.name.replace('{product}', options.config.PRODUCT_NAME);
    if (registry.has(name)) throw new Error(`Action ${name} is bound twice`);
    registry.set(name, action);
  }
  const cache = new PublicCache(options.publicCacheMs);
  const validateOutput = options.config.NODE_ENV !== 'production';

  async function authenticate(request: FastifyRequest, definition: BoundAction['definition']): Promise<SessionUser | null> {
    if (definition.auth === 'public') return null;
    // spec part 1 §7: uploadInvoice sends its token in the query string; a header, when sent, wins
    const token =
      request.headers.authorization === undefined && definition.tokenInQuery
        ? queryToken((request.query as Record<string, unknown>).token)
        : bearerToken(request.headers.authorization);
    const user = token ? await userForToken(options.db, token, options.now()) : null;
    rememberSignedInLanguage(request, user?.language ?? null);
    if (!user) throw new AppError('login_required');
    if (definition.auth === 'operator' && user.role !== 'operator') throw new AppError('forbidden');
    return user;
  }

  /** Runs an action on validated input; public cacheable answers come from and go to the cache. */
  async function answer(
    bound: BoundAction,
    name: string,
    input: unknown,
    request: Pick<ActionContext, 'user' | 'log' | 'clientAddress' | 'files'>,
  ): Promise<{ body: Buffer; etag: string }> {
    const { definition } = bound;
    const cacheable = definition.auth === 'public' && definition.cacheSeconds > 0;
    const key = cacheable ? cacheKey(name, input) : '';
    const nowMs = Date.now();
    const hit = cacheable ? cache.get(key, nowMs) : undefined;
    if (hit) return hit;
    const ctx: ActionContext = {
      db: options.db,
      config: options.config,
      now: options.now(),
      messages: options.messages,
      payments: options.payments,
      bus: options.bus,
      ...request,
    };
    const data = await bound.handler(input, ctx);
    if (validateOutput) {
      const checked = definition.output.safeParse(data);
      if (!checked.success) {
        request.log.error({ action: name, fields: fieldErrors(checked.error) }, 'action answer does not match its contract');
        throw new AppError('internal');
      }
    }
    const body = Buffer.from(JSON.stringify({ success: 1, msg: 'OK', ...(data as object) }));
    return cacheable ? cache.set(key, body, nowMs) : { body, etag: '' };
  }

  async function dispatch(
    request: FastifyRequest,
    reply: FastifyReply,
    source: Record<string, unknown>,
    files: UploadedFile[],
  ): Promise<Buffer | string> {
    const name = source.action;
    if (typeof name !== 'string' || name.length === 0) {
      throw new AppError('invalid_input', { msg: 'The action field is required', fields: { action: 'Required' } });
    }
    const bound = registry.get(name);
    if (!bound) throw new AppError('unknown_action', { msg: `Unknown action: ${name.slice(0, 80)}` });
    const { definition } = bound;
    const cacheable = definition.auth === 'public' && definition.cacheSeconds > 0;
    if (request.method === 'GET' && !cacheable) {
      reply.header('allow', 'POST');
      throw new AppError('method_not_allowed');
    }

    const { action: _action, ...fields } = source;
    const parsed = definition.input.safeParse(fields);
    // issue 11: no text reaches an action (or the database) with a control character, whatever its schema
    // says: the fields as sent, then what the schema made of them (JSON text decoded)
    const refused = controlCharacterFields(fields);
    if (!parsed.success || Object.keys(refused).length > 0) {
      throw new AppError('invalid_input', { fields: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...refused } });
    }
    const decoded = controlCharacterFields(parsed.data);
    if (Object.keys(decoded).length > 0) throw new AppError('invalid_input', { fields: decoded });

    const { body, etag } = await answer(bound, name, parsed.data, {
      user: await authenticate(request, definition),
      log: request.log,
      clientAddress: request.ip,
      files,
    });

    reply.header('content-type', 'application/json; charset=utf-8');
    if (cacheable) {
      reply.header('etag', etag);
      reply.header(
        'cache-control',
        request.method === 'GET'
          ? `public, max-age=${definition.cacheSeconds}, stale-while-revalidate=${definition.cacheSeconds * 5}`
          : 'no-store',
      );
      if (request.method === 'GET' && ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
    } else {
      reply.header('cache-control', 'no-store');
    }
    return body;
  }

  // the parser's ceilings are the largest any action allows; each action's own limits are checked below
  const fileRules = [...registry.values()].flatMap((bound) => (bound.definition.files ? [bound.definition.files] : []));
  const partLimits = {
    fileSize: Math.max(0, ...fileRules.map((rules) => rules.maxFileBytes)),
    // one more than allowed, so the action's own count check below answers with its clear code
    files: Math.max(0, ...fileRules.map((rules) => rules.maxFiles)) + 1,
    fields: 100,
    fieldSize: 1_048_576,
  };

  async function readMultipart(request: FastifyRequest, queryAction: unknown) {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    for await (const part of multipartParts(request, partLimits)) {
      if (part.type !== 'file') {
        // a field cut at the parser's limit would reach the action shortened; refuse it whole instead
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError('payload_too_large', { fields: { [part.fieldname]: `larger than ${partLimits.fieldSize} bytes` } });
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // the action, its file rules and the caller's token are checked before any file is read into memory
      const name = fields.action ?? queryAction;
      const bound = typeof name === 'string' ? registry.get(name) : undefined;
      if (!bound) {
        throw new AppError('invalid_input', { msg: 'Send the action field before the files', fields: { action: 'Required' } });
      }
      const rules = bound.definition.files;
      if (!rules || part.fieldname !== rules.field) {
        throw new AppError('invalid_input', {
          msg: 'This action takes no such file',
          fields: { [part.fieldname]: 'unexpected file' },
        });
      }
      if (files.length === 0) await authenticate(request, bound.definition);
      if (files.length >= rules.maxFiles)
        throw new AppError('too_many_files', { fields: { [rules.field]: `at most ${rules.maxFiles}` } });
      const tooLarge = () =>
        new AppError('file_too_large', {
          fields: { [`${rules.field}.${files.length}`]: `larger than ${rules.maxFileBytes} bytes` },
        });
      const data = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : multipartFailure(error);
      });
      if (data.length > rules.maxFileBytes) throw tooLarge();
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    }
    return { fields, files };
  }

  const post = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.isMultipart()) {
      // spec part 1 §7 put the action in the query string for uploads; the body wins, the query is accepted
      const query = request.query as Record<string, unknown>;
      const { fields, files } = await readMultipart(request, query.action);
      return dispatch(request, reply, { action: query.action, ...fields }, files);
    }
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new AppError('malformed_body');
    }
    return dispatch(request, reply, (body ?? {}) as Record<string, unknown>, []);
  };
  const get = async (request: FastifyRequest, reply: FastifyReply) =>
    dispatch(request, reply, request.query as Record<string, unknown>, []);

  // body parsers only where bodies are read, so other routes carry none of their hooks
  await app.register(async (scope) => {
    if (options.config.CORS_ORIGINS.length > 0) await scope.register(cors, corsOptions(options.config.CORS_ORIGINS));
    await scope.register(formbody);
    await scope.register(multipart);
    for (const url of ['/api', '/api/']) {
      scope.post(url, post);
      scope.get(url, get);
    }
  });
  /**
   * The answer a browser would get from `GET /api?action=…` for a public read, or null when the
   * action refuses (unknown slug …). The HTML pages inline these so the first paint needs no round trip.
   */
  async function publicAnswer(name: string, fields: Record<string, string>, log: ActionContext['log']): Promise<Buffer | null> {
    const bound = registry.get(name);
    if (!bound || bound.definition.auth !== 'public' || bound.definition.cacheSeconds === 0) return null;
    const parsed = bound.definition.input.safeParse(fields);
    if (!parsed.success) return null;
    try {
      return (await answer(bound, name, parsed.data, { user: null, log, clientAddress: '', files: [] })).body;
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return null;
      throw err;
    }
  }

  return { cache, publicAnswer };
}

/**
 * Issue 10: browsers on the allowed origins (CORS_ORIGINS, exact) may call `/api` and `/api/`, and read
 * the ETag of public reads; every other origin and path gets no CORS headers (the plugin's catch-all
 * OPTIONS route then answers 404).
 */
function corsOptions(allowedOrigins: string[]): FastifyCorsOptions {
  const allowed = new Set(allowedOrigins);
  const shared = {
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['ETag', 'Retry-After'],
    // seconds a browser may reuse a preflight; Chromium caps it at two hours
    maxAge: 7200,
  };
  return {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const pathname = request.url.split('?', 1)[0];
      const onApi = pathname === '/api' || pathname === '/api/';
      callback(null, { ...shared, origin: onApi && origin !== undefined && allowed.has(origin) ? origin : false });
    },
  };
}

/**
 * The parser's own failures (busboy throws plain errors: "Unexpected end of multipart data", "Boundary
 * not found") are the sender's fault: 400 malformed_body, not a 500. Limits and our refusals keep theirs.
 */
function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown })?.statusCode === 'number') return error;
  return new AppError('malformed_body', { msg: 'The multipart body could not be read' });
}

/**
 * request.parts() with the parser's failures turned into multipartFailure's answers; yield* hands an
 * early stop of the reading loop (a refused file) on to the parser, which then lets the body go.
 */
async function* multipartParts(request: FastifyRequest, limits: Record<string, number>): AsyncGenerator<Multipart> {
  try {
    yield* request.parts({ limits });
  } catch (error) {
    throw multipartFailure(error);
  }
}

export type PublicAnswer = (name: string, fields: Record<string, string>, log: ActionContext['log']) => Promise<Buffer | null>;
