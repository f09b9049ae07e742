// Links, validity and German wording shared by the templates of spec 6.1 (page paths of 4.5, validity of 5 and 8).
import { TOKEN_VALIDITY_MS, tokenLink } from '../accounts/one-time-tokens';
import type { AccountTokenPurpose } from '../db/schema';

/** Page paths of spec 4.5 that mails link to (the token pages come from accounts/one-time-tokens). */
export const MAIL_PAGES = {
  signIn: '/auth/signin',
  dashboard: '/dashboard',
  notificationSettings: '/dashboard/settings/notifications',
} as const;

export interface MailContext {
  /** absolute http(s) base without a trailing slash */
  baseUrl: string;
  /** an absolute URL for a path of this platform, or the given absolute http(s) URL unchanged */
  url(pathOrUrl: string): string;
  /** the one-time link of a purpose */
  tokenUrl(purpose: AccountTokenPurpose, token: string): string;
}

export function createMailContext(baseUrl: string): MailContext {
  const base = parseHttpUrl(baseUrl, 'baseUrl').href.replace(/\/+$/, '');
  return {
    baseUrl: base,
    url: (pathOrUrl) =>
      pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')
        ? `${base}${pathOrUrl}`
        : parseHttpUrl(pathOrUrl, 'link').href,
    tokenUrl: (purpose, token) => {
      if (!token) throw new Error(`a ${purpose} link needs a token`);
      return tokenLink(base, purpose, token);
    },
  };
}

function parseHttpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} must be an absolute http(s) URL or a path starting with /, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${what} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url;
}

const HOUR = 60 * 60 * 1000;

/** "7 Tage" or "24 Stunden": how long a one-time link of this purpose is valid. */
export function validityText(purpose: AccountTokenPurpose): string {
  const ms = TOKEN_VALIDITY_MS[purpose];
  const hours = Math.round(ms / HOUR);
  if (hours > 24 && hours % 24 === 0) return `${hours / 24} Tage`;
  return hours === 1 ? '1 Stunde' : `${hours} Stunden`;
}

export function oneTimeLinkNote(purpose: AccountTokenPurpose): string {
  return `Der Link ist ${validityText(purpose)} gültig und kann nur einmal verwendet werden.`;
}

export function greeting(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `Hallo ${trimmed},` : 'Guten Tag,';
}

const TIME_ZONE = 'Europe/Berlin';
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** "21. November 2026 um 14:30 Uhr" (Europe/Berlin) */
export function formatDateTime(value: Date): string {
  return `${dateTimeFormat.format(value)} Uhr`;
}

/** "21.11.2026" (Europe/Berlin) */
export function formatDate(value: Date): string {
  return dateFormat.format(value);
}

/** "März 2026" from "2026-03" or "2026-03-01"; anything else is shown as given. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  if (!match) return value;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return value;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}

/** A subject line: one line, long data cut short. */
export function subjectLine(value: string, max = 140): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 3).trimEnd()}...` : line;
}

/** A data value inside a subject (e.g. a post title), cut short. */
export function shortTitle(value: string, max = 60): string {
  return subjectLine(value, max);
}
