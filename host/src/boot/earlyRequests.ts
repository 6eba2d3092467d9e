/**
 * Answers asked for before the code that uses them runs (issue 17: fewer round trips): index.html's early script
 * (boot/early.ts) asks for the registry, the session, the opening route's manifest and the first screen's reads
 * beside the entry script, and the app's start asks for a route's manifest before the federation runtime loads
 * it. Each answer is handed over here under the request it answers and taken once by the code that makes that
 * request: a later one (a retry, another sign-in) asks anew. The early script and the entry script each bundle
 * this module, so the one store of the page is a global.
 */
declare global {
  /** The page's early answers by request (handOver, takeEarly). */
  var __kontorEarly: Map<string, Promise<Response | null>> | undefined;
}

/** The keys of the page's own requests; a manifest's key is its URL, a remembered read's its readKey. */
export const REGISTRY_REQUEST = '/registry.json';
export const SESSION_REQUEST = '/api/v3/auth/session';

const answers = (globalThis.__kontorEarly ??= new Map<string, Promise<Response | null>>());

/** Keeps an answer until the request it answers is made (takeEarly). */
export function handOver(key: string, answer: Promise<Response | null>): void {
  answers.set(key, answer);
}

/** The answer handed over for `key`, left in place (a second prefetch of the same manifest asks nothing). */
export function peekEarly(key: string): Promise<Response | null> | undefined {
  return answers.get(key);
}

/** The answer handed over for `key`, once (then forgotten), or null when there is none. */
export function takeEarly(key: string): Promise<Response | null> | null {
  const answer = answers.get(key);
  if (!answer) return null;
  answers.delete(key);
  return answer;
}

/** Whether any answer whose key `matches` is still waiting to be taken. */
export function hasEarly(matches: (key: string) => boolean): boolean {
  for (const key of answers.keys()) if (matches(key)) return true;
  return false;
}

/** Drops the answers whose key `matches` that nobody took (their requests were not made, or differently). */
export function dropEarly(matches: (key: string) => boolean): void {
  for (const key of [...answers.keys()]) if (matches(key)) answers.delete(key);
}
