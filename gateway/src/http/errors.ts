/** Spec §8 error bodies. `{code, message, suggestions?}` for coded errors, ValidationError for field errors. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ValidationErrorBody {
  name: 'ValidationError';
  message: string;
  data: FieldError[];
}

export interface CodedErrorBody {
  code: string;
  message?: string;
  suggestions?: unknown[];
  [extra: string]: unknown;
}

/** Thrown by handlers and hooks; the error handler turns it into the spec's body with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: CodedErrorBody | ValidationErrorBody,
  ) {
    super('message' in body && body.message ? body.message : String((body as CodedErrorBody).code));
    this.name = 'HttpError';
  }
}

type Extra = Omit<CodedErrorBody, 'code' | 'message'>;

export const badRequest = (code: string, message = code, extra: Extra = {}) =>
  new HttpError(400, { code, message, ...extra });
export const unauthorized = (code = 'unauthorized', message = code, extra: Extra = {}) =>
  new HttpError(401, { code, message, ...extra });
export const forbidden = (message = 'forbidden') => new HttpError(403, { code: 'forbidden', message });
export const notFound = (code = 'not_found', message = code) => new HttpError(404, { code, message });
export const conflict = (code: string, message = code, extra: Extra = {}) =>
  new HttpError(409, { code, message, ...extra });
export const payloadTooLarge = () =>
  new HttpError(413, { code: 'payload_too_large', message: 'payload_too_large' });
export const unprocessable = (code: string, message = code, extra: Extra = {}) =>
  new HttpError(422, { code, message, ...extra });
export const locked = (retryAfterSeconds: number) =>
  new HttpError(423, { code: 'login_locked', message: 'login_locked', retryAfterSeconds });

/** A 400 ValidationError for rules a JSON schema cannot express (e.g. a date in the past). */
export const validationError = (data: FieldError[], message = 'ValidationError') =>
  new HttpError(400, { name: 'ValidationError', message, data });
