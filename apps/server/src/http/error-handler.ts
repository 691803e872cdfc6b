import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCatalogue, type ErrorCode } from '@portal/contract/errors';
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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, error.retryAfter)));
      return reply
        .code(error.status)
        .type('application/json; charset=utf-8')
        .send(failure(error.code, error.message, error.fields, error.params));
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
    if (entry.status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code, reason: error.message }, 'request refused');
    return reply.code(entry.status).type('application/json; charset=utf-8').send(failure(code, entry.en));
  });
}
