import { hash, verify } from '@node-rs/argon2';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-rules';

/** argon2id (the library default) */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// a real hash of a random password: unknown e-mails are verified against it, so both answers take as long
let decoy: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the time of a verification. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
