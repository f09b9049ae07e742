import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation, parseInput, SlugInput } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import {
  assertCoordinatePair,
  assertDomainFree,
  CenterBrandingInput,
  CenterContactInput,
  domainTaken,
  PLACE_AND_CONTACT_COLUMNS,
  updateCenterSettings,
} from './center-settings';

// Spec 4.6, 9: the center record of the agency integration API (`/api/agencyos/v1/centers`): the branding and
// contact fields of the center settings, `latitude` and `longitude` included, as one flat object. Writes go
// through the center settings (one validation, one content version bump); a create adds the slug. Bodies are
// strict: an unknown field (a typo such as `lat`) is refused instead of silently dropped.

export const AgencyCenterUpdateInput = z.strictObject({
  ...CenterBrandingInput.shape,
  ...CenterContactInput.shape,
});
export const AgencyCenterCreateInput = z.strictObject({
  ...AgencyCenterUpdateInput.shape,
  name: CenterBrandingInput.shape.name.unwrap(),
  slug: SlugInput,
});
export type AgencyCenterUpdate = z.input<typeof AgencyCenterUpdateInput>;
export type AgencyCenterCreate = z.input<typeof AgencyCenterCreateInput>;

const AGENCY_CENTER_COLUMNS = [
  'id',
  'organizationId',
  'name',
  'slug',
  'shortName',
  ...PLACE_AND_CONTACT_COLUMNS,
  'customDomain',
  'websiteTemplate',
  'theme',
  'baseColor',
  'secondaryColor',
  'accentColor',
  'logo',
  'favicon',
  'websiteFavicon',
  'coverImageUrl',
  'comingSoonEnabled',
  'contentVersion',
  'createdAt',
  'updatedAt',
] as const;

/** The center as the agency API answers it (whitelisted columns; no secrets live in this table anyway). */
export async function getAgencyCenter(db: Kysely<Database>, centerId: string) {
  const row = await db
    .selectFrom('centers')
    .select(AGENCY_CENTER_COLUMNS)
    .where('id', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return row;
}
export type AgencyCenter = Awaited<ReturnType<typeof getAgencyCenter>>;

/** The organization a center belongs to (the agency API's target), or NOT_FOUND. */
export async function centerOrganization(db: Kysely<Database>, centerId: string) {
  const row = await db
    .selectFrom('centers')
    .select(['id', 'organizationId'])
    .where('id', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return { centerId: row.id, organizationId: row.organizationId };
}

/** The flat agency record as the settings' groups: contact fields apart, everything else branding. */
function split<T extends { phone?: unknown; email?: unknown; websiteUrl?: unknown }>(data: T) {
  const { phone, email, websiteUrl, ...branding } = data;
  const contact = Object.fromEntries(
    Object.entries({ phone, email, websiteUrl }).filter(([, value]) => value !== undefined),
  );
  return { branding, contact };
}

/** Changes the fields given; latitude and longitude stay a pair (see `assertCoordinatePair`). */
export async function updateAgencyCenter(db: Kysely<Database>, centerId: string, input: AgencyCenterUpdate) {
  parseInput(AgencyCenterUpdateInput, input);
  // the settings parse the raw input again (their transforms run once, on the raw values)
  await updateCenterSettings(db, centerId, split(input));
  return getAgencyCenter(db, centerId);
}

/** Creates a center of the organization. Slug and custom domain are unique across the platform (409). */
export async function createAgencyCenter(db: Kysely<Database>, organizationId: string, input: AgencyCenterCreate) {
  const data = parseInput(AgencyCenterCreateInput, input);
  assertCoordinatePair(data.latitude, data.longitude);
  const { branding, contact } = split(data);
  const { slug, logo, ...fields } = branding;
  try {
    const row = await db.transaction().execute(async (trx) => {
      const organization = await trx
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', organizationId)
        .executeTakeFirst();
      if (!organization) throw new DomainError('not_found', 'ORGANIZATION_NOT_FOUND', 'No such organization.');
      if (fields.customDomain) await assertDomainFree(trx, fields.customDomain);
      return trx
        .insertInto('centers')
        .values({ organizationId, slug, ...fields, ...contact, ...(logo !== undefined ? { logo, logoUrl: logo } : {}) })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    return getAgencyCenter(db, row.id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const slugTaken = await db.selectFrom('centers').select('id').where('slug', '=', slug).executeTakeFirst();
    if (slugTaken)
      throw new DomainError('conflict', 'SLUG_TAKEN', `The slug ${slug} is already used by another center.`);
    throw domainTaken(fields.customDomain ?? '');
  }
}
