// What the rich-text editor does to pasted HTML before ProseMirror parses it into the editor's schema (which drops
// every element and attribute it does not know on its own). Word (and Outlook) put their own markup on the
// clipboard: conditional comments, `<o:p>` placeholders, `mso-` styles, `Mso…` classes, list bullets drawn as
// text. A pure function on the HTML string, so it is tested without a browser; the server's sanitizer still runs
// on every save.

/** Conditional comments of Office (`<!--[if gte mso 9]>…<![endif]-->`): settings and shapes, never text. */
const CONDITIONAL_COMMENT = /<!--\[if[\s\S]*?<!\[endif\]\s*-->/gi;
/** Word's list marker: the bullet or number it draws before a list paragraph, for browsers without lists. */
const LIST_MARKER = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/gi;
/** Other downlevel-revealed conditionals: their markers go, their content stays. */
const REVEALED_CONDITIONAL = /<!\[(?:if[^\]]*|endif)\]>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Elements whose content is no text of the document: dropped with it. */
const DROPPED_WITH_CONTENT =
  /<(style|script|xml|head|title|template|noscript|iframe|object)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const DROPPED_EMPTY = /<\/?(?:meta|link|base|html|body|!doctype)\b[^>]*>/gi;
/** `<o:p>` holds the non-breaking space Word puts into an empty paragraph: dropped with it. */
const OFFICE_PARAGRAPH = /<o:p\b[^>]*>[\s\S]*?<\/o:p\s*>|<\/?o:p\b[^>]*>/gi;
/** Other namespaced Office elements (`<v:shape>`, `<w:sdt>`, `<st1:place>`): the tags go, text inside stays. */
const NAMESPACED_TAG = /<\/?[a-z][\w-]*:[\w-]+\b(?:"[^"]*"|'[^']*'|[^'">])*>/gi;
/** A start tag with its attributes (quoted values may hold `>`). */
const START_TAG = /<([a-z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** A paragraph with nothing visible in it (Word's spacing between paragraphs). */
const EMPTY_PARAGRAPH = /<p\b[^>]*>(?:\s|&nbsp;|&#160;|\u00a0|<br\s*\/?>)*<\/p\s*>/gi;
/** A paragraph Word made a list item of (`style="mso-list:l0 level1 lfo1"`). */
const LIST_PARAGRAPH = /<p\b([^>]*mso-list:[^>]*)>([\s\S]*?)<\/p\s*>/gi;
/** A run of such paragraphs, with nothing but white space between them. */
const LIST_RUN = /(?:<p\b[^>]*mso-list:[^>]*>[\s\S]*?<\/p\s*>\s*)+/gi;

const OFFICE_CLASS = /^mso/i;
const OFFICE_STYLE = /^\s*mso-/i;

/** The attributes of a start tag without Word's classes and styles (and without `lang`, which only Word sets). */
function cleanAttributes(attributes: string): string {
  const kept: string[] = [];
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    if (name === 'lang') continue;
    let next = value;
    if (name === 'class' && value !== undefined) {
      next = value
        .split(/\s+/)
        .filter((token) => token !== '' && !OFFICE_CLASS.test(token))
        .join(' ');
    } else if (name === 'style' && value !== undefined) {
      next = value
        .split(';')
        .filter((declaration) => declaration.trim() !== '' && !OFFICE_STYLE.test(declaration))
        .map((declaration) => declaration.trim())
        .join('; ');
    }
    if ((name === 'class' || name === 'style') && !next) continue;
    kept.push(next === undefined ? ` ${name}` : ` ${name}="${next.replace(/"/g, '&quot;')}"`);
  }
  return kept.join('');
}

/** The text of Word's list marker (`1.`, `a)`, `·`): a number or letter makes an ordered list. */
const isOrderedMarker = (marker: string) =>
  /^[\w]{1,5}[.)]$/.test(
    marker
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, '')
      .trim(),
  );

/**
 * Word's list paragraphs as lists: each run of consecutive list paragraphs becomes one `<ul>` or `<ol>` (by the
 * marker of its first item), their markers removed. Nested levels become items of the one list.
 */
function wordListsAsLists(html: string): string {
  return html.replace(LIST_RUN, (run) => {
    let ordered: boolean | undefined;
    const items = [...run.matchAll(LIST_PARAGRAPH)].map((item) => {
      const body = (item[2] ?? '').replace(LIST_MARKER, (_whole, marker: string) => {
        ordered ??= isOrderedMarker(marker);
        return '';
      });
      return `<li>${body.trim()}</li>`;
    });
    const list = ordered ? 'ol' : 'ul';
    return `<${list}>${items.join('')}</${list}>`;
  });
}

/**
 * Pasted HTML without Office's markup: conditional and other comments, `<style>`, `<script>`, `<meta>` and the
 * like, `<o:p>` and other namespaced elements, `mso-` styles, `Mso…` classes and `lang`; Word's list paragraphs
 * become lists, empty paragraphs go, and `<h1>` becomes `<h2>` (the page has its own h1, as the sanitizer says).
 * Everything else is left for the editor's schema to take or drop.
 */
export function cleanPastedHtml(html: string): string {
  let out = html.replace(CONDITIONAL_COMMENT, '');
  out = wordListsAsLists(out);
  out = out
    .replace(LIST_MARKER, '')
    .replace(REVEALED_CONDITIONAL, '')
    .replace(COMMENT, '')
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(DROPPED_EMPTY, '')
    .replace(OFFICE_PARAGRAPH, '')
    .replace(NAMESPACED_TAG, '');
  out = out.replace(START_TAG, (_tag, name: string, attributes: string, selfClosing: string) => {
    const tag = name.toLowerCase() === 'h1' ? 'h2' : name;
    return `<${tag}${cleanAttributes(attributes)}${selfClosing ? ' /' : ''}>`;
  });
  return out
    .replace(/<\/h1\s*>/gi, '</h2>')
    .replace(EMPTY_PARAGRAPH, '')
    .trim();
}
