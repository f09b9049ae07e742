import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A secret we must send again later (the key a plugin site expects from us) is kept encrypted with
// AES-256-GCM under PLUGIN_KEY_ENCRYPTION_KEY: the database alone never yields it. Stored as
// `v1.<iv>.<tag>.<ciphertext>` (base64url); the tag makes a tampered value fail to open.

const VERSION = 'v1';

/** The 32-byte key of PLUGIN_KEY_ENCRYPTION_KEY (base64 or hex); undefined when the text is no such key. */
export function parseEncryptionKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : undefined;
}

export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext, or undefined when the value was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string | undefined {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
