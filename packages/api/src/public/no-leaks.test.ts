// Public API issue, point 3: no leaks by construction. Every secret place of the data model holds the
// demo's secret mark, including unknown keys inside public settings objects; then every public read
// the OpenAPI document names is walked, with each of its flags, and must show neither the mark nor a
// secret key.
import { json, SECRET_MARK } from '@center-platform/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectNoSecrets, openDemoApp } from '../testing/demo-app';

const mark = (what: string) => `${SECRET_MARK}-${what}`;

describe('no public read reveals a secret', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await openDemoApp();
    const { db, centerId } = demo;
    const merge = (column: string, value: Record<string, unknown>) =>
      sql`update centers set ${sql.ref(column)} = ${sql.ref(column)} || ${json(value)}::jsonb where id = ${centerId}`.execute(
        db,
      );
    // unknown keys inside the public settings objects must be dropped by their whitelists
    await merge('seo', { internalToken: mark('seo') });
    await merge('chatbot', { llmApiKey: mark('chatbot'), systemPrompt: mark('prompt') });
    await merge('privacy', { trackingSecret: mark('privacy') });
    await merge('features', { beta: mark('feature') });
    await merge('centerplan_settings', { adminNote: mark('plan') });
    await merge('wayfinding_map', { serviceKey: mark('wayfinding') });
    await db
      .updateTable('news')
      .set({ metadata: json({ pdfUrl: '/uploads/x.pdf', internal: mark('news') }) })
      .where('centerId', '=', centerId)
      .execute();
    await db
      .updateTable('pageContent')
      .set({
        content: json({
          heading: 'Kontakt',
          contactFormRecipient: mark('page@example.com'),
          nested: { apiKey: mark('page') },
        }),
      })
      .where('pageType', '=', 'kontakt')
      .execute();
    await db
      .updateTable('doohPlaylists')
      .set({ settings: json({ orientation: 'portrait', playerToken: mark('dooh') }) })
      .where('centerId', '=', centerId)
      .execute();
    await db
      .updateTable('signageConfigs')
      .set({ settings: json({ language: 'de', deviceSecret: mark('signage') }) })
      .where('centerId', '=', centerId)
      .execute();
    await db
      .updateTable('centerplans')
      .set({ settings: json({ legend: true, editorPassword: mark('centerplan') }) })
      .where('centerId', '=', centerId)
      .execute();
    // secrets that live apart
    await db
      .insertInto('users')
      .values({
        email: 'editor@example.com',
        name: 'Editor',
        role: 'CONTENT_EDITOR',
        centerId,
        passwordHash: mark('hash'),
      })
      .execute();
    await db
      .insertInto('pluginSites')
      .values({
        centerId,
        name: 'Website',
        url: 'https://www.demo-center.example',
        inboundKeyHash: mark('inbound'),
        outboundKeyEncrypted: mark('outbound'),
      })
      .execute();
    await db
      .insertInto('emailLog')
      .values({
        templateId: 'WELCOME',
        subject: 'Willkommen',
        status: 'outbox',
        transport: 'outbox',
        textBody: mark('mail'),
        toAddresses: ['x@example.com'],
      })
      .execute();
    await sql`update centers set content_version = content_version + 1 where id = ${centerId}`.execute(db);
  });
  afterAll(() => demo.close());

  it('walks every documented public read with each of its flags', async () => {
    const doc = (await (await demo.get('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: string[] } }[] } }
      >;
    };
    const floor = await demo.db
      .selectFrom('mapFloors')
      .select('id')
      .where('centerId', '=', demo.centerId)
      .executeTakeFirstOrThrow();
    const offer = await demo.getJson(`/api/centers/${demo.centerId}/offers`);
    // a route from the floor's touchscreen to a map location (the demo has a walkable graph)
    const screen = await demo.db
      .selectFrom('touchscreens')
      .select('id')
      .where('floorId', '=', floor.id)
      .executeTakeFirstOrThrow();
    const location = await demo.db
      .selectFrom('mapLocations')
      .select('id')
      .where('floorId', '=', floor.id)
      .executeTakeFirstOrThrow();
    const values: Record<string, string> = {
      fromTouchscreen: screen.id,
      to: location.id,
      centerId: demo.centerId,
      slug: 'demo-center',
      floorId: floor.id,
      offerId: offer.body.data[0].id,
      domain: 'www.demo-center.example',
    };
    const walked: string[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      const get = item.get;
      if (!get) continue;
      const params = get.parameters ?? [];
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'missing');
      const query = new URLSearchParams();
      for (const p of params)
        if (p.in === 'query' && p.required) query.set(p.name, p.name === 'slug' ? 'main' : (values[p.name] ?? ''));
      const variants = [query];
      for (const p of params.filter((x) => x.in === 'query' && !x.required)) {
        const value = p.schema?.enum?.includes('true') ? 'true' : values[p.name];
        if (value)
          variants.push(
            new URLSearchParams({ ...Object.fromEntries(query), [p.name]: p.name === 'slug' ? 'main' : value }),
          );
      }
      for (const q of variants) {
        const url = `${path}${q.size ? `?${q}` : ''}`;
        const res = await demo.get(url, { host: 'www.demo-center.example' });
        const text = await res.text();
        expect(res.status, `${url}: ${text.slice(0, 200)}`).toBe(200);
        expect(text.includes(SECRET_MARK), `${url} shows the secret mark`).toBe(false);
        expectNoSecrets(JSON.parse(text), url);
        walked.push(url);
      }
    }
    // every read of the 4.1 table, and the GET variant of routing
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(34);
    expect(walked.length).toBeGreaterThan(Object.keys(doc.paths).length);
  });
});
