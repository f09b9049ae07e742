// Public API issue, point 6: an OpenAPI 3.1 document of every public read and a browsable reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '../auth/staff-routes';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { type DemoApp, expectCors, openDemoApp } from '../testing/demo-app';
import { answerValidator } from '../testing/openapi-validator';
import { publicReadUrls } from '../testing/public-reads';

describe('API description', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await openDemoApp();
  });
  afterAll(() => demo.close());

  it('publishes an OpenAPI 3.1 document of the public reads with their schemas', async () => {
    const res = await demo.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expectCors(res, 'openapi.json');
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/centers/{centerId}/public-visitor-surface',
        '/api/centers/{centerId}/shops',
        '/api/centers/by-slug/{slug}',
        '/api/centers/by-domain',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['PublicVisitorSurfaceV1', 'ShopList', 'Error']),
    );
    for (const [path, methods] of Object.entries(doc.paths)) {
      // the public reads, plus the visitor actions asked by POST: routing, the chatbot, the website forms (4.1, 4.3, 4.4)
      const computes =
        path.startsWith('/api/agencyos') ||
        path === '/api/wayfinding/routing' ||
        path === '/api/ai/visitor-chatbot' ||
        /\/send-(contact|rental)-inquiry$/.test(path);
      expect(computes || !('post' in methods), `${path}: public reads only`).toBe(true);
      for (const op of Object.values(methods))
        expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '400', '404']));
    }
  });

  // issue 22, points 1-3: exact for a strict generated client
  it('names each operation once, asks no credentials, and writes no pattern a JSON Schema validator cannot use', async () => {
    const doc = (await (await demo.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((op) => Array.isArray(op.security) && op.security.length === 0)).toBe(true);
    const patterns = [...JSON.stringify(doc).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map((m) =>
      JSON.parse(`"${m[1]}"`),
    );
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
    expect(patterns.filter((pattern) => /\/[a-z]+$/.test(pattern))).toEqual([]);
  });

  it('describes the answer of every public read of the demo, and notices one it does not describe', async () => {
    const doc = await (await demo.get('/api/openapi.json')).json();
    const violations = answerValidator(doc);
    const urls = await publicReadUrls(demo.app, demo.db, demo.centerId);
    const found: string[] = [];
    for (const url of urls) {
      const res = await demo.app.request(url);
      found.push(...violations('GET', url, res.status, await res.json()));
    }
    expect(found).toEqual([]);
    expect(urls.length).toBeGreaterThan(34);

    const picks = (await (await demo.app.request(`/api/centers/${demo.centerId}/hotpicks`)).json()) as {
      data: { shop: unknown }[];
    };
    // the demo's hot picks without a shop are described (a nullable reference)
    expect(picks.data.some((pick) => pick.shop === null)).toBe(true);
    const broken = { ...picks, data: [{ ...picks.data[0], shop: 'a shop' }] };
    expect(violations('GET', `/api/centers/${demo.centerId}/hotpicks`, 200, broken)).not.toEqual([]);
    // the colors of the center (the pattern that carried a regex flag matched none)
    const center = (await (await demo.app.request('/api/centers/by-slug/demo-center')).json()) as object;
    expect(violations('GET', '/api/centers/by-slug/demo-center', 200, center)).toEqual([]);
    expect(violations('GET', '/api/centers/by-slug/demo-center', 200, { ...center, baseColor: 'teal' })).toEqual([
      'GET /api/centers/by-slug/demo-center 200: /baseColor must match pattern "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"',
    ]);
  });

  it('serves a browsable reference from this host', async () => {
    const page = await demo.get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    const script = await demo.get('/api/docs/assets/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await demo.get('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('staff API description', () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await openAccountsApp();
  });
  afterAll(() => t.close());

  it('describes every staff REST route, to signed-in staff only', async () => {
    expect((await t.request('GET', '/api/staff/openapi.json')).status).toBe(401);
    const cookie = await t.signIn((await t.createUser('VIEWER')).email);
    const res = await t.request('GET', '/api/staff/openapi.json', { cookie });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const staff = STAFF_ROUTES.filter((r) => !r.path.startsWith('/api/agencyos/')).map((r) => `${r.method} ${r.path}`);
    expect(documented.sort()).toEqual(staff.sort());

    // and every route the app serves is documented somewhere: a staff route registered without route() shows here
    const publicDoc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    const publicPaths = new Set(Object.keys(publicDoc.paths).map((path) => path.replace(/\{(\w+)\}/g, ':$1')));
    const notStaff = new Set([
      ...[
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
        '/api/openapi.json',
        '/api/docs',
        '/api/docs/assets/:file',
      ].map((path) => `GET ${path}`),
      'POST /api/cron/email-digest', // its own bearer secret
      'GET /api/report-share/:token', // the share token is the credential
      'POST /api/centers/:centerId/send-contact-inquiry', // website forms (spec 4.4)
      'POST /api/centers/:centerId/send-rental-inquiry',
      'POST /api/social/webhooks/provider', // signed by the provider
      'POST /api/mail-aliases/verify', // the mailed token is the credential
    ]);
    const undocumented = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith('/api/agencyos/'))
          .filter((r) => !r.path.startsWith('/api/auth/') && !publicPaths.has(r.path))
          .map((r) => `${r.method.toLowerCase()} ${r.path}`)
          .filter(
            (route) => !documented.includes(route) && !notStaff.has(route.replace(/^\w+/, (m) => m.toUpperCase())),
          ),
      ),
    ];
    expect(undocumented).toEqual([]);
    const page = await t.request('GET', '/api/staff/docs', { cookie });
    expect(await page.text()).toContain('/api/staff/openapi.json');
  });
});
