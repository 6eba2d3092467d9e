/**
 * What a failed request of the api client is, read without loading axios: the host's client is the only
 * code that needs axios at run time, so a remote or a kernel room that only asks "was this an HTTP error,
 * with which status?" bundles none of it (issue 17: axios is about 13 KB gzip per app).
 */
import type { AxiosError } from 'axios';

/** A request the api client sent that failed (axios marks its errors with isAxiosError: true). */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The status the server answered a failed request with; undefined when no answer came (network, cancel). */
export function httpStatusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}
