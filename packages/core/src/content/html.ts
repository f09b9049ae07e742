// Rich text that visitor websites render (shop descriptions, news, events, offers, jobs, services) comes from
// staff editors and from the legacy import, whose HTML carries scripts, event handlers and worse. Every such
// value passes `sanitizeHtml` before it is stored: an allowlist of text markup (sanitize-html, htmlparser2
// underneath), links only to http(s)/mailto/tel or relative targets, images only from http(s) or relative
// sources. `htmlToText` and `excerptOf` give the plain text of the same markup (spec 2.8: the import's excerpt,
// at most 200 characters).
import sanitize, { type IOptions } from 'sanitize-html';

/** Elements whose content is never text for a reader: dropped with everything inside. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'head',
  'title',
];

const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'sup',
  'sub',
  'small',
  'code',
  'pre',
];

const RICH_TEXT: IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    // the page has its own h1; a heading of the text starts one level below
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      const next: Record<string, string> = { ...rest, rel: 'noopener noreferrer' };
      if (target?.trim().toLowerCase() === '_blank') next.target = '_blank';
      return { tagName, attribs: next };
    },
  },
};

/**
 * An `<img>` left without `src` (refused or never given) would show a broken frame: removed. (Not with
 * sanitize-html's exclusiveFilter, whose removal copies the whole output each time.) A `"` inside an attribute
 * value is escaped, so ` src="` is only ever the attribute itself.
 */
const IMG_WITHOUT_SRC = /<img(?![^>]* src=")[^>]*>/g;

/**
 * The rich text with everything but the allowlisted markup removed; null when nothing visible is left (no text,
 * no image). Disallowed elements lose their tags and keep their text, except scripts, styles, iframes, SVG and
 * the like, which are dropped with their content. Idempotent: sanitizing the result again changes nothing.
 * Markup nested deeper than any real text (see MAX_DEPTH) is reduced to its text in one paragraph.
 */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  const parsed = guarded(html, RICH_TEXT);
  const clean = parsed === undefined ? flattened(html) : parsed.replace(IMG_WITHOUT_SRC, '').trim();
  if (clean === '') return null;
  // sanitize-html escapes `<` and `>` in text and attribute values, so every `<...>` left is one tag
  const visibleText = clean.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot);/g, 'x');
  if (!/\S/.test(visibleText) && !/<img\b/.test(clean)) return null;
  return parsed === undefined ? `<p>${clean}</p>` : clean;
}

/** Elements that separate words: their boundaries become a space in the text. */
const BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'img',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];

// Keeps only the block tags, without attributes: what is left is plain text (with `&`, `<`, `>` escaped by
// sanitize-html) and bare tags like `<p>`, `</p>`, `<br />`, which the text pass turns into spaces.
const BLOCKS_ONLY: IOptions = {
  allowedTags: BLOCK_TAGS,
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
};

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text a reader sees: tags stripped, entities decoded (`&amp;`, `&nbsp;`, numeric ones), block boundaries
 * as spaces, whitespace collapsed to single spaces and trimmed; script and style contents are dropped.
 */
export function htmlToText(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  const escaped = guarded(html, BLOCKS_ONLY)?.replace(/<[^>]*>/g, ' ') ?? flattened(html);
  return unescapeText(escaped).replace(/\s+/g, ' ').trim();
}

const unescapeText = (escaped: string) =>
  escaped.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity);

// ---------------------------------------------------------------- plain text

/** The start of something a browser would read as markup: a tag, an end tag, a comment or a declaration. */
const TAG_LIKE = /<[a-zA-Z!/?]/;

const NO_MARKUP: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
};

/** Whether the text holds anything a browser would read as markup. */
export function hasMarkup(text: string): boolean {
  return TAG_LIKE.test(text);
}

/**
 * Plain text (names, titles, labels) as a reader means it: markup removed (scripts and the like with their
 * content), everything else kept as typed, line breaks included. Text without markup is returned unchanged; an
 * entity that decodes to markup (`&lt;script&gt;`) is removed by the next pass, so no tag is ever left.
 */
export function stripMarkup(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3 && hasMarkup(current); pass++) {
    current = unescapeText(guarded(current, NO_MARKUP) ?? flattened(current)).trim();
  }
  return hasMarkup(current) ? current.replace(ANY_TAG, '').trim() : current;
}

// ---------------------------------------------------------------- deep nesting

/**
 * Deeper than any rich text nests. htmlparser2 keeps its open elements in an array it grows at the front, so a
 * megabyte of unclosed `<b>` or `<div>` costs quadratic time (minutes); a parse is abandoned at this depth.
 */
const MAX_DEPTH = 256;
const TOO_DEEP = new Error('markup nested too deeply');

/** sanitize-html with `options`, or undefined when the markup nests deeper than MAX_DEPTH. */
function guarded(html: string, options: IOptions): string | undefined {
  let depth = 0;
  try {
    return sanitize(html, {
      ...options,
      onOpenTag: () => {
        depth += 1;
        if (depth > MAX_DEPTH) throw TOO_DEEP;
      },
      onCloseTag: () => {
        depth -= 1;
      },
    });
  } catch (error) {
    if (error === TOO_DEEP) return undefined;
    throw error;
  }
}

const DROPPED_ELEMENT = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ANY_TAG = /<[a-zA-Z/!?][^>]*(?:>|$)/g;
const NO_TAGS: IOptions = { allowedTags: [], allowedAttributes: {}, parseStyleAttributes: false };

/**
 * The text of markup too deep to parse, escaped like sanitize-html's text: dropped elements, comments and tags
 * are removed by linear patterns (each match runs to its end or to the end of the input) and the rest, which
 * holds no tag any more, passes sanitize-html to decode its entities. Loses inline word joins; only for input
 * no editor produces.
 */
function flattened(html: string): string {
  const text = html.replace(DROPPED_ELEMENT, ' ').replace(COMMENT, ' ').replace(ANY_TAG, ' ');
  return (guarded(text, NO_TAGS) ?? '').replace(/\s+/g, ' ').trim();
}

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text of the markup in at most `max` characters (UTF-16 code units, so never more code points either). A
 * longer text ends at the last word boundary that fits, followed by `…` (counted in `max`); a single word longer
 * than that is cut between two characters (graphemes: never inside a surrogate pair or an emoji sequence).
 */
export function excerptOf(html: string | null | undefined, max = 200): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  if (max < 1) return '';
  const room = max - ELLIPSIS.length;
  let head = text.slice(0, room);
  if (!/\s/.test(text.charAt(room))) {
    const lastSpace = head.search(/\s\S*$/);
    head = lastSpace > 0 ? head.slice(0, lastSpace) : wholeGraphemes(text, room);
  }
  head = head.replace(/[\s,;:–—-]+$/u, '');
  return head === '' ? ELLIPSIS : `${head}${ELLIPSIS}`;
}

/** The longest run of whole graphemes from the start of `text` within `room` code units. */
function wholeGraphemes(text: string, room: number): string {
  let end = 0;
  for (const { index, segment } of graphemes.segment(text.slice(0, room + 16))) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
