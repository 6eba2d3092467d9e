/**
 * The page's start asks for the registry at once, beside the session and the app's code, and from its
 * descriptor snapshots for the manifest (and the texts) of the route being opened (issue 17: fewer round trips). The app's
 * loader validates the same answer (federation/loader.ts); nothing here trusts it beyond a prefetch.
 */
import { RemoteHttpError } from '../federation/failure';
import { overridesPossible } from '../federation/overrides';
import { prefetchRoute } from '../federation/prefetch';
import { REGISTRY_REQUEST, takeEarly } from './earlyRequests';
import { prefetchOpeningTexts } from './openingCalls';

interface SnapshotRoute {
  path?: unknown;
  module?: unknown;
}
interface RegistryLike {
  remotes?: { manifest?: unknown; descriptorSnapshot?: { routes?: SnapshotRoute[]; texts?: unknown } }[];
}

/** Whether a route pattern (react-router style: `/a/:id`, `/a/:id?`, `/a/*`) matches the path. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index]!;
    if (segment === '*') return true;
    const actual = have[index];
    if (segment.startsWith(':')) {
      if (actual === undefined && !segment.endsWith('?')) return false;
      continue;
    }
    if (actual === undefined || actual.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return have.length <= want.length;
}

/**
 * The manifest and exposed module of the registry's route for `pathname`, and its remote's texts (none when the
 * snapshot names none), from the descriptor snapshots.
 */
export function routeOf(
  registry: unknown,
  pathname: string,
): { manifest: string; module: string; texts: string[] } | null {
  for (const entry of (registry as RegistryLike | null)?.remotes ?? []) {
    for (const route of entry.descriptorSnapshot?.routes ?? []) {
      if (typeof route.path !== 'string' || typeof route.module !== 'string') continue;
      if (typeof entry.manifest === 'string' && patternMatches(route.path, pathname)) {
        const texts = entry.descriptorSnapshot?.texts;
        const named = Array.isArray(texts) && texts.every((name) => typeof name === 'string');
        return { manifest: entry.manifest, module: route.module, texts: named ? (texts as string[]) : [] };
      }
    }
  }
  return null;
}

/** Asks the server for the registry (never from the browser's cache without asking). */
export const requestRegistry = (url = REGISTRY_REQUEST): Promise<Response> =>
  fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });

/**
 * Prefetches the manifest and files of the route the page opens, named by the registry's descriptor snapshots;
 * not with test overrides (`remote:…`, in the query or stored), which point remotes elsewhere.
 */
export function prefetchOpeningRoute(registry: unknown, language?: string): void {
  if (overridesPossible(window.location.search, window.localStorage)) return;
  const route = routeOf(registry, window.location.pathname);
  if (!route) return;
  // The files and texts are remembered for this path's next page start (the early script's
  // prefetchRememberedRoute).
  prefetchRoute(route.manifest, route.module, { path: window.location.pathname, texts: route.texts });
  // The early script's: the route's own texts, in the page's language (the app takes them as a read's answer).
  if (language) prefetchOpeningTexts(route.texts, language);
}

/**
 * The registry with each remote's `manifest` and `descriptor` as absolute URLs, resolved against the registry's
 * own URL as a document's links are: a deployed registry names its remotes' files by path on the page's origin
 * (`/remotes/<name>/<version>/mf-manifest.json`, docker/registry/compose.json), and everything after (the early
 * manifest request, the federation runtime's fetch, the files remembered for the next start) then names one file
 * by one URL. Anything that is not a URL is left for the loader's validation to report.
 */
export function withAbsoluteUrls(registry: unknown, registryUrl: string): unknown {
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return registry;
  const base = new URL(registryUrl, window.location.href);
  const absolute = (entry: Record<string, unknown>, key: 'manifest' | 'descriptor') => {
    const url = entry[key];
    if (typeof url !== 'string') return {};
    try {
      return { [key]: new URL(url, base).href };
    } catch {
      return {};
    }
  };
  return {
    ...(registry as object),
    remotes: remotes.map((entry: unknown) =>
      entry && typeof entry === 'object'
        ? {
            ...entry,
            ...absolute(entry as Record<string, unknown>, 'manifest'),
            ...absolute(entry as Record<string, unknown>, 'descriptor'),
          }
        : entry,
    ),
  };
}

/**
 * Fetches /registry.json (or takes the page's own request for it), with its remotes' URLs made absolute
 * (withAbsoluteUrls); once it is in, prefetches the opening route's manifest and files.
 */
export function fetchRegistry(url = REGISTRY_REQUEST): Promise<unknown> {
  // The page's own request for it (index.html), once; later fetches (a retry) ask anew.
  const early = takeEarly(url);
  const answer = early ? early.then((response) => response ?? requestRegistry(url)) : requestRegistry(url);
  const registry = answer.then(async (response) => {
    if (!response.ok) throw new RemoteHttpError(response.status, url);
    return withAbsoluteUrls(await response.json(), url);
  });
  void registry.then(prefetchOpeningRoute, () => undefined);
  return registry;
}
