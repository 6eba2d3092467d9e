/** Spec §9 "Local keys". */
export const REFRESH_TOKEN_EXP_KEY = 'refreshTokenExp';
export const CURRENT_CONTEXT_UID_KEY = 'currentContextUid';
/** The reads the app's start made last time, asked for again by the next page's early script (boot/openingCalls.ts). */
export const OPENING_CALLS_KEY = 'kontor.openingCalls';
/** The opening route's manifest and files as the last page start on a path found them (federation/prefetch.ts). */
export const OPENING_ROUTE_KEY = 'kontor.openingRoute';

/** localStorage can throw (blocked storage); the session still works for this tab without it. */
export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * A local key's JSON, or null when it is absent, blocked or not JSON: the caller checks the shape, since any
 * page of this origin (or an older version of it) may have written it.
 */
export function readLocalJson(key: string): unknown {
  try {
    return JSON.parse(readLocal(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Blocked storage: other tabs will not see the value, this tab keeps it in memory.
  }
}
