// The link check of the rich-text editor: the targets the server's sanitizer keeps in rich text (core
// content/html.ts: http, https, mailto and tel, or a relative path; never a protocol-relative `//host`), checked
// before a link is set, so a link the website would lose is refused at the field in words. An address typed
// without its scheme is completed: `www.example.com` is a web address, `info@example.com` an e-mail address.
import { isSafeHref } from '@center-platform/core/shared';

export type LinkProblem = 'empty' | 'scheme' | 'invalid';
export type LinkCheck = { ok: true; href: string } | { ok: false; problem: LinkProblem };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@<>"'`/:]+@[^\s@<>"'`/:]+\.[^\s@<>"'`/:]+$/;
/** A host name with a top-level domain, then a path, query, fragment or port (or nothing). */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#:]|$)/i;
const TELEPHONE = /^tel:\+?[0-9][0-9 ()./-]{2,30}$/i;
const MAILTO = /^mailto:[^\s@<>"'`]+@[^\s@<>"'`?]+\.[^\s@<>"'`?]+(?:\?[^\s<>"'`]*)?$/i;

/**
 * The link target as it is set, or why it cannot be: `empty`, `scheme` (a scheme the website does not keep, such
 * as `javascript:`, `data:` or `ftp:`, or `//host`) or `invalid` (white space, markup characters, no host).
 */
export function checkLink(input: string): LinkCheck {
  let href = input.trim();
  if (href === '') return { ok: false, problem: 'empty' };
  if (!SCHEME.test(href)) {
    if (EMAIL.test(href)) href = `mailto:${href}`;
    else if (BARE_HOST.test(href) && !href.startsWith('.')) href = `https://${href}`;
  }
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (/^[\\/]{2}/.test(href)) return { ok: false, problem: 'scheme' };
  if (scheme === 'mailto') return MAILTO.test(href) ? { ok: true, href } : { ok: false, problem: 'invalid' };
  if (scheme === 'tel') return TELEPHONE.test(href) ? { ok: true, href } : { ok: false, problem: 'invalid' };
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'scheme' };
  if (/\s/.test(href) || !isSafeHref(href)) return { ok: false, problem: 'invalid' };
  if (scheme !== undefined && !/^https?:\/\/[^/?#\s]+/i.test(href)) return { ok: false, problem: 'invalid' };
  return { ok: true, href };
}

/**
 * Whether a link already in the text (loaded or pasted) stays a link: the sanitizer's own rule, by scheme (http,
 * https, mailto, tel, or none: a relative path), so nothing the website shows is lost by opening the editor. The
 * stricter `checkLink` is for links set in the editor.
 */
export function isAllowedLink(href: string): boolean {
  // browsers ignore control characters and white space inside a scheme (`java\tscript:`)
  const compact = href.replace(/[\s\p{Cc}]/gu, '');
  if (compact === '' || /^[\\/]{2}/.test(compact)) return false;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}
