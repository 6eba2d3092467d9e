import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): slow enough for offline guessing, fast enough for tests.
const ARGON2_COST = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** argon2id hash in the PHC encoded form (`$argon2id$v=19$m=...`), salt included. */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...ARGON2_COST, outputType: 'encoded' });
}

export async function verifyPassword(
  password: string,
  encodedHash: string | null | undefined,
): Promise<boolean> {
  if (!encodedHash) return false;
  try {
    return await argon2Verify({ password, hash: encodedHash });
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
