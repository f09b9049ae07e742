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
  | { type: 'note'; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** why the recipient gets this mail; one line each */
  footer: string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `${FONT};font-size:15px;line-height:1.6;color:#1f2937`;
const SMALL = `${FONT};font-size:13px;line-height:1.5;color:#6b7280`;
const ACCENT = '#1d4ed8';

const link = (url: string, label = url) =>
  `<a href="${escapeHtml(url)}" style="color:${ACCENT};text-decoration:underline;word-break:break-all">${escapeHtml(label)}</a>`;

function blockHtml(block: MailBlock): string {
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
        `<td style="border-radius:6px;background:${ACCENT}">`,
        `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a>`,
        '</td></tr></table>',
        `<p style="margin:0 0 16px;${SMALL}">Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br>${link(block.url)}</p>`,
      ].join('');
    case 'link':
      return `<p style="margin:0 0 16px;${TEXT}">${escapeHtml(block.label)}: ${link(block.url)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;${SMALL}">${escapeHtml(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
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
    `<tr><td style="padding:20px 32px;border-bottom:1px solid #e5e7eb;${FONT};font-size:14px;font-weight:600;color:#374151">Center Platform</td></tr>`,
    '<tr><td style="padding:28px 32px 12px">',
    `<h1 style="margin:0 0 20px;${FONT};font-size:21px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map(blockHtml),
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
