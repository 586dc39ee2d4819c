import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id, OWASP's minimum profile (19 MiB, 2 passes): ~50 ms per hash on one core. */
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Verifying against this when the account is missing spends the same time as a real check. */
let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends one verification, then says no. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-0f3a9c');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
