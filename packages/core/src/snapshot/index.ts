// The public entry of the snapshot area (issue 27.4): `@center-platform/core/snapshot`.

export {
  buildKioskSnapshot,
  type KioskSnapshot,
  SNAPSHOT_FORMAT,
  SNAPSHOT_SCHEMA_VERSION,
  SNAPSHOT_SECTIONS,
  type SnapshotSection,
} from './build-snapshot';
export { openSnapshotSigner, type SnapshotSigner, signerFromSeed } from './signing-key';
