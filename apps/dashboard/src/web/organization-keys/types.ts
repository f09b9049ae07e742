// The rows of the organizationKeys procedures the organization keys screen works with.
import type { RouterOutputs } from '../trpc';

export type Organization = RouterOutputs['organizationKeys']['organizations'][number];
export type OrganizationKey = RouterOutputs['organizationKeys']['page']['rows'][number];
/** A created key: its name, its organization and the key itself, shown once (kept in memory only). */
export interface IssuedOrganizationKey {
  keyName: string;
  organizationName: string;
  key: string;
}
