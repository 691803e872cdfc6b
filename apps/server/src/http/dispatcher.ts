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
import type { ActionDefinition } from '@portal/contract/action';
import type { ActionContext, BoundAction, SessionUser, UploadedFile } from './actions.ts';
import { bearerToken, queryToken, rememberSignedInLanguage, SessionCache, userForToken } from './auth.ts';
import { AppError } from './errors.ts';
import { everywhere, operatorAccess, type OperatorAccess } from './operator-access.ts';
import { operatorActionPermissions } from '@portal/contract/console-permissions';
import { languageOfAcceptLanguage } from './error-handler.ts';
import type { Bus } from '../lib/bus.ts';
import {
  cacheKey,
  ifNoneMatchHits,
  preferredEncoding,
  PublicCache,
  type CachedAnswer,
  type Representation,
} from './public-cache.ts';

export type DispatcherOptions = {
  db: Database;
  config: Config;
  actions: BoundAction[];
  /** how long a public answer is reused inside this process before one request refreshes it */
  publicCacheMs: number;
  now: () => Date;
  /** the public cache's clock, milliseconds since the epoch (Date.now when not given; tests drive it) */
  cacheClock?: () => number;
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
    if (action.definition.optionalSession && action.definition.cacheSeconds > 0) {
      throw new Error(`Action ${name} reads an optional session, so its answer cannot be cached`);
    }
    registry.set(name, action);
  }
  const cache = new PublicCache({ freshMs: options.publicCacheMs, clock: options.cacheClock ?? Date.now });
  // writers publish after their transaction commits; every process's cache hears it (lib/bus.ts)
  const unsubscribe = options.bus.subscribe('public-data-changed', () => cache.clear());
  app.addHook('onClose', async () => unsubscribe());
  const validateOutput = options.config.NODE_ENV !== 'production';
  /**
   * The URL of a GET already answered from the cache → its validated key: a hit then skips reading,
   * validating and keying the input again. Validation is a pure function of the URL, so an entry never
   * goes stale; the map is bounded like the cache.
   */
  const keysOfUrls = new Map<string, { key: string; definition: ActionDefinition }>();
  // at most 4,000 URLs of 512 characters (2 MB): a long URL (unknown fields padded on) takes the slow path
  const maxKnownUrls = 4000;
  const maxKnownUrlLength = 512;
  function rememberUrl(url: string, key: string, definition: ActionDefinition) {
    if (url.length > maxKnownUrlLength) return;
    if (keysOfUrls.size >= maxKnownUrls) keysOfUrls.delete(keysOfUrls.keys().next().value!);
    keysOfUrls.set(url, { key, definition });
  }

  const sessionCache = new SessionCache(options.bus);
  app.addHook('onClose', async () => sessionCache.close());

  type Caller = { user: SessionUser | null; access: OperatorAccess };

  async function authenticate(request: FastifyRequest, definition: BoundAction['definition']): Promise<Caller> {
    if (definition.auth === 'public') {
      return { user: definition.optionalSession ? await optionalUser(request) : null, access: everywhere };
    }
    // spec part 1 §7: uploadInvoice sends its token in the query string; a header, when sent, wins
    const token =
      request.headers.authorization === undefined && definition.tokenInQuery
        ? queryToken((request.query as Record<string, unknown>).token)
        : bearerToken(request.headers.authorization);
    // operator actions read the session afresh: a role taken away elsewhere (the operator CLI) holds at once
    const staff = definition.auth === 'operator' || definition.auth === 'admin';
    const lookUp = staff ? userForToken : sessionCache.userForToken.bind(sessionCache);
    const user = token ? await lookUp(options.db, token, options.now()) : null;
    rememberSignedInLanguage(request, user?.language ?? null);
    if (!user) throw new AppError('login_required');
    if (staff && user.role !== 'operator') throw new AppError('forbidden');
    if (definition.auth === 'admin' && user.staffRole !== 'admin') throw new AppError('forbidden');
    if (!staff) return { user, access: everywhere };
    const access = await operatorAccess(options.db, user.id, user.staffRole);
    // decision 049: a team member calls an operator action only with the permission the catalogue names for it;
    // decision 060: a moderator holds the daily work's permissions, not edit_packages
    const needed = operatorActionPermissions[definition.name];
    if (user.staffRole === 'member') {
      const allowed = needed === 'any' || (needed !== undefined && needed !== 'staff' && access.permissions.includes(needed));
      if (!allowed) throw new AppError('forbidden');
    } else if (user.staffRole === 'moderator' && definition.auth === 'operator') {
      const allowed = needed === undefined || needed === 'any' || needed === 'staff' || access.permissions.includes(needed);
      if (!allowed) throw new AppError('forbidden');
    }
    return { user, access };
  }

  /** The caller of a public action that reads an optional session: a live token's user, else nobody, never login_required. */
  async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const user = await sessionCache.userForToken(options.db, token, options.now());
    rememberSignedInLanguage(request, user?.language ?? null);
    return user;
  }

  /** Runs an action on validated input and encodes its answer. */
  async function run(
    bound: BoundAction,
    name: string,
    input: unknown,
    request: Pick<ActionContext, 'user' | 'scope' | 'permissions' | 'log' | 'clientAddress' | 'files' | 'language'>,
  ): Promise<Buffer> {
    const { definition } = bound;
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
    const answer: { msg: unknown } = { success: 1, msg: 'OK', ...(data as object) } as { msg: unknown };
    // decision 055: `message` repeats `msg` on success as on failure, for clients that read either
    return Buffer.from(JSON.stringify({ ...answer, message: answer.msg }));
  }

  /**
   * A public cacheable answer from the cache, or computed once for every concurrent caller. It is
   * everyone's answer, so it is computed with nothing of the request that happened to ask.
   */
  function cachedAnswer(bound: BoundAction, key: string, name: string, input: unknown, log: ActionContext['log']) {
    const compute = (refreshLog: ActionContext['log']) =>
      run(bound, name, input, {
        user: null,
        ...accessFields(everywhere),
        log: refreshLog,
        clientAddress: '',
        files: [],
        language: 'en',
      });
    return cache.answer(key, bound.definition.cacheSeconds * 1000, compute, log);
  }

  /**
   * Sends a cached answer in the encoding the request prefers, each encoding with its own ETag; the
   * compress plugin leaves an answer that already has a Content-Encoding alone. Browsers and CDNs may
   * keep GET answers; POST answers are not to be stored.
   */
  async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, definition: ActionDefinition) {
    return writeCached(
      request,
      reply,
      await answer.representation(preferredEncoding(request.headers['accept-encoding'])),
      definition,
    );
  }

  /** The headers and body of a representation already made: synchronous, for the fast path of a hit. */
  function writeCached(request: FastifyRequest, reply: FastifyReply, chosen: Representation, definition: ActionDefinition) {
    const get = request.method !== 'POST';
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('etag', chosen.etag);
    reply.header(
      'cache-control',
      get ? `public, max-age=${definition.cacheSeconds}, stale-while-revalidate=${definition.cacheSeconds * 5}` : 'no-store',
    );
    addVary(reply, 'Accept-Encoding');
    if (get && ifNoneMatchHits(request.headers['if-none-match'], chosen.etag)) {
      reply.code(304);
      return '';
    }
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
    return chosen.body;
  }

  /** A GET whose URL was answered from the cache before, while its answer is still kept. */
  function knownHit(request: FastifyRequest) {
    const known = keysOfUrls.get(request.url);
    const answer = known && cache.peek(known.key, request.log);
    return answer ? { answer, definition: known.definition } : undefined;
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
    // decision 023: no text reaches an action (or the database) with a control character, whatever its schema
    // says: the fields as sent, then what the schema made of them (JSON text decoded)
    const refused = controlCharacterFields(fields);
    if (!parsed.success || Object.keys(refused).length > 0) {
      throw new AppError('invalid_input', { fields: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...refused } });
    }
    const decoded = controlCharacterFields(parsed.data);
    if (Object.keys(decoded).length > 0) throw new AppError('invalid_input', { fields: decoded });

    if (cacheable) {
      const key = cacheKey(name, parsed.data);
      const answer = await cachedAnswer(bound, key, name, parsed.data, request.log);
      if (request.method !== 'POST') rememberUrl(request.url, key, definition);
      return sendCached(request, reply, answer, definition);
    }
    const caller = await authenticate(request, definition);
    const body = await run(bound, name, parsed.data, {
      user: caller.user,
      ...accessFields(caller.access),
      log: request.log,
      clientAddress: request.ip,
      language: languageOfAcceptLanguage(request.headers['accept-language']),
      files,
    });
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('cache-control', 'no-store');
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
      if (!rules || (part.fieldname !== rules.field && !rules.alsoFields?.includes(part.fieldname))) {
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
  /**
   * Not async: a hit whose encoding is made returns its bytes at once, and Fastify sends them without
   * awaiting a promise (decision 026: the fast path of a hit).
   */
  const get = (request: FastifyRequest, reply: FastifyReply) => {
    const hit = knownHit(request);
    if (hit) {
      const made = hit.answer.representation(preferredEncoding(request.headers['accept-encoding']));
      if (!(made instanceof Promise)) return writeCached(request, reply, made, hit.definition);
      return sendCached(request, reply, hit.answer, hit.definition);
    }
    return dispatch(request, reply, request.query as Record<string, unknown>, []);
  };

  const urls = ['/api', '/api/'];
  await app.register(async (scope) => {
    if (options.config.CORS_ORIGINS.length > 0) await scope.register(cors, corsOptions(options.config.CORS_ORIGINS));
    // every GET answer is a public answer in the encoding it was made in once, or a short failure envelope:
    // the compress plugin's per-request hooks (request decompression, the reply's compress step) have nothing
    // to do there, and cost a hit as much as the rest of its route (decision 026: hits ≥ 0.8× the baseline)
    for (const url of urls) scope.get(url, { compress: false, decompress: false }, get);
    // body parsers only where bodies are read: GET reads carry none of their per-request hooks
    await scope.register(async (bodies) => {
      await bodies.register(formbody);
      await bodies.register(multipart);
      for (const url of urls) bodies.post(url, post);
    });
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
      return (await cachedAnswer(bound, cacheKey(name, parsed.data), name, parsed.data, log)).identity.body;
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return null;
      throw err;
    }
  }

  return { cache, publicAnswer };
}

const accessFields = (access: OperatorAccess) => ({ scope: access.scope, permissions: access.permissions });

/**
 * Decision 018: browsers on the allowed origins (CORS_ORIGINS, exact) may call `/api` and `/api/`, and read
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

/** Adds a field to Vary, keeping what CORS (Origin) or another hook put there. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', field);
    return;
  }
  const listed = String(current);
  const fields = new Set(listed.split(',').map((f) => f.trim().toLowerCase()));
  if (!fields.has('*') && !fields.has(field.toLowerCase())) reply.header('vary', `${listed}, ${field}`);
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
