// Types of serve.mjs for the TypeScript callers (e2e global setup).
export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface RemoteRegistryFile {
  remotes: { name: string; version: string; manifest: string; descriptor: string }[];
}

export function startRemoteServer(
  name: string,
  port: number,
  options?: { root?: string },
): Promise<RunningServer & { name: string }>;

export function startHostServer(options: {
  port?: number;
  registryFile: string;
  gatewayUrl: string;
  root?: string;
  rewriteRegistry?: (registry: RemoteRegistryFile) => RemoteRegistryFile;
}): Promise<RunningServer & { registryFile: string }>;

export function registryOnPorts(
  registry: RemoteRegistryFile,
  portOf: (name: string) => number,
): RemoteRegistryFile;
