// Types of tools.mjs for the TypeScript callers (e2e global setup).
export function assertPortsFree(ports: readonly { port: number; what: string }[]): Promise<void>;
