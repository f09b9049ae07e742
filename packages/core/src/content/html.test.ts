// Rich text reaches visitor pages: only the allowlisted markup survives, and the text/excerpt helpers read
// what a visitor would read (spec 2.8: the import's excerpt, at most 200 characters).
import { describe, expect, it } from 'vitest';
import { excerptOf, htmlToText, sanitizeHtml } from './html';

/** Nothing that runs, loads from a foreign scheme or styles survives. */
const expectInert = (html: string | null) => {
  expect(html ?? '').not.toMatch(/<script|<style|<iframe|<svg|<math|<form|<input|<object|<embed/i);
  expect(html ?? '').not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:|data:|style=/i);
};

describe('sanitizeHtml', () => {
  it('keeps the allowlisted rich text as it is', () => {
    const html =
      '<h2>Neu</h2><p>Ein <strong>starker</strong>, <b>fetter</b>, <em>betonter</em>, <i>kursiver</i>, ' +
      '<u>unterstrichener</u> und <s>gestrichener</s> Text<br />mit <sup>1</sup> <sub>2</sub> <small>klein</small> ' +
      '<code>x</code> <span>y</span></p><hr /><ul><li>eins</li></ul><ol><li>zwei</li></ol>' +
      '<blockquote>Zitat</blockquote><pre>a  b</pre><div>Block</div><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
      '<table><caption>Zeiten</caption><thead><tr><th>Tag</th></tr></thead><tbody><tr><td colspan="2">Mo</td></tr>' +
      '</tbody><tfoot><tr><td>-</td></tr></tfoot></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script elements with their content', () => {
    const clean = sanitizeHtml(
      '<p>Hallo<script>alert(1)</script> Welt</p><script src="https://evil.example/x.js"></script>',
    );
    expect(clean).toBe('<p>Hallo Welt</p>');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeHtml('<SCRIPT type="text/javascript">document.write("x")</SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('drops style elements with their content and every style attribute', () => {
    const clean = sanitizeHtml(
      '<style>body { background: url(https://evil.example/t.png) }</style><p style="color:red" class="x">Text</p>',
    );
    expect(clean).toBe('<p>Text</p>');
    expect(sanitizeHtml('<style>p{}</style>')).toBeNull();
  });

  it('removes event handlers from images and keeps a relative source', () => {
    const clean = sanitizeHtml('<img src=x onerror=alert(1)>');
    expect(clean).toBe('<img src="x" />');
    expectInert(clean);
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover=alert(2)>Text</p>')).toBe('<p>Text</p>');
  });

  it('keeps images from http(s) or relative sources with alt, width and height only', () => {
    expect(
      sanitizeHtml('<img src="https://cdn.example/a.png" alt="Logo" width="120" height="40" title="t" loading="lazy">'),
    ).toBe('<img src="https://cdn.example/a.png" alt="Logo" width="120" height="40" />');
    expect(sanitizeHtml('<img src="/uploads/a.png" alt="">')).toBe('<img src="/uploads/a.png" alt="" />');
  });

  it('drops images whose source is data:, javascript:, protocol-relative or missing', () => {
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'ftp://files.example/x.png',
    ]) {
      expect(sanitizeHtml(`<img src="${src}">`)).toBeNull();
      expect(sanitizeHtml(`<p>Bild<img src="${src}" alt="a"></p>`)).toBe('<p>Bild</p>');
    }
    expect(sanitizeHtml('<p>a<img alt="kein src"></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img srcset="https://evil.example/x.png 1x">')).toBeNull();
  });

  it('refuses javascript: links, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVa&#x09;script:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java&#10;script:alert(1)',
      'java\u0000script:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">Klick</a>`);
      expect(clean, href).toBe('<a rel="noopener noreferrer">Klick</a>');
    }
  });

  it('keeps http(s), mailto, tel and relative links and always adds rel="noopener noreferrer"', () => {
    for (const href of [
      'https://shop.example/a?b=1&amp;c=2',
      'http://x.example',
      'mailto:info@x.example',
      'tel:+49621000',
      '/shops',
      'news/1',
      '#oben',
    ]) {
      expect(sanitizeHtml(`<a href="${href}" rel="opener">x</a>`)).toBe(
        `<a href="${href}" rel="noopener noreferrer">x</a>`,
      );
    }
  });

  it('keeps target only as _blank', () => {
    expect(sanitizeHtml('<a href="/a" target="_BLANK">x</a>')).toBe(
      '<a href="/a" rel="noopener noreferrer" target="_blank">x</a>',
    );
    for (const target of ['_top', '_parent', '_self', 'frame1', '']) {
      expect(sanitizeHtml(`<a href="/a" target="${target}">x</a>`)).toBe(
        '<a href="/a" rel="noopener noreferrer">x</a>',
      );
    }
    expect(sanitizeHtml('<a href="/a" name="n" id="i" download ping="https://evil.example">x</a>')).toBe(
      '<a href="/a" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops svg (with onload), math and iframes with their content', () => {
    expect(sanitizeHtml('<svg onload="alert(1)"><text>hidden</text></svg><p>danach</p>')).toBe('<p>danach</p>');
    expect(sanitizeHtml('<svg/onload=alert(1)>')).toBeNull();
    expect(sanitizeHtml('<p>a</p><svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>b</p>')).toBe('<p>b</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>danach</p>')).toBe('<p>danach</p>');
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"><p>Fallback</p></iframe>')).toBeNull();
    // an unclosed iframe swallows the rest, as a browser's parser does
    expect(sanitizeHtml('<p>vorher</p><iframe src="https://evil.example"><p>danach')).toBe('<p>vorher</p>');
  });

  it('drops forms, embeds, objects, meta and base but keeps visible text of unknown elements', () => {
    const clean = sanitizeHtml(
      '<form action="https://evil.example"><input name="q" value="x"><button formaction="javascript:alert(1)">Los</button></form>' +
        '<object data="x.swf"><param name="a"></object><embed src="x.swf"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">' +
        '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><marquee>Laufschrift</marquee>',
    );
    expect(clean).toBe('LosLaufschrift');
    expectInert(clean);
  });

  it('turns h1 into h2 (the page has its own h1)', () => {
    expect(sanitizeHtml('<h1 id="x">Titel</h1>')).toBe('<h2>Titel</h2>');
  });

  it('closes unclosed tags and survives broken markup', () => {
    expect(sanitizeHtml('<p>offen <b>fett <i>kursiv')).toBe('<p>offen <b>fett <i>kursiv</i></b></p>');
    expect(sanitizeHtml('<ul><li>eins<li>zwei</ul>')).toBe('<ul><li>eins</li><li>zwei</li></ul>');
    expect(sanitizeHtml('</p></div>Text</b>')).toBe('<p></p>Text');
    expect(sanitizeHtml('<p>a <img src="/x.png" onerror="alert(1)"')).toBe('<p>a </p>');
    const clean = sanitizeHtml('<scr<script>ipt>alert(1)</scr</script>ipt><a href="jav<b>ascript:alert(1)">x</a>');
    expectInert(clean);
    expect(clean).not.toMatch(/<script/i);
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>Kommentar weg</p>')).toBe('<p>Kommentar weg</p>');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('keeps umlauts and entities, escaping only what must be escaped', () => {
    expect(sanitizeHtml('<p>Café Müller &amp; Söhne, Straße &lt;3 &quot;Größe&quot; &#x1F600; &euro;</p>')).toBe(
      '<p>Café Müller &amp; Söhne, Straße &lt;3 "Größe" 😀 €</p>',
    );
    expect(sanitizeHtml('Fish & Chips < 5 €')).toBe('Fish &amp; Chips &lt; 5 €');
  });

  it('answers null for nothing visible', () => {
    for (const blank of [
      null,
      undefined,
      '',
      '   ',
      '<p></p>',
      '<p>&nbsp;</p><p><br></p>',
      '<div> </div>',
      '<hr>',
      '<!-- x -->',
    ]) {
      expect(sanitizeHtml(blank), String(blank)).toBeNull();
    }
    expect(sanitizeHtml('<p>0</p>')).toBe('<p>0</p>');
  });

  it('is idempotent', () => {
    for (const html of [
      '<p>Café &amp; <a href="https://x.example" target="_blank">Link</a><img src="/a.png" alt="A &quot;B&quot;"></p>',
      '<p>offen <b>fett',
      '<table><tr><td>1</td></tr></table>',
      'a < b > c & d',
    ]) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('takes a megabyte of mixed hostile markup (without pathological slowness)', () => {
    const chunk =
      '<p>Müller &amp; <b>Söhne</b> <a href="https://x.example" onclick="x()">Link</a>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="JaVa&#x09;script:alert(1)">j</a></p>';
    const html = chunk.repeat(Math.ceil(1_048_576 / chunk.length));
    expect(html.length).toBeGreaterThanOrEqual(1_048_576);
    const clean = sanitizeHtml(html);
    expectInert(clean);
    expect(clean).toContain(
      '<p>Müller &amp; <b>Söhne</b> <a href="https://x.example" rel="noopener noreferrer">Link</a>',
    );
  });

  it('reduces markup nested deeper than any real text to its text (no quadratic parse)', () => {
    const deep = `${'<div><b>'.repeat(150_000)}Tief &amp; tiefer<script>alert(1)</script><img src=x onerror=alert(1)>`;
    expect(deep.length).toBeGreaterThan(1_000_000);
    expect(sanitizeHtml(deep)).toBe('<p>Tief &amp; tiefer</p>');
    expect(htmlToText(deep)).toBe('Tief & tiefer');
    // nesting within the limit keeps its markup
    const nested = `${'<div>'.repeat(200)}x${'</div>'.repeat(200)}`;
    expect(sanitizeHtml(nested)).toBe(nested);
  });
});

describe('htmlToText', () => {
  it('strips tags, decodes entities and separates blocks with a space', () => {
    expect(
      htmlToText(
        '<h2>Willkommen</h2><p>Neuigkeiten aus dem Center &amp; mehr.</p><p>Straße&nbsp;12 &#228; &#xE4; &lt;b&gt;</p>',
      ),
    ).toBe('Willkommen Neuigkeiten aus dem Center & mehr. Straße 12 ä ä <b>');
    expect(htmlToText('<ul><li>eins</li><li>zwei</li></ul>drei<br>vier<td>a</td><td>b</td>')).toBe(
      'eins zwei drei vier a b',
    );
  });

  it('joins inline elements without a space and collapses whitespace', () => {
    expect(htmlToText('  <p>Sh<b>o</b>p  \n\t <em>Nr.</em>\n 1 </p> ')).toBe('Shop Nr. 1');
  });

  it('drops script and style contents and comments', () => {
    expect(htmlToText('<p>a<script>var x = "<p>b</p>";</script>c</p><style>p { color: red }</style><!-- d -->e')).toBe(
      'ac e',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<p> &nbsp; </p>')).toBe('');
  });
});

describe('excerptOf', () => {
  it('keeps a text that fits as it is', () => {
    expect(excerptOf('<p>Kurz &amp; gut</p>')).toBe('Kurz & gut');
    expect(excerptOf('<p>12345</p>', 5)).toBe('12345');
    expect(excerptOf(null)).toBe('');
  });

  it('cuts at the last word boundary and appends … within max', () => {
    const html = `<h2>Willkommen</h2><p>${'Neuigkeiten aus dem Center &amp; mehr. '.repeat(12)}</p>`;
    const excerpt = excerptOf(html);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(htmlToText(html).startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt).toMatch(/\S…$/);
    // the word before the cut is whole
    const words = htmlToText(html).split(' ');
    expect(words).toContain(excerpt.slice(0, -1).split(' ').at(-1));
    expect(excerptOf('eins zwei drei vier', 12)).toBe('eins zwei…');
    expect(excerptOf('eins zwei drei vier', 11)).toBe('eins zwei…');
    expect(excerptOf('eins zwei drei vier', 10)).toBe('eins zwei…');
    expect(excerptOf('eins zwei drei vier', 9)).toBe('eins…');
    expect(excerptOf('Hallo, Welt und mehr', 8)).toBe('Hallo…');
  });

  it('cuts a single overlong word between characters', () => {
    expect(excerptOf('a'.repeat(300), 200)).toBe(`${'a'.repeat(199)}…`);
  });

  it('never cuts inside a surrogate pair or an emoji sequence', () => {
    // the emoji straddles the cut point (code units 198-199 of a 199-unit room)
    const word = `${'a'.repeat(198)}😀😀😀`;
    const excerpt = excerptOf(word, 200);
    expect(excerpt).toBe(`${'a'.repeat(198)}…`);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);

    const emojis = excerptOf('😀'.repeat(150), 200);
    expect(emojis).toBe(`${'😀'.repeat(99)}…`);
    expect(emojis.length).toBe(199);

    const family = '👨‍👩‍👧‍👦';
    expect(excerptOf(family.repeat(20), 20)).toBe(`${family}…`);

    // at a word boundary the emoji stays whole with its word
    const text = `${'wort '.repeat(39)}😀😀 ende`;
    const cut = excerptOf(text, 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toBe(`${'wort '.repeat(39)}😀😀…`);
    const shorter = excerptOf(text, 199);
    expect(shorter).toBe(`${'wort '.repeat(38)}wort…`);
    expect(shorter).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('counts the ellipsis within max, also for tiny max', () => {
    expect(excerptOf('abc def', 1)).toBe('…');
    expect(excerptOf('abc def', 0)).toBe('');
    expect(excerptOf('abc def', 4)).toBe('abc…');
  });
});
