/**
 * The requests index.html's early script (boot/early.ts) starts before the entry script has arrived, handed over
 * to the app, which takes each once: a later read (a retry, another sign-in) asks anew.
 */
declare global {
  interface Window {
    /** GET /registry.json (host/src/boot/registry.ts). */
    __kontorRegistry?: Promise<Response>;
    /** GET /api/v3/auth/session (host/src/session/authApi.ts). */
    __kontorSession?: Promise<Response>;
  }
}

export type EarlyRequest = '__kontorRegistry' | '__kontorSession';

/** The early script's request, once (then forgotten), or null when it made none. */
export function takeEarly(name: EarlyRequest): Promise<Response> | null {
  const early = window[name];
  if (!early) return null;
  delete window[name];
  return early;
}
