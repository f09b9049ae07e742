// The one shared layout of every dashboard e-mail (spec 6.1): HTML with inline styles and the same content as text.

/** A piece of mail content. Every string is plain text: the layout escapes it for the HTML part. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: (string | { text: string; url?: string | null })[] }
  /** label/value rows, e.g. old and new role */
  | { type: 'details'; rows: [label: string, value: string][] }
  /** the main link: a button, and the link as text below it */
  | { type: 'button'; label: string; url: string }
  /** a further link, as a labelled line */
  | { type: 'link'; label: string; url: string }
  /** small print under the button, e.g. how long the link is valid */
  | { type: 'note'; text: string }
  /** multi-line text kept as written (line breaks shown), e.g. a visitor's message */
  | { type: 'multiline'; text: string };

/**
 * A center's look for the mails sent on its behalf (spec 6.3). Colors must be checked safe hex colors
 * (`#rgb`/`#rrggbb`); the header shows the logo on `headerColor`, else `title` as text.
 */
export interface MailBrand {
  title: string;
  headerColor: string;
  accentColor: string;
  /** an absolute http(s) URL */
  logoUrl?: string | null;
}

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** why the recipient gets this mail; one line each */
  footer: string[];
  /** without it: the platform's own neutral header */
  brand?: MailBrand;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `${FONT};font-size:15px;line-height:1.6;color:#1f2937`;
const SMALL = `${FONT};font-size:13px;line-height:1.5;color:#6b7280`;
const ACCENT = '#1d4ed8';

const linkHtml = (url: string, label = url, accent = ACCENT) =>
  `<a href="${escapeHtml(url)}" style="color:${accent};text-decoration:underline;word-break:break-all">${escapeHtml(label)}</a>`;

function blockHtml(block: MailBlock, accent: string): string {
  const link = (url: string, label = url) => linkHtml(url, label, accent);
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${TEXT}">${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:22px;${TEXT}">${block.items
        .map((item) => {
          const { text, url } = typeof item === 'string' ? { text: item, url: null } : item;
          return `<li style="margin:0 0 6px">${escapeHtml(text)}${url ? `<br>${link(url)}` : ''}</li>`;
        })
        .join('')}</ul>`;
    case 'details':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;vertical-align:top;${SMALL}">${escapeHtml(label)}</td><td style="padding:2px 0;vertical-align:top;${TEXT};font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>',
        `<td style="border-radius:6px;background:${accent}">`,
        `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a>`,
        '</td></tr></table>',
        `<p style="margin:0 0 16px;${SMALL}">Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br>${link(block.url)}</p>`,
      ].join('');
    case 'link':
      return `<p style="margin:0 0 16px;${TEXT}">${escapeHtml(block.label)}: ${link(block.url)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;${SMALL}">${escapeHtml(block.text)}</p>`;
    case 'multiline':
      return `<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${accent};background:#f9fafb;white-space:pre-wrap;word-break:break-word;${TEXT}">${escapeHtml(block.text)}</div>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
    case 'multiline':
      return block.text;
    case 'list':
      return block.items
        .map((item) => (typeof item === 'string' ? `- ${item}` : `- ${item.text}${item.url ? `\n  ${item.url}` : ''}`))
        .join('\n');
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'link':
      return `${block.label}:\n${block.url}`;
  }
}

/** Black or white, whichever reads better on a `#rgb`/`#rrggbb` background (WCAG relative luminance). */
function textColorOn(hex: string): string {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r = 0, g = 0, b = 0] = digits.map((d) => {
    const c = Number.parseInt(d, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#111827' : '#ffffff';
}

function headerHtml(brand: MailBrand | undefined): string {
  if (!brand) {
    return `<tr><td style="padding:20px 32px;border-bottom:1px solid #e5e7eb;${FONT};font-size:14px;font-weight:600;color:#374151">Center Platform</td></tr>`;
  }
  const inner = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.title)}" height="40" style="display:block;height:40px;max-width:240px;border:0">`
    : escapeHtml(brand.title);
  return `<tr><td style="padding:20px 32px;border-radius:8px 8px 0 0;background:${brand.headerColor};${FONT};font-size:18px;font-weight:600;color:${textColorOn(brand.headerColor)}">${inner}</td></tr>`;
}

/** Renders content into the shared layout: `{ html, text }`. */
export function renderLayout(content: MailContent): { html: string; text: string } {
  const html = [
    '<!DOCTYPE html>',
    '<html lang="de">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb">',
    headerHtml(content.brand),
    '<tr><td style="padding:28px 32px 12px">',
    `<h1 style="margin:0 0 20px;${FONT};font-size:21px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map((block) => blockHtml(block, content.brand?.accentColor ?? ACCENT)),
    '</td></tr>',
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb">${content.footer
      .map((line) => `<p style="margin:0 0 6px;${SMALL};font-size:12px">${escapeHtml(line)}</p>`)
      .join('')}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');

  const text = [
    content.heading,
    '',
    content.blocks.map(blockText).join('\n\n'),
    '',
    '--',
    content.footer.join('\n'),
    '',
  ].join('\n');

  return { html, text };
}
