import {
  init,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RegistryEntry, RemoteLifecycles } from 'shared-kernel/contract';
import { classifyLoadError, RemoteHttpError } from './failure';
import { takeEarly } from '../boot/earlyRequests';
import { hostShared, SHARED_MODULES } from './shared';
import { provideRemoteRuntime } from './remoteRuntime';

/** Federation name of a remote (integration.md): the registry's "accounts" is "kontor_accounts". */
export function federationName(remote: string): string {
  return `kontor_${remote}`;
}

function remoteOf(federationId: string | undefined): string {
  return (federationId ?? '').replace(/^kontor_/, '').split('/')[0] ?? '';
}

const MANIFEST_ATTEMPTS = 2;
const MANIFEST_RETRY_DELAY_MS = 300;
/** remoteEntry.js and exposed modules: one retry after 400 ms, so a dead remote fails within ~2 s. */
const SCRIPT_RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load`, and once more after a pause when it fails (a script or chunk that did not arrive). */
async function withOneRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await wait(SCRIPT_RETRY_DELAY_MS);
    return load();
  }
}

type EntryRetry = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** remoteEntry.js failed to load: forget the failed load and load it once more after a pause. */
const retryEntryOnce = (async ({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}) => {
  await wait(SCRIPT_RETRY_DELAY_MS);
  delete globalLoading[uniqueKey];
  return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
}) as EntryRetry;

/**
 * The host's one loader plugin: it fetches manifests itself (one retry after a network error or a 5xx, and the
 * manifest the start already asked for is taken, not fetched again) so an HTTP status survives into the
 * classified failure; it retries remoteEntry.js and exposed modules once; and it logs every failure once,
 * classified, for the engineer.
 */
export function kontorLoaderPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kontor-loader',
    async fetch(url: string, init: RequestInit) {
      for (let attempt = 1; ; attempt += 1) {
        const last = attempt >= MANIFEST_ATTEMPTS;
        try {
          // After a failure the browser must not answer from its cache (Retry button, spec: recover when back).
          const response =
            (attempt === 1 ? await takeEarly(url) : null) ??
            (await fetch(url, { ...init, cache: attempt > 1 ? 'no-store' : 'no-cache' }));
          if (response.ok) return response;
          if (last || response.status < 500) throw new RemoteHttpError(response.status, url);
        } catch (error) {
          if (last || error instanceof RemoteHttpError) throw error;
        }
        await wait(MANIFEST_RETRY_DELAY_MS);
      }
    },
    loadEntryError: retryEntryOnce,
    async getModuleFactory({ remoteEntryExports, expose }) {
      // A webpack container's get() answers a promise of the module's factory (the type says otherwise).
      return withOneRetry(async () => (await remoteEntryExports.get(expose)) as () => unknown);
    },
    errorLoadRemote(args) {
      const remote = remoteOf(args.remote?.name ?? args.id);
      const failure = classifyLoadError(args.error, remote);
      // Returning nothing lets the error reach the remote's error boundary, which shows it translated.
      console.error(`[kontor federation] ${remote} ${failure.kind} (${args.lifecycle}): ${failure.detail}`);
      return undefined;
    },
  };
}

let instance: ModuleFederation | null = null;

/**
 * The host's federation runtime, made when the first remote is registered (never on the login page). The
 * share scope holds the host's own modules (shared.ts), so remotes use the singletons the host runs.
 */
export function federation(): ModuleFederation {
  if (!instance) {
    provideRemoteRuntime();
    instance = init({
      name: 'kontor_host',
      remotes: [],
      shared: hostShared(),
      shareStrategy: 'loaded-first',
      plugins: [kontorLoaderPlugin()],
    });
  }
  return instance;
}

/** Makes a remote known to the runtime; `force` drops what the runtime cached about it (failed manifest, entry). */
export function registerRemote(entry: RegistryEntry, force = false): void {
  federation().registerRemotes([{ name: federationName(entry.name), entry: entry.manifest }], { force });
}

/** Whether the remote's container (remoteEntry.js) is already running in this page. */
export function containerLoaded(remote: string): boolean {
  return Boolean(federation().moduleCache.get(federationName(remote))?.remoteEntryExports);
}

/** Loads one exposed screen module ("./Dashboard") of a remote and returns its single-spa lifecycles. */
export async function loadScreenModule(remote: string, module: string): Promise<RemoteLifecycles> {
  const id = `${federationName(remote)}/${module.replace(/^\.\//, '')}`;
  const loaded = await federation().loadRemote<{ default?: RemoteLifecycles } & Partial<RemoteLifecycles>>(
    id,
  );
  const lifecycles = loaded?.default ?? loaded;
  if (!lifecycles || typeof lifecycles.mount !== 'function' || typeof lifecycles.unmount !== 'function') {
    throw new Error(`RUNTIME-001 ${id} does not export single-spa lifecycles`);
  }
  return lifecycles as RemoteLifecycles;
}

/** Versions of each shared package that have actually been loaded into the share scope. */
export function loadedSharedVersions(): Record<string, string[]> {
  const scope = federation().shareScopeMap['default'] ?? {};
  return Object.fromEntries(
    Object.entries(scope).map(([pkg, versions]) => [
      pkg,
      Object.entries(versions)
        .filter(([, shared]) => shared.loaded)
        .map(([version]) => version),
    ]),
  );
}

/** Loads the host's shared packages (shared.ts) ahead of the first remote screen, which needs them anyway. */
export function warmSharedModules(): void {
  for (const load of Object.values(SHARED_MODULES)) void load().catch(() => undefined);
}
