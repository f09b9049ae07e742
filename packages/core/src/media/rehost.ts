// Spec 4.7: the legacy import moves every center-specific remote asset into the media store. A stored asset
// is named by its content hash, so the same bytes are stored once; its source URL is recorded, so a re-run
// downloads nothing it already has. The value the import keeps is the relative media path (spec 4.9).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createAssetRowWriter } from './asset-rows';
import { checkAssetUrl, fetchAsset, normalizeHosts } from './fetch-asset';
import { createLimiter } from './limiter';
import { ACCEPTED_TYPES, type AssetKind, SVG, sniffMediaType } from './media-types';
import { type MediaStorage, storeMediaFile } from './storage';
import { sanitizedSvgFile } from './svg-file';

export interface RehostResult {
  /** the relative media path, e.g. `centers/<centerId>/ab/<sha256>.png`; null when refused or failed */
  path: string | null;
  /** why the asset was refused or could not be stored */
  error?: string;
  /** the stored (sanitized) bytes, for kind 'svg' only */
  body?: Uint8Array;
}

export interface AssetRehoster {
  /** null or blank input gives `{ path: null }` without an error */
  rehost(url: string | null | undefined, kind: AssetKind): Promise<RehostResult>;
}

export interface AssetRehosterOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  centerId: string;
  /** the legacy host and its asset hosts (`hostname` or `hostname:port`); nothing else is ever requested */
  allowedHosts: string[];
  /** the size cap, for all kinds or per kind (default 25 MB) */
  maxBytes?: number | Partial<Record<AssetKind, number>>;
  /** the limit of one download, redirects included (default 15 s) */
  timeoutMs?: number;
  /** parallel downloads (default 8) */
  concurrency?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_MAX_ASSET_BYTES = 25 * 1024 * 1024;

type Known = { storageKey: string; mimeType: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function originalName(url: URL): string | null {
  const last = url.pathname.split('/').pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last).slice(0, 255);
  } catch {
    return last.slice(0, 255);
  }
}

export function createAssetRehoster(options: AssetRehosterOptions): AssetRehoster {
  const { db, storage, centerId } = options;
  if (!/^[a-z0-9-]+$/.test(centerId)) throw new Error(`invalid center id ${JSON.stringify(centerId)}`);
  const allowedHosts = normalizeHosts(options.allowedHosts);
  const limit = createLimiter(options.concurrency ?? 8);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytesOf = (kind: AssetKind) =>
    typeof options.maxBytes === 'number' ? options.maxBytes : (options.maxBytes?.[kind] ?? DEFAULT_MAX_ASSET_BYTES);
  const accepts = (kind: AssetKind, mime: string) => ACCEPTED_TYPES[kind].some((type) => type.mime === mime);

  let knownLoad: Promise<Map<string, Known>> | undefined;
  /** source URL -> stored asset of this center, read once (the newest row wins) */
  const known = () => {
    if (!knownLoad) {
      knownLoad = db
        .selectFrom('mediaAssets')
        .select(['sourceUrl', 'storageKey', 'mimeType'])
        .where('centerId', '=', centerId)
        .where('sourceUrl', 'is not', null)
        .orderBy('createdAt')
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.sourceUrl as string, row])));
      knownLoad.catch(() => {
        knownLoad = undefined;
      });
    }
    return knownLoad;
  };
  const saveRow = createAssetRowWriter(db);
  /** calls under way, and failures: a broken URL that many records share is requested once per rehoster */
  const settled = new Map<string, Promise<RehostResult>>();

  async function download(source: URL, kind: AssetKind): Promise<RehostResult> {
    const { bytes, url } = await limit(() =>
      fetchAsset(source, { allowedHosts, maxBytes: maxBytesOf(kind), timeoutMs, fetch: options.fetch ?? fetch }),
    );
    const type = sniffMediaType(bytes);
    if (!type || !accepts(kind, type.mime))
      return {
        path: null,
        error: `refused: the content (${type?.mime ?? 'no known media type'}) is not accepted as ${kind}`,
      };
    const body = type === SVG ? await sanitizedSvgFile(bytes) : bytes;
    if (!body) return { path: null, error: 'refused: nothing usable is left of the SVG after sanitizing' };
    const stored = await storeMediaFile(storage, centerId, body, type);
    // one row per source URL; a source downloaded again (its file had gone) points at what it holds now
    await saveRow({ centerId, ...stored, sourceUrl: source.href, originalName: originalName(url) });
    (await known()).set(source.href, { storageKey: stored.storageKey, mimeType: type.mime });
    return { path: stored.storageKey, ...(kind === 'svg' ? { body } : {}) };
  }

  async function resolve(source: URL, kind: AssetKind): Promise<RehostResult> {
    const hit = (await known()).get(source.href);
    if (hit) {
      if (!accepts(kind, hit.mimeType))
        return { path: null, error: `refused: the content (${hit.mimeType}) is not accepted as ${kind}` };
      if (kind !== 'svg') return { path: hit.storageKey };
      const stored = await storage.get(hit.storageKey);
      if (stored) return { path: hit.storageKey, body: stored.body };
      // the file is gone from the store: downloaded again below
    }
    return download(source, kind);
  }

  return {
    async rehost(url, kind) {
      if (url == null || !url.trim()) return { path: null };
      let source: URL;
      try {
        source = checkAssetUrl(url.trim(), allowedHosts);
      } catch (error) {
        return { path: null, error: messageOf(error) };
      }
      const flight = `${kind} ${source.href}`;
      let pending = settled.get(flight);
      if (!pending) {
        pending = resolve(source, kind)
          .catch((error: unknown): RehostResult => ({ path: null, error: messageOf(error) }))
          .then((result) => {
            // a success is remembered by the source map
            if (!result.error) settled.delete(flight);
            return result;
          });
        settled.set(flight, pending);
      }
      return pending;
    },
  };
}
