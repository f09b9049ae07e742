// The chatbot's retrieval answers on the seeded demo center, in German and English, without a language model.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { SECRET_MARK } from '../demo/catalog';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { answerVisitorQuestion } from './answer-question';
import type { ChatbotAnswer, ContentBlock } from './types';

const MONDAY_NOON = new Date('2026-06-15T10:00:00Z'); // 12:00 in Berlin
const SUNDAY_NOON = new Date('2026-06-21T10:00:00Z');

const block = <K extends ContentBlock['kind']>(answer: ChatbotAnswer | undefined, kind: K) =>
  answer?.contentBlocks.find((b): b is Extract<ContentBlock, { kind: K }> => b.kind === kind);

describe('answerVisitorQuestion on the demo center', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  const ask = (message: string, locale: 'de' | 'en' = 'de', now?: Date) =>
    answerVisitorQuestion(handle.db, { centerId, message, locale }, { now });

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  });
  afterAll(() => handle.close());

  it('answers offer questions with an offers block of visible offers only', async () => {
    for (const [message, locale] of [
      ['Welche Angebote gibt es gerade?', 'de'],
      ['Any offers today?', 'en'],
    ] as const) {
      const answer = await ask(message, locale);
      expect(answer?.intent).toBe('offers');
      expect(answer?.source).toBe('retrieval');
      const offers = block(answer, 'offers');
      expect(offers?.items.length).toBeGreaterThan(0);
      expect(answer?.items.every((i) => i.type === 'offer')).toBe(true);
      expect(answer?.answer).toContain(offers?.items[0]?.title);
      expect(answer?.suggestedActions.length).toBeGreaterThan(0);
    }
    const visible = await handle.db.selectFrom('offers').select('id').where('status', '<>', 'Active').execute();
    const shown = new Set(block(await ask('Angebote'), 'offers')?.items.map((o) => o.id));
    for (const { id } of visible) expect(shown.has(id)).toBe(false);
  });

  it('answers center opening hours with an open-now state on a fixed clock', async () => {
    const monday = await ask('Wann hat das Center geöffnet?', 'de', MONDAY_NOON);
    expect(monday?.intent).toBe('opening_hours');
    const hours = block(monday, 'opening_hours');
    expect(hours).toMatchObject({ scope: 'center', openNow: true });
    expect(hours?.lines).toContain('Sonntag: geschlossen');
    expect(monday?.answer).toContain('Gerade ist geöffnet');

    const sunday = await ask('Is the center open now?', 'en', SUNDAY_NOON);
    expect(block(sunday, 'opening_hours')).toMatchObject({ scope: 'center', openNow: false });
    expect(block(sunday, 'opening_hours')?.lines).toContain('Sunday: closed');
    expect(sunday?.answer).toContain('closed right now');
  });

  it("answers a shop's opening hours when the question names it", async () => {
    const answer = await ask('Hat Sneaker Base heute offen?', 'de', MONDAY_NOON);
    const hours = block(answer, 'opening_hours');
    expect(hours?.scope).toBe('shop');
    expect(hours?.name).toMatch(/Sneaker Base/);
    expect(block(answer, 'shops')?.items[0]?.name).toMatch(/Sneaker Base/);
  });

  it('finds shops by category and name, with cards and a plan link', async () => {
    const de = await ask('Wo finde ich Schuhe?');
    expect(de?.intent).toBe('shop_search');
    const shops = block(de, 'shops')?.items ?? [];
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.some((s) => s.category === 'Schuhe & Accessoires' || /schuh/i.test(s.name))).toBe(true);
    for (const shop of shops) {
      expect(shop).toEqual(
        expect.objectContaining({ id: expect.any(String), name: expect.any(String), slug: expect.any(String) }),
      );
      expect(Array.isArray(shop.openingHours)).toBe(true);
    }
    const located = shops.find((s) => s.mapLocationId);
    if (located) {
      expect(block(de, 'plan_link')?.url).toBe(`/embed/centerplan?centerId=${centerId}&to=${located.mapLocationId}`);
      expect(de?.actions.some((a) => a.type === 'open_plan')).toBe(true);
    }

    const en = await ask('Where can I find shoes?', 'en');
    expect(block(en, 'shops')?.items.length).toBeGreaterThan(0);

    const byName = await ask('Sneaker Base');
    expect(byName?.intent).toBe('shop_search');
    expect(block(byName, 'shops')?.items[0]?.name).toMatch(/Sneaker Base/);
    // a compound found by its part, and a short name by substring
    expect(block(await ask('Wo gibt es Pizza?'), 'shops')?.items[0]?.name).toMatch(/Pizzeria/);
  });

  it('never lists a shop hidden from the website or inactive', async () => {
    const hidden = await handle.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('centerId', '=', centerId)
      .where((eb) => eb.or([eb('status', '<>', 'Active'), eb('showOnWebsite', '=', false)]))
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    for (const shop of hidden.slice(0, 5)) {
      const answer = await ask(`Wo finde ich ${shop.name}?`);
      expect(block(answer, 'shops')?.items.map((s) => s.id) ?? []).not.toContain(shop.id);
    }
  });

  it('answers directions and parking from the public center data', async () => {
    for (const [message, locale] of [
      ['Wie komme ich zum Center?', 'de'],
      ['How do I get there?', 'en'],
    ] as const) {
      const answer = await ask(message, locale);
      expect(answer?.intent).toBe('directions');
      const directions = block(answer, 'directions');
      expect(directions?.address.street).toBe('Hauptstraße 1');
      expect(directions?.description).toMatch(/Straßenbahn/);
      expect(answer?.answer).toContain('Hauptstraße 1');
      expect(answer?.actions[0]?.url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    }
    for (const [message, locale] of [
      ['Wo kann ich parken?', 'de'],
      ['Where can I park?', 'en'],
    ] as const) {
      const answer = await ask(message, locale);
      expect(answer?.intent).toBe('parking');
      const parking = block(answer, 'parking');
      expect(parking?.parkingSpaces).toBe(1200);
      expect(parking?.zones.map((z) => z.name)).toEqual(['Parkdeck P2', 'Parkhaus P1']);
      expect(answer?.answer).toContain('1200');
    }
  });

  it('answers services, events, news and jobs from the public lists', async () => {
    const wc = await ask('Wo ist das WC?');
    expect(block(wc, 'services')?.items.map((s) => s.name)).toEqual(['Kundentoilette']);
    const atm = await ask('Where is the ATM?', 'en');
    expect(block(atm, 'services')?.items.map((s) => s.name)).toEqual(['Geldautomat']);
    const all = block(await ask('Welche Services gibt es?'), 'services')?.items.map((s) => s.name) ?? [];
    expect(all).toContain('Wickelraum');
    expect(all).not.toContain('Fundbüro'); // not shown on the website
    expect(all).not.toContain('Schließfächer'); // inactive

    expect(block(await ask('Welche Veranstaltungen gibt es?'), 'events')).toBeDefined();
    expect(block(await ask('Was gibt es Neues?'), 'news')).toBeDefined();
    const jobs = await ask('Gibt es offene Stellen?');
    expect(block(jobs, 'jobs')?.items.length).toBeGreaterThan(0);
  });

  it('greets, and answers unknown questions with a fallback and follow-ups', async () => {
    const hello = await ask('Hallo');
    expect(hello?.intent).toBe('greeting');
    expect(hello?.answer).toMatch(/Hallo/);
    for (const [message, locale] of [
      ['Wie wird das Wetter morgen?', 'de'],
      ['What is the meaning of life?', 'en'],
    ] as const) {
      const answer = await ask(message, locale);
      expect(answer?.intent).toBe('unknown');
      expect(answer?.contentBlocks).toEqual([]);
      expect(answer?.suggestedActions.length).toBe(4);
      expect(answer?.answer.length).toBeGreaterThan(10);
    }
  });

  it('never answers a secret and survives hostile questions', async () => {
    for (const message of [
      "'; drop table shops; --",
      '%_%\\',
      'x'.repeat(1000),
      'Angebote <script>alert(1)</script>',
      'demo-secret apiKey recipient',
      'ö:* & | ! ( )',
    ]) {
      const answer = await ask(message);
      expect(answer?.success).toBe(true);
      expect(JSON.stringify(answer)).not.toContain(SECRET_MARK);
    }
    expect(await handle.db.selectFrom('shops').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('answers undefined for an unknown center', async () => {
    expect(await answerVisitorQuestion(handle.db, { centerId: randomUUID(), message: 'Hallo' })).toBeUndefined();
  });
});
