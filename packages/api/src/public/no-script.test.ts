// Issue 19, point 1: no script reaches a center website. The fields are not listed by hand: every value of
// every write schema (tRPC mutations and the input schemas core exports, which the REST routes share) is found
// by walking the schemas, and an XSS corpus goes through each. Rich-text fields then take the corpus through the
// real write path and every public read and the visitor surface that shows them is read back.
import { findScript, findScriptsIn, XSS_CORPUS } from '@center-platform/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { publicReadUrls } from '../testing/public-reads';
import { appRouter } from '../trpc/router';
import { type StoredValue, storedValuesOfWriteSchemas } from './write-schemas';

type AnyProcedure = { _def: { type: string; meta?: { access?: unknown }; inputs?: z.ZodType[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** Inputs of the public procedures (sign-in and the link flows): looked up or compared, never stored or shown. */
const lookupOnly = new Set(
  Object.values(procedures)
    .filter((p) => p._def.meta?.access === 'public')
    .flatMap((p) => p._def.inputs ?? []),
);
const isLookupOnly = (value: StoredValue) => lookupOnly.has(value.root);
/** Credentials are stored hashed or encrypted and never shown. */
const isCredential = (value: StoredValue) => /(password|token|key)$/i.test(value.path.at(-1) ?? '');

const name = (value: StoredValue) => `${value.source} ${value.path.join('.') || '(whole)'}`;
const nested = (payload: string) => ({ text: payload, nested: { items: [payload, { deep: payload }] } });
/** what a write sends for a text: a free-form value gets it nested, a scalar as it is */
const sentAs = (value: StoredValue, text: string) => (value.kind === 'free-form' ? nested(text) : text);

/** Whether a scalar value keeps harmless markup: then it is rich text, else plain. */
const isRichText = (value: StoredValue) => {
  const parsed = value.schema.safeParse('<p><strong>x</strong></p>');
  return parsed.success && parsed.data === '<p><strong>x</strong></p>';
};

const values = storedValuesOfWriteSchemas();
/** The values a page may show: all but lookups and credentials. */
const shown = values.filter((v) => !isLookupOnly(v) && !isCredential(v));

describe('every value of every write schema', () => {
  it('is found by walking the schemas, the fields of the issue among them', () => {
    expect(values.length).toBeGreaterThan(500);
    const named = shown.map(name);
    expect(named).toContain('trpc centerWork.templateContent.update data.ctaBox.text');
    expect(named).toContain('trpc centerWork.templateContent.update data.homepageSections.[].text');
    expect(named).toContain('trpc centerWork.pageContent.upsert data.content');
    expect(named).toContain('core ShopCreateInput name');
  });

  it('says what happens to its strings (no bare unknown)', () => {
    expect(shown.filter((v) => v.kind === 'unchecked').map(name)).toEqual([]);
  });

  it('lets no payload of the corpus through as script', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    const survivors: string[] = [];
    let checks = 0;
    for (const value of shown) {
      if (value.kind === 'svg' || value.kind === 'unchecked') continue;
      for (const payload of XSS_CORPUS) {
        const inputs = value.kind === 'free-form' ? [payload, nested(payload)] : [payload];
        for (const input of inputs) {
          checks += 1;
          const parsed = value.schema.safeParse(input);
          if (!parsed.success) continue;
          const found = findScriptsIn(parsed.data);
          if (found.length) survivors.push(`${name(value)}: ${payload} -> ${found[0]}`);
        }
      }
    }
    expect(survivors).toEqual([]);
    expect(checks).toBeGreaterThan(50 * 500);
    console.info(
      `XSS corpus: ${XSS_CORPUS.length} payloads through ${shown.length} stored values, ${checks} parses, 0 survivors`,
    );
  });
});

// ---------------------------------------------------------------- through the write paths and the public reads

describe('rich text through the write paths and back through every public read', () => {
  let t: AccountsApp;
  let cookie: string;
  let urls: string[];
  beforeAll(async () => {
    t = await openAccountsApp();
    const admin = await t.createUser('SUPER_ADMIN', { centerId: null });
    cookie = await t.signIn(admin.email);
    urls = await publicReadUrls(t.app, t.db, t.centerId);
  }, 120_000);
  afterAll(() => t?.close());

  const trpc = async (path: string, type: 'query' | 'mutation', input: unknown) => {
    const res =
      type === 'query'
        ? await t.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie })
        : await t.request('POST', `/trpc/${path}`, { cookie, body: input });
    const body = (await res.json()) as { result?: { data: unknown }; error?: { message: string } };
    return { status: res.status, data: body.result?.data, error: body.error?.message };
  };
  const readAll = async (which: string[]) =>
    Promise.all(
      which.map(async (url) => {
        const res = await t.app.request(url, { headers: { host: 'www.demo-center.example' } });
        return { url, body: res.status === 200 ? ((await res.json()) as unknown) : null };
      }),
    );

  type Item = Record<string, unknown> | undefined;
  /** The items the procedure's sibling `list` answers (an array, or the first array in the answer), or [undefined]. */
  const listed = async (procedure: string): Promise<Item[]> => {
    const list = procedure.replace(/\.\w+$/, '.list');
    if (!procedures[list]) return [undefined];
    const { data } = await trpc(list, 'query', { centerId: t.centerId });
    const items = Array.isArray(data) ? data : Object.values(data as object).find(Array.isArray);
    return (items as Item[] | undefined)?.length ? (items as Item[]) : [undefined];
  };

  /** The fields of an object schema (none for other schemas). */
  const fieldsOf = (schema: unknown) => (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};

  /**
   * The input of a write that sets one value: the listed item's id and the data's required fields as the item
   * has them (e.g. the pageType of an upsert), and the value at its path (one element for an array).
   */
  const inputSetting = (value: StoredValue, item: Item, payload: unknown) => {
    const procedure = value.source.slice(5);
    const fields = fieldsOf(procedures[procedure]?._def.inputs?.[0]);
    const data: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fieldsOf(fields.data)))
      if (!field.safeParse(undefined).success && item && key in item) data[key] = item[key];
    const input: Record<string, unknown> = { centerId: t.centerId, data };
    if (item && 'id' in fields) input.id = item.id;
    const path = value.path;
    let node = input;
    for (let i = 0; i < path.length; i++) {
      const step = path[i] as string;
      if (step === '[]') continue;
      if (i === path.length - 1) node[step] = payload;
      else if (path[i + 1] === '[]') {
        const element: Record<string, unknown> = {};
        node[step] = i + 1 === path.length - 1 ? [payload] : [element];
        node = element;
      } else {
        node[step] ??= {};
        node = node[step] as Record<string, unknown>;
      }
    }
    return input;
  };

  it('shows no payload as script in any public read', async () => {
    const writable = shown.filter(
      (v) =>
        v.source.startsWith('trpc ') &&
        /\.(update|upsert)$/.test(v.source) &&
        (v.kind === 'free-form' || (v.kind === 'scalar' && isRichText(v))),
    );
    const covered: string[] = [];
    const survivors: string[] = [];
    let writes = 0;
    let considered = 0;
    // which reads show a field: the ones that answer a marker written into it, on the first of the listed items a
    // visitor sees (the demo has items outside their visibility window). First a marker in every field on its first
    // item and one round of reads; a field no read shows then (a later write of the same item may have put back
    // its old value) is tried alone, on each of its items in turn.
    const marker = (index: number) => `xss-marker-${index}-end`;
    const writeMarker = async (index: number, item: Item) => {
      const value = writable[index] as StoredValue;
      const text = `<p>${marker(index)}</p>`;
      const written = await trpc(value.source.slice(5), 'mutation', inputSetting(value, item, sentAs(value, text)));
      expect(written.status, `${name(value)}: ${written.error}`).toBe(200);
    };
    const showingMarker = (reads: { url: string; body: unknown }[], index: number) =>
      reads.filter((r) => JSON.stringify(r.body).includes(marker(index))).map((r) => r.url);
    const items = await Promise.all(writable.map((value) => listed(value.source.slice(5))));
    for (const [index, candidates] of items.entries()) await writeMarker(index, candidates[0]);
    const firstReads = await readAll(urls);
    /** a write of one payload into one field, and the reads that show the field */
    type Write = { value: StoredValue; item: Item; showing: string[]; payload: string };
    /** per procedure, the writes into its fields one after the other (two fields of one record never in one round) */
    const lanes = new Map<string, Write[]>();
    for (const [index, value] of writable.entries()) {
      let item: Item = items[index]?.[0];
      let showing = showingMarker(firstReads, index);
      for (const candidate of showing.length > 0 ? [] : (items[index] ?? []).slice(0, 8)) {
        item = candidate;
        await writeMarker(index, item);
        showing = showingMarker(await readAll(urls), index);
        if (showing.length > 0) break;
      }
      if (showing.length === 0) continue;
      covered.push(name(value));
      const lane = lanes.get(value.source) ?? [];
      lanes.set(value.source, lane);
      // payloads the field's schema turns into the same value are stored and read alike: one write each
      const stored = new Set<string>();
      for (const payload of XSS_CORPUS) {
        const parsed = value.schema.safeParse(sentAs(value, payload));
        const outcome = parsed.success ? JSON.stringify(parsed.data) : 'refused';
        considered += 1;
        if (stored.has(outcome)) continue;
        stored.add(outcome);
        lane.push({ value, item, showing, payload });
      }
    }
    // a round writes the next payload of each procedure's lane, then reads once what its fields show (the kiosk
    // snapshot shows every field: read once a round instead of once a write)
    for (let round = 0; ; round++) {
      const batch = [...lanes.values()].flatMap((lane) => lane[round] ?? []);
      if (batch.length === 0) break;
      const written: Write[] = [];
      for (const write of batch) {
        const { value, item, payload } = write;
        const res = await trpc(value.source.slice(5), 'mutation', inputSetting(value, item, sentAs(value, payload)));
        writes += 1;
        if (res.status === 200) written.push(write);
        else expect(res.status, `${name(value)} ${payload}: ${res.error}`).toBe(400);
      }
      for (const read of await readAll([...new Set(written.flatMap((write) => write.showing))])) {
        // a floor's SVG is markup by design, cleaned by the SVG sanitizer and checked on its own (centerplan); the
        // kiosk snapshot, which shows every field, carries it beside them
        const found = findScriptsIn(read.body).filter((finding) => !/\.mapSvg: /.test(finding));
        if (found.length === 0) continue;
        const shown = written.filter((write) => write.showing.includes(read.url));
        survivors.push(
          `via ${read.url}: ${found[0]} (this round: ${shown.map((w) => `${name(w.value)} ${w.payload}`).join('; ')})`,
        );
      }
    }
    expect(survivors).toEqual([]);
    expect(covered).toEqual(
      expect.arrayContaining([
        'trpc centerWork.templateContent.update data.ctaBox.text',
        'trpc centerWork.templateContent.update data.homepageSections.[].text',
        'trpc centerWork.pageContent.upsert data.content',
      ]),
    );
    expect(considered).toBe(covered.length * XSS_CORPUS.length);
    expect(writes).toBeGreaterThan(covered.length * 10);
    console.info(
      `XSS corpus: ${XSS_CORPUS.length} payloads x ${covered.length} fields, ${writes} writes (one per distinct stored value), 0 survivors\n${covered.join('\n')}`,
    );
  }, 600_000);

  it("serves the issue's finding (an onerror image in page content) without the handler", async () => {
    // the finding of the issue, as a direct check of the detector and the read
    expect(findScript('<img src=x onerror=alert(1)>')).toBeDefined();
    const res = await trpc('centerWork.pageContent.upsert', 'mutation', {
      centerId: t.centerId,
      data: { pageType: 'xss', content: { html: '<img src=x onerror=alert(1)><p>Hallo</p>' } },
    });
    expect(res.status).toBe(200);
    const read = await t.app.request(`/api/centers/${t.centerId}/page-content?pageType=xss`);
    const text = await read.text();
    expect(text).toContain('Hallo');
    expect(text).not.toContain('onerror');
  });
});
