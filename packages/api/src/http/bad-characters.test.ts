// Issue 19, point 5: NUL characters and unpaired surrogates anywhere in a request (path, query, JSON body,
// tRPC input) are refused with a 400 naming where, and no database error reaches a client. A seeded fuzz sends
// such strings, and plain garbage, to every /api route and every tRPC procedure as a SUPER_ADMIN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';
import { appRouter } from '../trpc/router';

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\uD800y';
const LONE_LOW = '\uDC00z';
const BAD = [NUL, LONE_HIGH, LONE_LOW];
const GARBAGE = [
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '\u202e',
  '🏬',
  '1e309',
];

/** mulberry32: the same sequence on every run, so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value as a URL carries it; a lone surrogate has no UTF-8 form, so it goes as the bytes a broken client sends. */
const inUrl = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const KEYS = [
  'name',
  'email',
  'password',
  'title',
  'content',
  'text',
  'description',
  'pageType',
  'id',
  'centerId',
  'url',
  'data',
];

describe('strings PostgreSQL cannot store', () => {
  let t: AccountsApp;
  let cookie: string;
  beforeAll(async () => {
    // behind a trusted proxy: each request comes from its own address, so no rate limit hides a route
    t = await openAccountsApp({ TRUST_PROXY: 'true' });
    const admin = await t.createUser('SUPER_ADMIN', { centerId: null });
    cookie = await t.signIn(admin.email);
  }, 120_000);
  afterAll(() => t?.close());

  it('are refused with a 400 naming where, on sign-in, forgot-password and page content', async () => {
    for (const email of ['a\u0000@b.c', 'a\uD800@b.c']) {
      for (const path of ['/api/auth/sign-in', '/api/auth/forgot-password']) {
        const res = await t.request('POST', path, { body: { email, password: 'x' } });
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(res.status, `${path} ${JSON.stringify(email)}`).toBe(400);
        expect(body.error.message).toContain('body.email');
      }
    }
    for (const value of BAD) {
      const res = await t.request('POST', '/trpc/centerWork.pageContent.upsert', {
        cookie,
        body: { centerId: t.centerId, data: { pageType: 'x', title: value, content: { html: value } } },
      });
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(text).toContain('input.data');
      expect(text).not.toMatch(/syntax|unicode|escape/i);
    }
  });

  it('nesting deeper than any input has is refused with a 400, not a stack overflow', async () => {
    // 200 KB of nested arrays: under the body limit, far deeper than the recursive checks of free-form JSON reach
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const body = `{"centerId":"${t.centerId}","data":{"pageType":"x","content":{"a":${deep}}}}`;
    const res = await t.app.request('/trpc/centerWork.pageContent.upsert', {
      method: 'POST',
      headers: { origin: BASE_URL, cookie, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(400);
    expect(text).toContain('nested deeper than');
  });

  it('never get an answer >= 500, from any route or procedure (seeded fuzz)', async () => {
    const random = seeded(19);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const value = () => (random() < 0.6 ? pick(BAD) : pick(GARBAGE));
    const body = (): unknown => {
      const shape = random();
      if (shape < 0.15) return value();
      if (shape < 0.3) return [value(), { [pick(KEYS)]: value() }];
      const object: Record<string, unknown> = { centerId: t.centerId };
      const share = shape < 0.5 ? 1 : 0.5;
      for (const key of KEYS) if (random() < share) object[key] = random() < 0.2 ? { [value()]: value() } : value();
      if (random() < 0.3) object[value()] = 1;
      return object;
    };
    // the first body of each route sets every usual key to a string with a NUL; the others are random
    const allBad = () => ({ centerId: t.centerId, ...Object.fromEntries(KEYS.map((key) => [key, NUL])) });
    const routes = t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL');
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, path: string, options: { body?: unknown } = {}) => {
      requests += 1;
      const ip = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
      const res = await t.request(method, path, { cookie, ...options, headers: { 'x-forwarded-for': ip } });
      const text = await res.text();
      // 503 *_NOT_CONFIGURED names a missing server setting (no legacy platform or reporting export here): by design
      const notConfigured = res.status === 503 && /"code":"\w+_NOT_CONFIGURED"/.test(text);
      if (res.status >= 500 && !notConfigured)
        failures.push(
          `${method} ${path} ${JSON.stringify(options.body)?.slice(0, 120)}: ${res.status} ${text.slice(0, 200)}`,
        );
    };
    for (const route of routes) {
      for (let round = 0; round < 3; round++) {
        const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
          name === 'centerId' && round === 0 ? t.centerId : inUrl(value()),
        );
        const query = `?centerId=${inUrl(round === 2 ? value() : t.centerId)}&q=${inUrl(value())}&limit=${inUrl(value())}`;
        await send(
          route.method,
          `${path}${query}`,
          route.method === 'GET' ? {} : { body: round === 0 ? allBad() : body() },
        );
      }
    }
    for (const [name, procedure] of procedures) {
      for (let round = 0; round < 3; round++) {
        const input = round === 0 ? allBad() : body();
        if (procedure._def.type === 'query') {
          await send('GET', `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`);
        } else {
          await send('POST', `/trpc/${name}`, { body: input });
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
    console.info(`bad-character fuzz: ${requests} requests, ${failures.length} answers >= 500`);
  }, 300_000);
});
