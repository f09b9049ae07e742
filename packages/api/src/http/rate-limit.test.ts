// Issue public API, point 5: per-IP limits of the visitor routes, on process memory and on Redis.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Hono } from 'hono';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createVisitorLimiters, rateLimit, VISITOR_LIMITS } from './rate-limit';

const { points } = VISITOR_LIMITS.chatbot;

function appWith(limiters: ReturnType<typeof createVisitorLimiters>, options = { enabled: true, trustProxy: false }) {
  const app = new Hono();
  app.post('/limited', rateLimit(limiters.chatbot, options), (c) => c.json({ ok: true }));
  return async (ip: string, headers: Record<string, string> = {}) =>
    app.request('/limited', { method: 'POST', headers }, { incoming: { socket: { remoteAddress: ip } } });
}

// a fresh address per test, so runs sharing one Redis never count together
const someIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function exhaust(send: (ip: string) => Response | Promise<Response>, ip: string) {
  for (let i = 0; i < points; i++) expect((await send(ip)).status, `request ${i + 1}`).toBe(200);
  return send(ip);
}

function expect429(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('visitor rate limit on process memory', () => {
  it('answers 429 with CORS and Retry-After once an IP used its points, per IP', async () => {
    const send = appWith(createVisitorLimiters());
    const ip = someIp();
    const limited = await exhaust(send, ip);
    expect429(limited);
    expect(await limited.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect((await send(someIp())).status).toBe(200);
  });

  it('counts the forwarded client only behind a trusted proxy', async () => {
    const limiters = createVisitorLimiters();
    const direct = appWith(limiters);
    const proxied = appWith(limiters, { enabled: true, trustProxy: true });
    const proxy = someIp();
    // without TRUST_PROXY a forged header changes nothing: the socket address is counted
    for (let i = 0; i < points; i++) await direct(proxy, { 'x-forwarded-for': someIp() });
    expect429(await direct(proxy, { 'x-forwarded-for': someIp() }));
    // with it, clients behind one proxy are counted apart
    const client = someIp();
    expect(await exhaust((ip) => proxied(proxy, { 'x-forwarded-for': ip }), client).then((r) => r.status)).toBe(429);
    expect((await proxied(proxy, { 'x-forwarded-for': someIp() })).status).toBe(200);
  });

  it('is off with DISABLE_PUBLIC_VISITOR_RATE_LIMIT', async () => {
    const send = appWith(createVisitorLimiters(), { enabled: false, trustProxy: false });
    const ip = someIp();
    for (let i = 0; i < points + 5; i++) expect((await send(ip)).status).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('visitor rate limit on Redis (REDIS_URL)', () => {
  const clients: Redis[] = [];
  // connected before the first request: until then the limiters count in process memory
  const client = async () => {
    const redis = new Redis(process.env.REDIS_URL ?? '');
    clients.push(redis);
    await once(redis, 'ready');
    return redis;
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('counts one IP across two API processes sharing the store', async () => {
    const first = appWith(createVisitorLimiters(await client()));
    const second = appWith(createVisitorLimiters(await client()));
    const ip = `${someIp()}-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < points; i++) expect((await (i % 2 ? first : second)(ip)).status).toBe(200);
    expect429(await first(ip));
    expect429(await second(ip));
    expect((await first(someIp())).status).toBe(200);
  });
});
