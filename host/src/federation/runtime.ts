import {
  init,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RegistryEntry, RemoteLifecycles } from 'shared-kernel/contract';
import { classifyLoadError, RemoteHttpError } from './failure';

/** Federation name of a remote (integration.md): the registry's "accounts" is "kontor_accounts". */
export function federationName(remote: string): string {
  return `kontor_${remote}`;
}

function remoteOf(federationId: string | undefined): string {
  return (federationId ?? '').replace(/^kontor_/, '').split('/')[0] ?? '';
}

const MANIFEST_ATTEMPTS = 2;
const MANIFEST_RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches manifests itself (one retry after a network error or a 5xx) so an HTTP status survives
 * into the classified failure, and logs every failure once, classified, for the engineer.
 */
export function kontorLoaderPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kontor-loader',
    async fetch(url: string, init: RequestInit) {
      for (let attempt = 1; ; attempt += 1) {
        const last = attempt >= MANIFEST_ATTEMPTS;
        try {
          // After a failure the browser must not answer from its cache (Retry button, spec: recover when back).
          const response = await fetch(url, { ...init, cache: attempt > 1 ? 'no-store' : 'no-cache' });
          if (response.ok) return response;
          if (last || response.status < 500) throw new RemoteHttpError(response.status, url);
        } catch (error) {
          if (last || error instanceof RemoteHttpError) throw error;
        }
        await wait(MANIFEST_RETRY_DELAY_MS);
      }
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
 * The host's federation runtime. In the webpack build `init` adopts the instance the bundler created
 * (same name, same share scope), so shared singletons resolve against what the host already loaded.
 */
export function federation(): ModuleFederation {
  instance ??= init({
    name: 'kontor_host',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [
      kontorLoaderPlugin(),
      // remoteEntry.js and exposed modules: one retry after 400 ms, so a dead remote fails within ~2 s.
      RetryPlugin({ script: { retryTimes: 1, retryDelay: 400 } }),
    ],
  });
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
