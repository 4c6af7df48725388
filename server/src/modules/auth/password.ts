import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): strong, and fast
 * enough that a sign-in costs ~20 ms on the 2-core machines we run on.
 */
// Algorithm is an ambient const enum the compiler cannot inline here; 2 is its Argon2id member.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The shortest password a person may choose (the CLI, an import); generated ones are 12 characters. */
export const MIN_PASSWORD_LENGTH = 8;
/** The sign-in form accepts at most this much (common/api/auth.ts). */
export const MAX_PASSWORD_LENGTH = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a random password: verifying against it when the account does not exist
 * takes as long as a real check, so response time does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}`, OPTIONS);
  return dummyHash;
}
