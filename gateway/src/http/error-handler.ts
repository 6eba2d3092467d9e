import type { FastifyError, FastifyInstance } from 'fastify';
import { isTransactionConflict } from '../db/errors';
import { HttpError, type FieldError } from './errors';

interface AjvIssue {
  instancePath?: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** ajv issue → spec §8 field error: `amount.value`, or the missing property for `required`. */
export function toFieldError(issue: AjvIssue, context: string | undefined): FieldError {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (typeof missing === 'string') path.push(missing);
  const field = path.join('.') || context || 'body';
  return { field, code: issue.keyword, message: issue.message ?? issue.keyword };
}

const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_content_length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json' },
};

/**
 * Spec §8 error bodies for everything that leaves the gateway: schema validation → 400 ValidationError,
 * HttpError → its body, client mistakes Fastify detects → 4xx with a code; a 500 only for real bugs (logged).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    if (error.validation) {
      const data = error.validation.map((issue) => toFieldError(issue as AjvIssue, error.validationContext));
      return reply.status(400).send({ name: 'ValidationError', message: error.message, data });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      // The route's own limit (a file upload's may differ from the server's), so a client knows what fits.
      const message =
        known.status === 413
          ? `request body larger than ${request.routeOptions.bodyLimit} bytes`
          : error.message;
      return reply.status(known.status).send({ code: known.code, message });
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send({ code: 'malformed_json', message: error.message });
    }
    if (isTransactionConflict(error)) {
      // Nothing was written (the transaction rolled back); the log tells the engineer which lock order slipped.
      request.log.warn({ err: error }, 'transaction conflict (deadlock or serialization failure)');
      return reply
        .status(409)
        .header('retry-after', '1')
        .send({ code: 'transaction_conflict', message: 'a concurrent change got in the way; try again' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: (error.code ?? 'bad_request').toLowerCase(), message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'not_found', message: `no route ${request.method} ${request.url.split('?')[0]}` });
  });
}
