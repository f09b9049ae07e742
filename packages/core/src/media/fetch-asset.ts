// Downloads of remote assets for the media store (spec 4.7): only from the hosts the import names, with
// every redirect hop checked again, a time limit for the whole download and a size cap that stops reading.

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Host names as `URL.host` gives them (`hostname` or `hostname:port`, default port omitted); URLs are accepted too. */
export function normalizeHosts(hosts: readonly string[]): ReadonlySet<string> {
  return new Set(
    hosts
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean)
      .map((entry) => (entry.includes('://') ? new URL(entry).host : entry)),
  );
}

/** The URL when it is an http(s) URL on an allowed host; otherwise an error that says why. */
export function checkAssetUrl(raw: string, allowedHosts: ReadonlySet<string>, what = 'asset URL'): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`refused: ${what} is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`refused: ${what} is not http(s)`);
  if (url.username || url.password) throw new Error(`refused: ${what} carries credentials`);
  if (!allowedHosts.has(url.host)) throw new Error(`refused: ${what} host ${url.host} is not an allowed asset host`);
  return url;
}

export interface FetchAssetOptions {
  allowedHosts: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** The bytes of an asset and the URL they came from after redirects. */
export async function fetchAsset(source: URL, options: FetchAssetOptions): Promise<{ bytes: Uint8Array; url: URL }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = source;
  try {
    for (let hop = 0; ; hop++) {
      const res = await options.fetch(url, { redirect: 'manual', signal });
      if (REDIRECT_STATUSES.has(res.status)) {
        await res.body?.cancel();
        if (hop === MAX_REDIRECTS) throw new Error(`refused: more than ${MAX_REDIRECTS} redirects`);
        const location = res.headers.get('location');
        if (!location) throw new Error(`download failed: redirect ${res.status} without a Location`);
        url = checkAssetUrl(new URL(location, url).href, options.allowedHosts, 'redirect');
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`download failed: HTTP ${res.status}`);
      }
      return { bytes: await readCapped(res, options.maxBytes), url };
    }
  } catch (error) {
    if (signal.aborted) throw new Error(`download failed: no complete answer within ${options.timeoutMs} ms`);
    throw error;
  }
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new Error(`refused: larger than ${maxBytes} bytes`);
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
