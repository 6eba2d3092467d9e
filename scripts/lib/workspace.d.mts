// Types of workspace.mjs for the TypeScript callers (e2e global setup, fixtures).
export const ROOT: string;
export const REMOTES: { name: string; port: number }[];
export const DEFAULT_REMOTE_PORT: number;
export const REMOTE_PORTS_MOVED: boolean;
export const HOST_PORT: number;
export const GATEWAY_PORT: number;
export const PASSWORD: string;
export const DEFAULT_REGISTRY: string;
export const PERSONAS: { name: string; email: string; note: string }[];
export function remoteDir(name: string): string;
