// Types of gateway.mjs for the TypeScript callers (e2e global setup).
export function startGateway(options: {
  port: number;
  dataDir: string;
  env?: string;
  quiet?: boolean;
  extraEnv?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  script?: 'start' | 'dev';
  onLine?: (line: string) => void;
}): Promise<{ url: string; stop(): Promise<void> }>;
