// The pure parts of the organization keys screen (spec 4.6, 5): the status of a key, how its prefix and
// scopes read, and the checks and the input of the create form.
import { AGENCY_KEY_SCOPES, type AgencyKeyScope, OrganizationKeyFields } from '@center-platform/core/shared';
import { problemResolver } from '../components/problem-resolver';
import type { MessageKey, Translate } from '../i18n';

/** The agency integration API an organization key is presented to, and its reference page. */
export const AGENCY_API_BASE = '/api/agencyos/v1/';
export const AGENCY_API_DOCS = '/api/agencyos/v1/docs';

/** The agency API's address on this host, e.g. `https://platform.example/api/agencyos/v1/`. */
export const agencyApiUrl = (origin: string) => `${origin.replace(/\/+$/, '')}${AGENCY_API_BASE}`;

export type KeyStatus = 'active' | 'revoked' | 'expired';

type Instant = string | Date | null | undefined;
const time = (value: Instant) => (value == null ? null : new Date(value).getTime());

/** Revoked wins over expired; a key whose end of validity has come is expired. */
export function keyStatus(key: { revokedAt: Instant; expiresAt: Instant }, now = new Date()): KeyStatus {
  if (key.revokedAt != null) return 'revoked';
  const expires = time(key.expiresAt);
  if (expires !== null && expires <= now.getTime()) return 'expired';
  return 'active';
}

export const KEY_STATUS_LABELS: Record<KeyStatus, MessageKey> = {
  active: 'orgKeys.status.active',
  revoked: 'orgKeys.status.revoked',
  expired: 'orgKeys.status.expired',
};

export function keyStatusBadgeClass(status: KeyStatus): string {
  return status === 'active' ? 'badge badge-ok' : status === 'revoked' ? 'badge badge-warn' : 'badge badge-off';
}

/** The stored beginning of a key, marked as cut off: `cpo_xxxxxx…`. */
export const keyPrefixLabel = (prefix: string) => `${prefix}…`;

const SCOPE_LABELS: Record<AgencyKeyScope, MessageKey> = { read: 'orgKeys.scope.read', write: 'orgKeys.scope.write' };

/** The scopes of a key in words, e.g. "read, write"; an unknown stored scope is shown as it is. */
export function scopesLabel(scopes: readonly string[], t: Translate): string {
  if (scopes.length === 0) return '—';
  return scopes
    .map((scope) => (Object.hasOwn(SCOPE_LABELS, scope) ? t(SCOPE_LABELS[scope as AgencyKeyScope]) : scope))
    .join(', ');
}

export interface KeyDraft {
  name: string;
  scopes: Record<AgencyKeyScope, boolean>;
  /** the last day of validity, 'YYYY-MM-DD' (a date input's value); blank: no end */
  expiresOn: string;
}

export const EMPTY_KEY_DRAFT: KeyDraft = { name: '', scopes: { read: true, write: true }, expiresOn: '' };

export type KeyDraftProblems = Partial<Record<keyof KeyDraft, MessageKey>>;

/** The end of validity of a last day: the start of the next day, local time; undefined for no valid date. */
export function expiryInstant(expiresOn: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expiresOn.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return new Date(year, month - 1, day + 1);
}

/**
 * The problems a field shows before the server is asked: the name and scopes as core's schema of a key checks them,
 * and the last day of validity, which only the form holds as a day.
 */
export function keyDraftProblems(draft: KeyDraft, now = new Date()): KeyDraftProblems {
  const problems: KeyDraftProblems = {};
  for (const issue of OrganizationKeyFields.safeParse(keyInput(draft)).error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'scopes') problems.scopes = 'orgKeys.form.scopesMissing';
    else if (field === 'name')
      problems.name ??=
        issue.code === 'too_small'
          ? 'orgKeys.form.nameMissing'
          : issue.code === 'too_big'
            ? 'orgKeys.form.nameTooLong'
            : 'common.inputError';
  }
  if (draft.expiresOn.trim() !== '') {
    const expiry = expiryInstant(draft.expiresOn);
    if (!expiry) problems.expiresOn = 'orgKeys.form.expiryInvalid';
    else if (expiry.getTime() <= now.getTime()) problems.expiresOn = 'orgKeys.form.expiryPast';
  }
  return problems;
}

/** The react-hook-form resolver of the create form: each problem's message key is its field's error `type`. */
export const keyResolver = problemResolver<KeyDraft, KeyInput>((draft) => keyDraftProblems(draft), keyInput);

/** The create input: the trimmed name, the chosen scopes in their order, the end of validity if one is set. */
export type KeyInput = { name: string; scopes: AgencyKeyScope[]; expiresAt?: string };

export function keyInput(draft: KeyDraft): KeyInput {
  const expiry = draft.expiresOn.trim() === '' ? undefined : expiryInstant(draft.expiresOn);
  return {
    name: draft.name.trim(),
    scopes: AGENCY_KEY_SCOPES.filter((scope) => draft.scopes[scope]),
    ...(expiry ? { expiresAt: expiry.toISOString() } : {}),
  };
}

/** The request header an agency client sends with a key. */
export const bearerHeader = (key: string) => `Authorization: Bearer ${key}`;
