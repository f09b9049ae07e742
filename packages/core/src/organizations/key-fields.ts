import { z } from 'zod';
import { CLEAN_TEXT } from '../content/characters';
import { AGENCY_KEY_SCOPES } from './key-scopes';

// The fields of a new organization key as staff enter them (browser-safe: `@center-platform/core/shared`). The
// dashboard's form checks them with this schema; the server's OrganizationKeyCreateInput (api-keys.ts) is the same
// schema with the name's markup stripped first.

export const ORGANIZATION_KEY_NAME_MAX_LENGTH = 100;

export const OrganizationKeyFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A name is required.')
    .max(ORGANIZATION_KEY_NAME_MAX_LENGTH)
    .refine(...CLEAN_TEXT),
  scopes: z
    .array(z.enum(AGENCY_KEY_SCOPES))
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => AGENCY_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  /** optional end of validity (ISO timestamp in the future) */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** The columns the key list sorts by, and the states it filters by. */
export const ORGANIZATION_KEY_SORT_KEYS = ['name', 'created', 'lastUsed', 'expires'] as const;
export type OrganizationKeySortKey = (typeof ORGANIZATION_KEY_SORT_KEYS)[number];
export const ORGANIZATION_KEY_STATES = ['active', 'revoked', 'expired'] as const;
export type OrganizationKeyState = (typeof ORGANIZATION_KEY_STATES)[number];
