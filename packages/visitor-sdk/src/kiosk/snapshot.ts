// A kiosk's snapshot (issue 27.4): fetched with its Ed25519 signature, checked against the public key of the
// platform (the visitor surface's frontendIntegration.kiosk.snapshotSignature), kept as received, and brought up to
// date with incremental snapshots. Only WebCrypto: no dependencies.
import { VisitorApiError } from '../errors';

/** A snapshot as the platform sent it: the body's exact text and its signature, to keep and check again. */
export interface SignedSnapshot {
  body: string;
  /** the `Snapshot-Signature` header: Ed25519 over the body's UTF-8 bytes, base64url */
  signature: string;
  keyId?: string | null;
  etag?: string | null;
}

export type SnapshotSection =
  | 'surface'
  | 'shops'
  | 'bundle'
  | 'events'
  | 'offers'
  | 'services'
  | 'pageContent'
  | 'centerplan'
  | 'floors'
  | 'mapLocations'
  | 'graph'
  | 'touchscreens'
  | 'signage'
  | 'dooh';

export interface SnapshotData {
  format: 'center-platform/kiosk-snapshot';
  schemaVersion: 1;
  centerId: string;
  version: number;
  base: number | null;
  sections: Partial<Record<SnapshotSection, unknown>>;
  media?: { url: string; kiosk: string }[];
}

const base64url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const refused = (message: string) => new VisitorApiError(0, 'SNAPSHOT_REFUSED', message);

/**
 * The snapshot's content once its signature checks out with `publicKey` (raw Ed25519, base64url); a changed byte,
 * another key or another format is refused (VisitorApiError `SNAPSHOT_REFUSED`).
 */
export async function verifySnapshot(signed: SignedSnapshot, publicKey: string): Promise<SnapshotData> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw refused('No WebCrypto here to check the snapshot signature.');
  let valid = false;
  try {
    const key = await subtle.importKey('raw', base64url(publicKey), { name: 'Ed25519' }, false, ['verify']);
    valid = await subtle.verify(
      { name: 'Ed25519' },
      key,
      base64url(signed.signature),
      new TextEncoder().encode(signed.body),
    );
  } catch {
    valid = false;
  }
  if (!valid)
    throw refused('The snapshot signature does not match: the snapshot was changed or signed by another key.');
  const data = JSON.parse(signed.body) as SnapshotData;
  if (data.format !== 'center-platform/kiosk-snapshot' || data.schemaVersion !== 1)
    throw refused(`Not a kiosk snapshot this SDK reads (${String(data.format)} ${String(data.schemaVersion)}).`);
  return data;
}

/** Fetches the center's snapshot (with `since`: what changed after that version) with its signature. */
export async function fetchSnapshot(options: {
  baseUrl: string;
  centerId: string;
  since?: number;
  /** list the media at kiosk size */
  media?: boolean;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}): Promise<SignedSnapshot> {
  const query = new URLSearchParams();
  if (options.since !== undefined) query.set('since', String(options.since));
  if (options.media) query.set('media', 'kiosk');
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/centers/${encodeURIComponent(options.centerId)}/snapshot${query.size ? `?${query}` : ''}`;
  const res = await (options.fetch ?? fetch)(url, { headers: { accept: 'application/json' }, signal: options.signal });
  const body = await res.text();
  if (!res.ok) throw new VisitorApiError(res.status, `HTTP_${res.status}`, `${res.status}: ${url}`);
  const signature = res.headers.get('snapshot-signature');
  if (!signature) throw refused(`The snapshot came without a signature: ${url}`);
  return { body, signature, keyId: res.headers.get('snapshot-key-id'), etag: res.headers.get('etag') };
}

type Shop = { id: string; name?: unknown };
type ShopsSection = { centerOpeningHours: unknown; items: Shop[]; changedOnly?: true; removed?: string[] };

/** The saved shops of an incremental snapshot put into the list held: in place, new ones where their name sorts. */
function mergeShops(held: ShopsSection, next: ShopsSection): ShopsSection {
  const saved = new Map(next.items.map((shop) => [shop.id, shop]));
  const removed = new Set(next.removed);
  const items = held.items.filter((shop) => !removed.has(shop.id)).map((shop) => saved.get(shop.id) ?? shop);
  const known = new Set(items.map((shop) => shop.id));
  const order = new Intl.Collator('de');
  for (const shop of next.items.filter((s) => !known.has(s.id))) {
    const at = items.findIndex((other) => order.compare(String(other.name), String(shop.name)) > 0);
    items.splice(at < 0 ? items.length : at, 0, shop);
  }
  return { centerOpeningHours: next.centerOpeningHours, items };
}

/** An incremental snapshot applied on the one it was made from: its sections replace those (saved shops: rows). */
export function applySnapshot(held: SnapshotData, next: SnapshotData): SnapshotData {
  if (next.base === null) return next;
  if (next.centerId !== held.centerId || next.base !== held.version)
    throw refused(`This incremental snapshot applies on version ${next.base}, not on ${held.version}.`);
  const sections = { ...held.sections, ...next.sections };
  const shops = next.sections.shops as ShopsSection | undefined;
  if (shops?.changedOnly) sections.shops = mergeShops(held.sections.shops as ShopsSection, shops);
  return { ...held, version: next.version, sections };
}
