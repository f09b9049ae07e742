import { createHash, createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The Ed25519 key that signs the kiosk snapshots (issue 27.4). The deployment gives its seed (SNAPSHOT_SIGNING_KEY),
// or the first process that needs a key makes one and keeps it in `snapshot_signing_keys`, where every other process
// finds the same. The public key is published raw (32 bytes, base64url) in the visitor surface, as WebCrypto's
// `importKey('raw', ..., 'Ed25519')` takes it.

export interface SnapshotSigner {
  /** the first 16 hex digits of the SHA-256 of the public key: names the key a snapshot was signed with */
  keyId: string;
  /** the raw public key, base64url */
  publicKey: string;
  /** the Ed25519 signature of these bytes, base64url */
  sign(bytes: Uint8Array): string;
}

/** PKCS #8 of an Ed25519 key is this prefix and the 32-byte seed (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function signerFromSeed(seed: Buffer): SnapshotSigner {
  if (seed.length !== 32) throw new Error('an Ed25519 seed has 32 bytes');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'jwk' }).x as string;
  const keyId = createHash('sha256').update(Buffer.from(publicKey, 'base64url')).digest('hex').slice(0, 16);
  return { keyId, publicKey, sign: (bytes) => sign(null, bytes, privateKey).toString('base64url') };
}

/** The signer of this deployment: from the configured seed, else the database's key (made once). */
export async function openSnapshotSigner(db: Kysely<Database>, configuredSeed?: Buffer): Promise<SnapshotSigner> {
  if (configuredSeed) return signerFromSeed(configuredSeed);
  await db
    .insertInto('snapshotSigningKeys')
    .values({ id: 'current', seed: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('snapshotSigningKeys')
    .select('seed')
    .where('id', '=', 'current')
    .executeTakeFirstOrThrow();
  return signerFromSeed(Buffer.from(row.seed, 'base64'));
}
