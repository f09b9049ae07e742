import { z } from 'zod';
import { isPlainObject } from '../../opening-hours/serialize';
import { readCapped } from '../read-capped';

// The legacy platform's JSON REST root (spec 4.7, `{legacy_base_url}` ending in `/v1`). Reads answer a bare
// array, `{ status: 'ok', data }` or `{ status: 'nothing_found' }`; `/informationen` answers one object.
// Every answer is size-capped and time-limited, and anything unreadable becomes a LegacyReadError naming the
// read, so one broken read fails that read of the run, never the process.

export class LegacyReadError extends Error {
  constructor(
    readonly read: string,
    message: string,
  ) {
    super(`${read}: ${message}`);
    this.name = 'LegacyReadError';
  }
}

export type UpstreamRecord = Record<string, unknown>;

export interface LegacyCenter {
  id: number;
  name: string;
  city: string | null;
  /** the whole upstream row (address, logo, website) */
  record: UpstreamRecord;
}

export interface LegacyClientOptions {
  /** the `/v1` root */
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

const Envelope = z.object({ status: z.string(), data: z.unknown().optional() });

const LegacyCenterRow = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(300),
  stadt: z.string().trim().max(200).nullish(),
});

export function createLegacyClient(options: LegacyClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const fetchImpl = options.fetch ?? fetch;

  async function getJson(read: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(`${baseUrl}${read}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
      throw new LegacyReadError(read, `${reason} (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LegacyReadError(read, `answered HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new LegacyReadError(read, `answer of ${declared} bytes is over the limit of ${maxBytes}`);
    }
    const text = await readCapped(response, maxBytes).catch((error: Error) => {
      throw new LegacyReadError(read, error.message);
    });
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new LegacyReadError(read, `malformed JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  /** The records of a list read: `[]` for `nothing_found`; entries that are not objects are counted, not kept. */
  async function readList(read: string, legacyCenterId: number): Promise<{ items: UpstreamRecord[]; dropped: number }> {
    const body = await getJson(read, { center_id: String(legacyCenterId) });
    const list = unwrap(read, body);
    if (list === null) return { items: [], dropped: 0 };
    if (!Array.isArray(list)) throw new LegacyReadError(read, 'expected a list of records');
    const items = list.filter(isPlainObject);
    return { items, dropped: list.length - items.length };
  }

  /** The one object of `/informationen`; null for `nothing_found`. */
  async function readObject(read: string, legacyCenterId: number): Promise<UpstreamRecord | null> {
    const body = await getJson(read, { center_id: String(legacyCenterId) });
    const value = unwrap(read, body);
    if (value === null) return null;
    const object = Array.isArray(value) ? value[0] : value;
    if (!isPlainObject(object)) throw new LegacyReadError(read, 'expected an object');
    return object;
  }

  /** `/centers`: the source-center picker. Rows without a usable id or name are left out. */
  async function listCenters(): Promise<LegacyCenter[]> {
    const body = await getJson('/centers', {});
    const list = unwrap('/centers', body);
    if (list === null) return [];
    if (!Array.isArray(list)) throw new LegacyReadError('/centers', 'expected a list of centers');
    return list.flatMap((row) => {
      const parsed = LegacyCenterRow.safeParse(row);
      if (!parsed.success || !isPlainObject(row)) return [];
      return [{ id: parsed.data.id, name: parsed.data.name, city: parsed.data.stadt ?? null, record: row }];
    });
  }

  return { baseUrl, readList, readObject, listCenters };
}
export type LegacyClient = ReturnType<typeof createLegacyClient>;

/** The payload of an answer: the bare value, `data` of `{status:'ok'}`, or null for `nothing_found`. */
function unwrap(read: string, body: unknown): unknown {
  if (Array.isArray(body)) return body;
  const envelope = Envelope.safeParse(body);
  if (!envelope.success) return body;
  if (envelope.data.status === 'nothing_found') return null;
  if (envelope.data.status !== 'ok') throw new LegacyReadError(read, `answered status "${envelope.data.status}"`);
  return envelope.data.data ?? null;
}
