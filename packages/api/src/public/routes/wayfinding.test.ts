// Spec 4.1 (wayfinding routing), 7 (429 with CORS) and 8 (visitor rate limit per IP) on a small 3-floor graph.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { openTestDatabase } from '@center-platform/core/testing';
import { seedWayfindingExample } from '@center-platform/core/wayfinding';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { FOREIGN_ORIGIN } from '../../testing/demo-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
type Example = Awaited<ReturnType<typeof seedWayfindingExample>>;

describe('public wayfinding routing', () => {
  let handle: DatabaseHandle;
  let f: Example;
  const makeApp = (points: number, env: Record<string, string> = {}) =>
    createApp({
      db: handle.db,
      config: loadConfig(env),
      logger: createLogger({ level: 'silent' }),
      visitorLimiters: { routing: new RateLimiterMemory({ points, duration: 60, keyPrefix: randomUUID() }) },
    });
  let app: ReturnType<typeof makeApp>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    f = await seedWayfindingExample(handle.db);
    app = makeApp(1000);
  });
  afterAll(() => handle.close());

  const post = (body: unknown, target = app) =>
    target.request('/api/wayfinding/routing', {
      method: 'POST',
      headers: { origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (query: string, target = app) =>
    target.request(`/api/wayfinding/routing?${query}`, { headers: { origin: FOREIGN_ORIGIN } });
  const body = (to: string, accessible?: boolean) => ({
    centerId: f.centerId,
    from: { type: 'touchscreen', id: f.refs.touchscreen },
    to: { type: 'location', id: to },
    ...(accessible === undefined ? {} : { accessible }),
  });

  it('answers a route across floors, with CORS', async () => {
    const res = await post(body(f.refs.locB));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const json = (await res.json()) as Json;
    expect(json.success).toBe(true);
    expect(json.data.distance).toBe(265);
    expect(json.data.legs.map((l: Json) => l.floorNumber)).toEqual([0, 1]);
    expect(json.data.legs[0].steps.at(-1)).toMatchObject({ kind: 'connector', connectorType: 'stairs' });
    // steps a visitor reads, in German and English, without a bare number in plan units (issue 22)
    expect(json.data.legs[0].steps.map((step: Json) => step.texts)).toEqual([
      { en: 'Walk to the stairs.', de: 'Gehen Sie zur Treppe.' },
      { en: 'Take the stairs to floor 1.', de: 'Nehmen Sie die Treppe ins 1. Obergeschoss.' },
    ]);
  });

  it('answers the touchscreen GET variant, accessible by the lift', async () => {
    const res = await get(
      `centerId=${f.centerId}&fromTouchscreen=${f.refs.touchscreen}&to=${f.refs.locB}&accessible=1`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const json = (await res.json()) as Json;
    expect(json.data.accessible).toBe(true);
    expect(json.data.distance).toBeGreaterThan(265);
    expect(json.data.legs[0].steps.at(-1)).toMatchObject({ connectorType: 'lift', toFloorNumber: 1 });
  });

  it('opens the POST preflight to other origins', async () => {
    const res = await app.request('/api/wayfinding/routing', {
      method: 'OPTIONS',
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses malformed input with 400 naming the field', async () => {
    const res = await post({ ...body(f.refs.locB), from: { type: 'kiosk', id: f.refs.touchscreen } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.message).toContain('from.type');
    const bad = await get(`centerId=${f.centerId}&fromTouchscreen=nope&to=${f.refs.locB}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.message).toContain('fromTouchscreen');
  });

  it('answers malformed JSON and a body that is not JSON with the codes of every other route (issue 22)', async () => {
    const send = (contentType: string, text: string) =>
      app.request('/api/wayfinding/routing', {
        method: 'POST',
        headers: { origin: FOREIGN_ORIGIN, 'content-type': contentType },
        body: text,
      });
    const malformed = await send('application/json', '{"centerId":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Json).error.code).toBe('INVALID_REQUEST');
    const notJson = await send('text/plain', JSON.stringify(body(f.refs.locB)));
    expect(notJson.status).toBe(415);
    expect(((await notJson.json()) as Json).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(notJson.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for an unknown center, start or destination', async () => {
    expect((await post({ ...body(f.refs.locB), centerId: randomUUID() })).status).toBe(404);
    const res = await post(body(randomUUID()));
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as Json).error.code).toBe('DESTINATION_NOT_FOUND');
    const start = await get(`centerId=${f.centerId}&fromTouchscreen=${randomUUID()}&to=${f.refs.locB}`);
    expect(start.status).toBe(404);
  });

  it('answers 422 NO_ROUTE for a disconnected destination and for no step-free route', async () => {
    const disconnected = await post(body(f.refs.locC));
    expect(disconnected.status).toBe(422);
    expect(((await disconnected.json()) as Json).error.code).toBe('NO_ROUTE');
    const stepFree = await post(body(f.refs.locD, true));
    expect(stepFree.status).toBe(422);
    const json = (await stepFree.json()) as Json;
    expect(json.error.code).toBe('NO_ROUTE');
    expect(json.error.message).toMatch(/step-free/);
    expect((await post(body(f.refs.locD))).status).toBe(200);
  });

  it('answers 429 with CORS headers once the routing limit is used up', async () => {
    const limited = makeApp(3);
    for (let i = 0; i < 3; i++) expect((await post(body(f.refs.locA), limited)).status).toBe(200);
    const res = await post(body(f.refs.locA), limited);
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as Json).error.code).toBe('RATE_LIMITED');
    // the GET variant shares the limit
    expect(
      (await get(`centerId=${f.centerId}&fromTouchscreen=${f.refs.touchscreen}&to=${f.refs.locA}`, limited)).status,
    ).toBe(429);
  });

  it('counts per client IP behind a trusted proxy', async () => {
    const limited = makeApp(1, { TRUST_PROXY: 'true' });
    const from = (ip: string) =>
      limited.request('/api/wayfinding/routing', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body(f.refs.locA)),
      });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(200);
  });

  it('does not limit with DISABLE_PUBLIC_VISITOR_RATE_LIMIT=1', async () => {
    const open = makeApp(1, { DISABLE_PUBLIC_VISITOR_RATE_LIMIT: '1' });
    for (let i = 0; i < 4; i++) expect((await post(body(f.refs.locA), open)).status).toBe(200);
  });

  it('describes the routing, POST and GET, with its answers in the OpenAPI document (spec 9)', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Json;
    const routing = doc.paths['/api/wayfinding/routing'];
    for (const method of ['post', 'get']) {
      const statuses = ['200', '400', '404', '422', '429', '500', '503', ...(method === 'post' ? ['415'] : [])];
      expect(Object.keys(routing[method].responses).sort(), method).toEqual(statuses.sort());
    }
    expect(routing.post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WayfindingRoutingRequest',
    });
    expect(routing.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['centerId', 'fromTouchscreen', 'to', 'toType', 'accessible']),
    );
    expect(doc.components.schemas.WayfindingRoute).toBeDefined();
  });
});
