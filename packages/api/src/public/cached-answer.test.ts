// Issue 23, points 2 and 3: answers are compressed once per cached answer; a large one is sent with a quick gzip
// first, so the requests after a save do not wait for brotli, and gets its final encodings in the background.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reply, toAnswer } from './cached-answer';

const shops = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `Shop ${i}`, description: `<p>Shop ${i} im Center.</p>` }));
const decoded = (body: Uint8Array, coding: string) =>
  (coding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString();

describe('a cached answer', () => {
  it('has gzip and brotli at once when it is small', async () => {
    const data = shops(100);
    const answer = await toAnswer({ data });
    expect(Object.keys(answer.variants).sort()).toEqual(['br', 'gzip', 'identity']);
    for (const coding of ['br', 'gzip'] as const)
      expect(JSON.parse(decoded(answer.variants[coding]?.body as Uint8Array, coding))).toEqual(data);
  });

  it('is sent with a quick gzip first when it is large, then with brotli and a smaller gzip under the same ETag', async () => {
    const json = new Uint8Array(Buffer.from(JSON.stringify({ data: shops(30_000) })));
    expect(json.byteLength).toBeGreaterThan(1024 * 1024);
    const answer = await toAnswer({ json });
    const { etag } = answer;
    expect(answer.variants.br).toBeUndefined();
    const quick = answer.variants.gzip?.body as Uint8Array;
    expect(decoded(quick, 'gzip')).toBe(Buffer.from(json).toString());
    // a client that prefers brotli gets gzip until brotli is made
    expect(reply(answer, { acceptEncoding: 'br, gzip', ifNoneMatch: undefined }).headers['content-encoding']).toBe(
      'gzip',
    );

    await answer.refined;
    expect(answer.etag).toBe(etag);
    const br = answer.variants.br?.body as Uint8Array;
    const gzip = answer.variants.gzip?.body as Uint8Array;
    expect(decoded(br, 'br')).toBe(Buffer.from(json).toString());
    expect(decoded(gzip, 'gzip')).toBe(Buffer.from(json).toString());
    expect(gzip.byteLength).toBeLessThan(quick.byteLength);
    expect(br.byteLength).toBeLessThan(gzip.byteLength);
    const sent = reply(answer, { acceptEncoding: 'br, gzip', ifNoneMatch: undefined });
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers['content-length']).toBe(String(br.byteLength));
    expect(reply(answer, { acceptEncoding: 'gzip', ifNoneMatch: etag }).status).toBe(304);
  });
});
