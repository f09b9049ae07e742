/** What an organization key may do: `read` the agency reads, `write` the agency writes (a write key usually holds both). */
export const AGENCY_KEY_SCOPES = ['read', 'write'] as const;
export type AgencyKeyScope = (typeof AGENCY_KEY_SCOPES)[number];
