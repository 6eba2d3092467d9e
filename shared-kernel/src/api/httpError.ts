/**
 * What a failed call of the api client is. Read by a mark, not by `instanceof`: a remote bundles its own copy
 * of this module, while the error was made by the host's copy (the client every remote is handed).
 */
import type { ApiRequest, ApiResponse } from './types';

export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED';

/** A call that failed: answered outside 2xx (`response` set), or not answered (network, cancelled). */
export class HttpError<T = unknown> extends Error {
  readonly isHttpError = true as const;

  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: ApiRequest,
    readonly response?: ApiResponse<T>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A call of the api client that failed. */
export function isHttpError<T = unknown>(error: unknown): error is HttpError<T> {
  return (
    typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true
  );
}

/** The status the server answered a failed call with; undefined when no answer came (network, cancel). */
export function httpStatusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}
