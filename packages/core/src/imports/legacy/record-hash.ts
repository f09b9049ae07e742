import { createHash } from 'node:crypto';

/** Bumped when the mapping changes, so the next run re-imports every record once. */
const MAPPING_VERSION = 1;

/** A stable hash of an upstream record (keys sorted at every depth), kept in `legacy_hash`. */
export function recordHash(record: unknown): string {
  return createHash('sha256')
    .update(`${MAPPING_VERSION}:${stableJson(record)}`)
    .digest('hex')
    .slice(0, 40);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
