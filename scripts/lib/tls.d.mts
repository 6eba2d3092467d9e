// Types of tls.mjs for the TypeScript callers (e2e global setup).
/** The key and certificate for `https://localhost` (self-signed, kept in .kontor/tls). */
export function localCertificate(dir?: string): Promise<{ key: string; cert: string }>;
