// The key of the signed kiosk snapshots (issue 27.4, migration 0024).
import type { CreatedAt } from './columns';

/** The key of the kiosk snapshots' signatures (issue 27.4) when SNAPSHOT_SIGNING_KEY gives none: one row. */
export interface SnapshotSigningKeysTable {
  id: 'current';
  /** the Ed25519 seed, base64 */
  seed: string;
  createdAt: CreatedAt;
}
