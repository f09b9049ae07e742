import { describe, expect, it } from 'vitest';
import { checkLink, isAllowedLink } from './link-check';

describe('checkLink (a link set in the editor)', () => {
  it('takes http(s), mailto, tel and relative paths as they are', () => {
    for (const href of [
      'https://www.example.com/shops?x=1#top',
      'http://example.com',
      'mailto:info@example.com',
      'mailto:info@example.com?subject=Hallo',
      'tel:+49 621 000000',
      '/shops/modehaus-lindner',
      'shops/x.html',
      '#oeffnungszeiten',
      '?page=2',
    ])
      expect(checkLink(` ${href} `), href).toEqual({ ok: true, href });
  });

  it('completes a web or e-mail address typed without its scheme', () => {
    expect(checkLink('www.example.com')).toEqual({ ok: true, href: 'https://www.example.com' });
    expect(checkLink('example.de/aktion')).toEqual({ ok: true, href: 'https://example.de/aktion' });
    expect(checkLink('info@example.com')).toEqual({ ok: true, href: 'mailto:info@example.com' });
  });

  it('refuses the schemes the website would drop, and protocol-relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://example.com/file',
      'file:///etc/passwd',
      '//evil.example/x',
      '\\\\evil.example',
    ])
      expect(checkLink(href), href).toEqual({ ok: false, problem: 'scheme' });
  });

  it('refuses what is no address, and nothing', () => {
    expect(checkLink('   ')).toEqual({ ok: false, problem: 'empty' });
    for (const href of [
      'https://',
      'https:/example.com',
      'hallo welt',
      '/a"onmouseover="x',
      'java\tscript:alert(1)',
      'mailto:niemand',
      'tel:abc',
    ])
      expect(checkLink(href), href).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('isAllowedLink (a link already in the text)', () => {
  it('keeps what the sanitizer keeps, so opening the editor loses no link', () => {
    for (const href of ['https://example.com', 'mailto:a@b.de?subject=Hallo Welt', 'tel:0621', '/x', 'x y', '#a'])
      expect(isAllowedLink(href), href).toBe(true);
  });

  it('drops script and foreign schemes, also hidden behind white space', () => {
    for (const href of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:x', '//evil.example', ''])
      expect(isAllowedLink(href), href).toBe(false);
  });
});
