// Types of serve.mjs for the TypeScript callers (e2e global setup).
export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface RemoteRegistryFile {
  remotes: {
    name: string;
    version: string;
    manifest: string;
    descriptor: string;
    descriptorSnapshot?: Record<string, unknown>;
  }[];
}

export type KontorEnvironment = 'local' | 'sandbox' | 'dev' | 'test' | 'prod';
export const ENVIRONMENTS: KontorEnvironment[];
export function withEnvironment(html: string, env: string): string;
export function builtDescriptor(name: string, version: string): Record<string, unknown> | null;
export function withDescriptorSnapshots(
  registry: RemoteRegistryFile,
  readDescriptor?: (name: string, version: string) => Record<string, unknown> | null,
): RemoteRegistryFile;

export function startRemoteServer(
  name: string,
  port: number,
  options?: { root?: string; env?: KontorEnvironment },
): Promise<RunningServer & { name: string }>;

export function startHostServer(options: {
  port?: number;
  registryFile: string;
  gatewayUrl: string;
  root?: string;
  /** The environment index.html states (default local). */
  env?: KontorEnvironment;
  rewriteRegistry?: (registry: RemoteRegistryFile) => RemoteRegistryFile;
  /** Origins the page may fetch from besides its own and the remotes' (a gateway on another origin). */
  connectOrigins?: string[];
  /** Remote name -> its server's URL: `/remotes/<name>/` is proxied there (one origin, as the deployed edge). */
  remoteUpstreams?: Record<string, string>;
  /** Key and certificate (scripts/lib/tls.mjs): the host answers over TLS, HTTP/2 for browsers. */
  tls?: { key: string; cert: string };
}): Promise<RunningServer & { registryFile: string; env: KontorEnvironment }>;

/** index.html with the response's CSP nonce in place of the build's placeholder. */
export function withNonce(html: string, nonce: string): string;
/** The host page's Content-Security-Policy (scripts/lib/headers.mjs). */
export function contentSecurityPolicy(options: {
  nonce: string;
  remoteOrigins?: string[];
  connectOrigins?: string[];
  env?: string;
}): string;
/** Every origin the registry names. */
export function registryOrigins(registry: RemoteRegistryFile): string[];

export function registryOnPorts(
  registry: RemoteRegistryFile,
  portOf: (name: string) => number,
): RemoteRegistryFile;

/** Every remote's files by path on the page's own origin (for a host server with `remoteUpstreams`). */
export function registryOnOneOrigin(registry: RemoteRegistryFile): RemoteRegistryFile;
