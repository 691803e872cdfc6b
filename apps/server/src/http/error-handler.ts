import type { ErrorLanguage } from '@portal/contract/error-texts';
import { errorCatalogue, type ErrorCode } from '@portal/contract/errors';
import http from 'node:http';
import { DrizzleQueryError } from 'drizzle-orm';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { bearerToken, signedInLanguageOf, userForToken } from './auth.ts';
import { AppError, failure } from './errors.ts';

/** Fastify's own error codes mapped to ours, so a bad body never reaches a 500. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'malformed_body',
  FST_PROTO_VIOLATION: 'malformed_body',
};

/**
 * The language an Accept-Language header prefers among ours: Arabic (`ar`, `ar-AE` …) when it ranks
 * above English, English otherwise and by default.
 */
export function languageOfAcceptLanguage(header: string | undefined): ErrorLanguage {
  let best: { language: ErrorLanguage; q: number } = { language: 'en', q: 0 };
  for (const entry of (header ?? '').split(',')) {
    const [range = '', ...options] = entry.trim().toLowerCase().split(';');
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!(q > best.q)) continue;
    const primary = range.trim().split('-')[0];
    if (primary === 'ar') best = { language: 'ae', q };
    else if (primary === 'en') best = { language: 'en', q };
  }
  return best.language;
}

/** The refusals REFUSALS_AS_200 answers with 200 (decision 055): bad input, not found, conflicts. */
const routineRefusals = new Set([400, 404, 409, 422]);

export type ErrorHandlerOptions = {
  /** REFUSALS_AS_200=on: routine refusals answer 200, their body unchanged */
  refusalsAs200?: boolean;
  /** to find the stored language of a signed-in caller whose request failed before its token was checked */
  db?: Database;
  now?: () => Date;
};

/** The caller's language: the signed-in user's stored one (users.language), else their Accept-Language. */
async function callerLanguage(request: FastifyRequest, options: ErrorHandlerOptions): Promise<ErrorLanguage> {
  const known = signedInLanguageOf(request);
  if (known) return known;
  const token = bearerToken(request.headers.authorization);
  // a token the dispatcher already found to be no live session is not looked up a second time
  if (token && options.db && known === undefined) {
    // the database may be why the request failed: the header's language is good enough then
    const user = await userForToken(options.db, token, (options.now ?? systemClock)()).catch(() => null);
    if (user) return user.language;
  }
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

/** The body varies with the caller's language, so shared caches must keep one copy per language. */
function markLanguage(reply: FastifyReply, language: ErrorLanguage): void {
  reply.header('content-language', language === 'ae' ? 'ar' : 'en');
  const vary = reply.getHeader('vary');
  const varies = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(varies))
    reply.header('vary', varies ? `${varies}, Accept-Language` : 'Accept-Language');
}

/**
 * Quoted runs of a message replaced: PostgreSQL quotes the value it refused (`invalid input syntax for
 * type integer: "ali@example.com"`) and JSON.parse the text it could not read.
 */
function withoutQuotedText(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

/**
 * What a log keeps of an error (decision 023: logs never carry personal data): its class, code, message and
 * stack frames, and the same of its cause. A failed query keeps its SQL text (placeholders, no values)
 * but never its parameters, and the database's own error only its code and the names of what it
 * concerns: its message is cleared of quoted values and its detail (`Key (email)=(…)`) left out. The
 * key is `error`, not `err`, so pino's error serializer does not copy every property back in.
 */
export function loggableError(
  error: unknown,
  fromDatabase = false,
): { type: string; message: string; stack: string } & Record<string, unknown> {
  // a thrown value that is not an Error is described, never copied: it could be anything
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { code, table, column, constraint, routine } = error as Error & Record<string, unknown>;
  const names = fromDatabase ? { table, column, constraint, routine } : {};
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const query = error instanceof DrizzleQueryError;
  return {
    type: error.constructor.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...Object.fromEntries(Object.entries(names).filter(([, value]) => typeof value === 'string')),
    message: query ? 'Failed query' : fromDatabase ? withoutQuotedText(error.message) : error.message,
    ...(query ? { query: error.query } : {}),
    stack: frames.join('\n'),
    ...(error.cause !== undefined ? { cause: loggableError(error.cause, query || fromDatabase) } : {}),
  };
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  // only the action endpoint's answers: files, pages and webhooks keep their statuses
  const onApi = (request: FastifyRequest) => /^\/api\/?(\?|$)/.test(request.url);
  const statusOf = (request: FastifyRequest, status: number) =>
    options.refusalsAs200 && routineRefusals.has(status) && onApi(request) ? 200 : status;
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const language = await callerLanguage(request, options);
    markLanguage(reply, language);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ error: loggableError(error) }, error.message);
      if (error.retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, error.retryAfter)));
      return reply
        .code(statusOf(request, error.status))
        .type('application/json; charset=utf-8')
        .send(failure(error.code, language, { detail: error.detail, fields: error.fields, params: error.params }));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    let code: ErrorCode;
    if (mapped) code = mapped;
    else if (error instanceof SyntaxError || status === 400) code = 'malformed_body';
    else if (status === 413) code = 'payload_too_large';
    else if (status === 415) code = 'unsupported_media_type';
    else if (status === 429) code = 'rate_limited';
    else code = 'internal';
    const entry = errorCatalogue[code];
    if (entry.status >= 500) request.log.error({ error: loggableError(error) }, 'unhandled error');
    else request.log.info({ code, reason: withoutQuotedText(error.message) }, 'request refused');
    return reply.code(statusOf(request, entry.status)).type('application/json; charset=utf-8').send(failure(code, language));
  });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: a head over the header size limit
 * (431), one that does not finish in time (408), bytes that are not HTTP (400). Fastify's own answer to
 * those is not the failure envelope (decision 023), so the answer is written here, on the raw socket. The
 * headers were not read, so the text is English.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // the client is gone: nobody to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let code: ErrorCode = 'malformed_body';
    if (error.code === 'HPE_HEADER_OVERFLOW') code = 'headers_too_large';
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') code = 'request_timeout';
    this.log.info({ code, reason: error.code }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const status = errorCatalogue[code].status;
      const body = JSON.stringify(failure(code, 'en'));
      const head = [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'content-language: en',
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
