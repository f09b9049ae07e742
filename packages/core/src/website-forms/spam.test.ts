// Spec 7, 8: a filled honeypot or 3 or more links make a submission spam.
import { describe, expect, it } from 'vitest';
import { countLinks, spamReasonOf } from './spam';

describe('spam rules', () => {
  it('counts http(s) and www links once each', () => {
    expect(countLinks('no links here, only example.com')).toBe(0);
    expect(countLinks('https://www.a.example and www.b.example and HTTP://c.example/x?y')).toBe(3);
    expect(countLinks('see http://a.example')).toBe(1);
  });

  it('drops a filled honeypot, whatever the rest says', () => {
    expect(spamReasonOf({ website: 'http://spam.example', message: 'hi' })).toBe('honeypot');
    expect(spamReasonOf({ website: 'x', message: 'hi' })).toBe('honeypot');
  });

  it('sends a blank honeypot and up to 2 links, drops 3 or more', () => {
    expect(spamReasonOf({ website: '', message: 'hi' })).toBeNull();
    expect(spamReasonOf({ website: '   ', message: 'hi' })).toBeNull();
    expect(spamReasonOf({ message: 'https://a.example www.b.example' })).toBeNull();
    expect(spamReasonOf({ message: 'https://a.example www.b.example http://c.example' })).toBe('links');
  });
});
