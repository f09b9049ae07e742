// Spec 2.2-2.5, 4.1, 9 (public API issue): the center reads, their caching, and what they never reveal.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bumpContentVersion } from '@center-platform/core/centers';
import { SECRET_MARK } from '@center-platform/core/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectCors, expectNoSecrets, openDemoApp } from '../../testing/demo-app';
import { CenterByDomain, CenterBySlug, ThemeConfig, VisitorSurfaceResponse } from '../schemas/centers';

describe('center reads', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await openDemoApp();
  });
  afterAll(() => demo.close());

  it('by-slug is the flat object of 2.5 with urls, CORS and no secrets', async () => {
    const { status, headers, body } = await demo.getJson('/api/centers/by-slug/demo-center');
    expect(status).toBe(200);
    expectCors(new Response(null, { headers }), 'by-slug');
    CenterBySlug.parse(body);
    expect(body).not.toHaveProperty('success');
    expect(body.id).toBe(demo.centerId);
    expect(body.logoUrl).toBe(body.logo);
    expect(Object.keys(body.urls).sort()).toEqual(['companion', 'dashboard', 'main', 'manager', 'signage']);
    expect(body.organization).toMatchObject({ slug: 'demo-group' });
    expectNoSecrets(body, 'by-slug');
  });

  it('by-slug refuses a malformed slug with 400 and an unknown one with 404, both with CORS', async () => {
    const unknown = await demo.get('/api/centers/by-slug/no-such-center');
    expect(unknown.status).toBe(404);
    expectCors(unknown, '404');
    expect(await unknown.json()).toMatchObject({ success: false, error: { code: 'CENTER_NOT_FOUND' } });
    const malformed = await demo.get("/api/centers/by-slug/x'%20OR%201=1--");
    expect(malformed.status).toBe(400);
    expectCors(malformed, '400');
    expect(await malformed.json()).toMatchObject({
      error: { code: 'INVALID_REQUEST', message: expect.stringContaining('param.slug') },
    });
  });

  it('theme-config answers colors and media of the template', async () => {
    const { status, body } = await demo.getJson('/api/centers/by-slug/demo-center/theme-config');
    expect(status).toBe(200);
    ThemeConfig.parse(body);
    expect(body.fontFamily).toBe('Inter');
    expectNoSecrets(body, 'theme-config');
  });

  it('by-domain finds the center by its custom domain, with or without www, and from the Host header', async () => {
    for (const domain of ['www.demo-center.example', 'demo-center.example', 'WWW.Demo-Center.example.']) {
      const { status, body } = await demo.getJson(`/api/centers/by-domain?domain=${encodeURIComponent(domain)}`);
      expect(status, domain).toBe(200);
      CenterByDomain.parse(body);
      expect(body.data.center.id).toBe(demo.centerId);
      expect(body.data.center.websiteTemplate).toBe('classic');
    }
    const byHost = await demo.get('/api/centers/by-domain', { host: 'demo-center.example:443' });
    expect(byHost.status).toBe(200);
    expect((await demo.get('/api/centers/by-domain?domain=unknown.example')).status).toBe(404);
    expect((await demo.get('/api/centers/by-domain?domain=%3Cscript%3E')).status).toBe(400);
  });

  it('the visitor surface has the v1 shape, whitelisted template content and the center id in every hint', async () => {
    const { status, body } = await demo.getJson(`/api/centers/${demo.centerId}/public-visitor-surface`);
    expect(status).toBe(200);
    const { data } = VisitorSurfaceResponse.parse(body);
    expect(data.schemaVersion).toBe(1);
    expect(data.templatePublicContent).toMatchObject({ templateId: 'classic', rootKey: 'classic' });
    const content = body.data.templatePublicContent.content;
    expect(Object.keys(content).sort()).toEqual([
      'ctaBox',
      'customContent',
      'hero',
      'homepageSections',
      'pageVisibility',
    ]);
    expect(content.hero.slide1).toMatchObject({ headline: 'Willkommen', ctaHref: '/shops' });
    expect(content.customContent.anfahrtDescription).toContain('Straßenbahn');
    expect(content).not.toHaveProperty('contactForm');
    expect(data.apiHints.pageContentGet).toBe(`/api/centers/${demo.centerId}/page-content`);
    for (const path of Object.values(data.apiHints)) expect(path).toMatch(/^\/api\//);
    expect(JSON.stringify(body)).not.toContain(SECRET_MARK);
    expectNoSecrets(body, 'visitor surface');
  });

  it('the visitor surface answers 404 for an unknown center and 400 for a malformed id', async () => {
    const unknown = await demo.get('/api/centers/00000000-0000-4000-8000-000000000000/public-visitor-surface');
    expect(unknown.status).toBe(404);
    expectCors(unknown, 'unknown');
    const malformed = await demo.get("/api/centers/not-a-uuid'--/public-visitor-surface");
    expect(malformed.status).toBe(400);
    expectCors(malformed, 'malformed');
  });

  it('answers If-None-Match with 304 until a visitor-visible write changes the answer', async () => {
    const path = `/api/centers/${demo.centerId}/public-visitor-surface`;
    const first = await demo.get(path);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // a CDN that reads it may serve the last answer while the platform is unreachable, never a save late
    expect(first.headers.get('cdn-cache-control')).toBe('max-age=0, stale-if-error=86400');
    const again = await demo.get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await demo.get(path, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);

    await demo.db.transaction().execute(async (trx) => {
      await trx.updateTable('centers').set({ name: 'Demo Center Neu' }).where('id', '=', demo.centerId).execute();
      await bumpContentVersion(trx, demo.centerId);
    });
    const changed = await demo.get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { data: { center: { name: string } } }).data.center.name).toBe('Demo Center Neu');
  });

  it('compresses large answers with brotli or gzip, as the client accepts (issue 23)', async () => {
    const path = `/api/centers/${demo.centerId}/public-visitor-surface`;
    const raw = await demo.get(path);
    expect(raw.headers.get('content-encoding')).toBeNull();
    const plain = Buffer.from(await raw.arrayBuffer());
    const encoded = async (acceptEncoding: string) => {
      const res = await demo.get(path, { 'accept-encoding': acceptEncoding });
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      return { encoding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await encoded('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes)).toEqual(plain);
    const gz = await encoded('gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes)).toEqual(plain);
    expect(br.bytes.byteLength).toBeLessThan(gz.bytes.byteLength);
    expect((await encoded('identity')).encoding).toBeNull();
  });

  it('answers preflights of public reads, but gives staff paths no CORS', async () => {
    const preflight = await demo.app.request(`/api/centers/${demo.centerId}/public-visitor-surface`, {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    const staff = await demo.get(`/api/centers/${demo.centerId}/website-config`);
    expect(staff.status).toBe(401);
    expect(staff.headers.get('access-control-allow-origin')).toBeNull();
  });
});
