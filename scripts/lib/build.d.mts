// Types of build.mjs for the TypeScript callers (e2e global setup).
export const APPS: string[];
export function buildApps(options?: {
  apps?: string[];
  concurrency?: number;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
}): Promise<{ app: string; ok: boolean; seconds: number; output: string }[]>;
export function remoteBuildDir(name: string, version: string): string;
export function ensureRemoteVersion(
  name: string,
  version: string,
  options?: { quiet?: boolean },
): Promise<boolean>;
