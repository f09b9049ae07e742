import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent';

describe('detectIntent', () => {
  it.each([
    ['Welche Angebote gibt es gerade?', 'offers'],
    ['Gibt es Rabatt im Moment?', 'offers'],
    ['Any offers or discounts?', 'offers'],
    ['Wann habt ihr geöffnet?', 'opening_hours'],
    ['Öffnungszeiten am Samstag', 'opening_hours'],
    ['Is the center open now?', 'opening_hours'],
    ['Hat Sneaker Base heute offen?', 'opening_hours'],
    ['Wo finde ich Schuhe?', 'shop_search'],
    ['Where can I find shoes?', 'shop_search'],
    ['Welche Veranstaltungen gibt es?', 'events'],
    ['Was gibt es Neues?', 'news'],
    ['Aktuelles aus dem Center', 'news'],
    ['Wo ist das WC?', 'services'],
    ['Gibt es einen Wickelraum?', 'services'],
    ['Where is the ATM?', 'services'],
    ['Gibt es offene Stellen?', 'jobs'],
    ['Are you hiring?', 'jobs'],
    ['Wie komme ich zum Center?', 'directions'],
    ['Anfahrt mit der Straßenbahn', 'directions'],
    ['How do I get there?', 'directions'],
    ['Wo kann ich parken?', 'parking'],
    ['Is there a car park?', 'parking'],
    ['Hallo', 'greeting'],
    ['Good morning', 'greeting'],
    ['Wie wird das Wetter morgen?', 'unknown'],
  ])('%s -> %s', (message, intent) => {
    expect(detectIntent(message).intent).toBe(intent);
  });

  it('keeps the content words and drops stop and intent words', () => {
    expect(detectIntent('Hat Sneaker Base heute offen?').terms).toEqual(['sneaker', 'base']);
    expect(detectIntent('Wo finde ich Schuhe?').terms).toEqual(['schuhe']);
    expect(detectIntent('Wo ist das WC?').words).toContain('wc');
  });

  it('survives hostile input', () => {
    for (const message of [
      '',
      ' ',
      '%%%',
      "'; drop table shops; --",
      'a'.repeat(5000),
      '\u0000\u202e',
      '🙂'.repeat(300),
    ]) {
      const detected = detectIntent(message);
      expect(detected.terms.length).toBeLessThanOrEqual(8);
      for (const t of detected.terms) expect(t.length).toBeLessThanOrEqual(40);
    }
  });
});
