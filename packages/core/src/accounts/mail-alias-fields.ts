import { z } from 'zod';

// A forwarding alias as staff enter it (browser-safe: `@center-platform/core/shared`): the dashboard's form and
// the server check it with this one schema.
export const MailAliasInput = z.object({ alias: z.email().max(320), targetEmail: z.email().max(320) });

/** The columns the alias list sorts by, and the states it filters by. */
export const MAIL_ALIAS_SORT_KEYS = ['alias', 'target', 'status', 'created'] as const;
export type MailAliasSortKey = (typeof MAIL_ALIAS_SORT_KEYS)[number];
export const MAIL_ALIAS_STATES = ['pending', 'verified'] as const;
export type MailAliasState = (typeof MAIL_ALIAS_STATES)[number];
