/**
 * Fewer round trips to a remote screen (issue 17): the page's start asks for the route's manifest as soon as
 * the registry names it, beside the session, and preloads what the manifest lists for the route's exposed
 * module (remoteEntry.js, its scripts and styles), all at once. The federation runtime later takes the same
 * manifest response instead of fetching it again (runtime.ts, boot/earlyRequests.ts), and the browser has the
 * files by then.
 */

import { handOver, peekEarly } from '../boot/earlyRequests';
import { pageTurns } from '../boot/turns';
import { OPENING_ROUTE_KEY, readLocalJson, writeLocal } from '../session/storageKeys';
import { overridesPossible } from './overrides';

/** What of mf-manifest.json is read here (@module-federation/manifest). */
interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

/** The nonce of the page's own scripts: preloads of scripts must carry it under the CSP (script-src 'nonce-…'). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** The files asked for preloading whose turn has not come yet (pageTurns). */
const queued = new Set<string>();

/**
 * Preloads `href`, each file in a task of its own (boot/turns.ts: starting a request costs the main thread a few
 * ms). Same request mode as the tags that use them (no crossorigin), so the browser reuses the preloaded file.
 */
export function preload(href: string, as: 'script' | 'style'): void {
  if (queued.has(href)) return;
  queued.add(href);
  pageTurns.add(() => {
    queued.delete(href);
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'script') link.nonce = pageNonce();
    document.head.appendChild(link);
  });
}

/** The files a route's exposed module needs, as absolute URLs (publicPath "auto": beside the manifest). */
export function routeFiles(
  manifestUrl: string,
  manifest: Manifest,
  module: string,
): {
  scripts: string[];
  styles: string[];
} {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find(
    (candidate) => candidate.path === module || `./${candidate.name}` === module,
  );
  const resolve = (file: string) => new URL(file, base).href;
  const entryFile = entry?.name ? resolve(`${entry.path ? `${entry.path}/` : ''}${entry.name}`) : null;
  return {
    scripts: [...(entryFile ? [entryFile] : []), ...(exposed?.assets?.js?.sync ?? []).map(resolve)],
    styles: (exposed?.assets?.css?.sync ?? []).map(resolve),
  };
}

/**
 * The opening route of a path as the last page start on it found it: its manifest, module and files, and its
 * remote's texts (the descriptor snapshot's `texts`: the screen's own catalogue names).
 */
export interface RememberedRoute {
  path: string;
  manifest: string;
  module: string;
  scripts: string[];
  styles: string[];
  texts: string[];
}

const MAX_REMEMBERED_FILES = 16;
const MAX_REMEMBERED_TEXTS = 32;
/** A catalogue name as a descriptor's `texts` holds it (`app.accounts`, `team.members`). */
const TEXTS_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

/** The remembered texts when well-formed (none for a route remembered before they were). */
function rememberedTexts(texts: unknown): string[] | null {
  if (texts === undefined) return [];
  if (!Array.isArray(texts) || texts.length > MAX_REMEMBERED_TEXTS) return null;
  return texts.every((name) => typeof name === 'string' && TEXTS_NAME.test(name))
    ? (texts as string[])
    : null;
}

/** The origin of an absolute URL, or null for anything else. */
function originOf(url: unknown): string | null {
  try {
    return typeof url === 'string' ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The remembered route for `pathname`, when well-formed: http(s) files on the manifest's own origin. */
export function rememberedRoute(pathname: string): RememberedRoute | null {
  const stored = readLocalJson(OPENING_ROUTE_KEY) as Partial<RememberedRoute> | null;
  if (!stored || stored.path !== pathname || typeof stored.module !== 'string') return null;
  const origin = originOf(stored.manifest);
  if (!origin || !/^https?:/.test(origin) || !Array.isArray(stored.scripts) || !Array.isArray(stored.styles))
    return null;
  const files: unknown[] = [...stored.scripts, ...stored.styles];
  if (files.length > MAX_REMEMBERED_FILES || !files.every((file) => originOf(file) === origin)) return null;
  const texts = rememberedTexts(stored.texts);
  return texts ? ({ ...stored, texts } as RememberedRoute) : null;
}

/** Preloads a route's files (scripts and styles). */
function preloadFiles(files: { scripts: string[]; styles: string[] }): void {
  files.scripts.forEach((file) => preload(file, 'script'));
  files.styles.forEach((file) => preload(file, 'style'));
}

/**
 * index.html's early script, before the registry has answered: the files and the manifest of the route this
 * path opened the last time, so they leave with the page. When a remote has been deployed since, the registry's
 * answer names the new manifest and files, which are fetched then (the old ones are a wasted preload, never run).
 */
export function prefetchRememberedRoute(pathname: string): RememberedRoute | null {
  // Not with test overrides (`remote:…`, in the query or stored), which point remotes elsewhere.
  if (overridesPossible(window.location.search, window.localStorage)) return null;
  const route = rememberedRoute(pathname);
  if (!route) return null;
  preloadFiles(route);
  prefetchRoute(route.manifest, route.module);
  return route;
}

/** The files the manifest answer lists for `module`, or null (no answer, not JSON: the runtime reports it). */
async function filesOf(manifestUrl: string, module: string, answer: Response | null) {
  if (!answer?.ok) return null;
  try {
    return routeFiles(manifestUrl, (await answer.clone().json()) as Manifest, module);
  } catch {
    return null;
  }
}

/**
 * Fetches the manifest of the remote whose route is opening (once per page), and preloads the route's files;
 * with `rememberFor`, the files (and the remote's texts) are remembered for the next page start on that path (also
 * when the manifest was already asked for). Never throws: the runtime reports failures when it loads the screen.
 */
export function prefetchRoute(
  manifestUrl: string,
  module: string,
  rememberFor?: { path: string; texts: readonly string[] },
): void {
  const asked = peekEarly(manifestUrl);
  if (asked && !rememberFor) return;
  const response =
    asked ??
    fetch(manifestUrl, { headers: { Accept: 'application/json' }, cache: 'no-cache' }).catch(() => null);
  // The federation runtime takes it when it loads the route (runtime.ts).
  if (!asked) handOver(manifestUrl, response);
  void response.then(async (answer) => {
    const files = await filesOf(manifestUrl, module, answer);
    if (!files) return;
    if (!asked) preloadFiles(files);
    if (rememberFor) {
      const route: RememberedRoute = {
        path: rememberFor.path,
        manifest: manifestUrl,
        module,
        ...files,
        texts: [...rememberFor.texts],
      };
      writeLocal(OPENING_ROUTE_KEY, JSON.stringify(route));
    }
  });
}
