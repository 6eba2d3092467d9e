/**
 * Fewer round trips to a remote screen (issue 17): the page's start asks for the route's manifest as soon as
 * the registry names it, beside the session, and preloads what the manifest lists for the route's exposed
 * module (remoteEntry.js, its scripts and styles), all at once. The federation runtime later takes the same
 * manifest response instead of fetching it again (runtime.ts), and the browser has the files by then.
 */

/** What of mf-manifest.json is read here (@module-federation/manifest). */
interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

declare global {
  interface Window {
    /** The page's manifest prefetches, one map for index.html's early script and the app (each has this module). */
    __kontorManifests?: Map<string, Promise<Response | null>>;
  }
}

const manifests = (window.__kontorManifests ??= new Map<string, Promise<Response | null>>());

/** The manifest response the start asked for (once: a retry fetches anew), or null. */
export async function takePrefetched(url: string): Promise<Response | null> {
  const prefetched = manifests.get(url);
  if (!prefetched) return null;
  manifests.delete(url);
  return prefetched;
}

/** The nonce of the page's own scripts: preloads of scripts must carry it under the CSP (script-src 'nonce-…'). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Same request mode as the tags that use them (no crossorigin), so the browser reuses the preloaded file. */
export function preload(href: string, as: 'script' | 'style'): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (as === 'script') link.nonce = pageNonce();
  document.head.appendChild(link);
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
 * Fetches the manifest of the remote whose route is opening (once per page), and preloads the route's files.
 * Never throws: the runtime reports failures when it loads the screen.
 */
export function prefetchRoute(manifestUrl: string, module: string): void {
  if (manifests.has(manifestUrl)) return;
  const response = fetch(manifestUrl, { headers: { Accept: 'application/json' }, cache: 'no-cache' }).catch(
    () => null,
  );
  manifests.set(manifestUrl, response);
  void response.then(async (answer) => {
    if (!answer?.ok) return;
    try {
      const files = routeFiles(manifestUrl, (await answer.clone().json()) as Manifest, module);
      files.scripts.forEach((file) => preload(file, 'script'));
      files.styles.forEach((file) => preload(file, 'style'));
    } catch {
      // Not JSON: the runtime says so when it reads it.
    }
  });
}
