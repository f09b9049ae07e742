// Public API issue, point 3: no leaks by construction. Every secret place of the data model holds the
// demo's secret mark, including unknown keys inside public settings objects; then every public read
// the OpenAPI document names is walked, with each of its flags, and must show neither the mark nor a
// secret key.
import { json } from '@center-platform/core/db';
import { SECRET_MARK } from '@center-platform/core/demo';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, expectNoSecrets, openDemoApp } from '../testing/demo-app';
import { publicReadUrls } from '../testing/public-reads';

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
    const urls = await publicReadUrls(demo.app, demo.db, demo.centerId);
    const walked: string[] = [];
    for (const url of urls) {
      const res = await demo.get(url, { host: 'www.demo-center.example' });
      const text = await res.text();
      expect(res.status, `${url}: ${text.slice(0, 200)}`).toBe(200);
      expect(text.includes(SECRET_MARK), `${url} shows the secret mark`).toBe(false);
      expectNoSecrets(JSON.parse(text), url);
      walked.push(url);
    }
    const doc = (await (await demo.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    // every read of the 4.1 table, and the GET variant of routing
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(34);
    expect(walked.length).toBeGreaterThan(Object.keys(doc.paths).length);
  });
});
