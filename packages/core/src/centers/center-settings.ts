import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation, parseInput, STORED, touched, writeForCenter } from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { domainCandidates } from './domain';
import { centerLogo, DESIGN_COLUMNS } from './public-center';
import {
  PublicCenterplanSettings,
  PublicFeatures,
  PublicSeo,
  PublicVisitorPrivacy,
  publicChatbot,
  whitelist,
} from './public-settings';
import { centerSettingsInputs } from './settings-fields';

// The center settings screen (spec 2.2, 2.5): branding, SEO, chatbot, center plan options, feature switches and
// visitor privacy. Secret-free only: API keys, the companion configuration, the analytics page password and
// form recipients live in center_secrets, which nothing here reads or writes. Updates are partial: a group or
// field that is absent stays as stored; the keys of a JSON group that are not named stay too.

const settingsInput = centerSettingsInputs(STORED);
export const CenterBrandingInput = settingsInput.branding;
export const CenterContactInput = settingsInput.contact;
export const CenterSeoInput = settingsInput.seo;
export const CenterChatbotInput = settingsInput.chatbot;
export const CenterplanSettingsInput = settingsInput.centerplanSettings;
export const CenterFeaturesInput = settingsInput.features;
export const CenterPrivacyInput = settingsInput.privacy;
export const CenterSettingsInput = settingsInput.settings;
export { CustomDomainInput } from './settings-fields';
export type CenterSettingsUpdate = z.input<typeof CenterSettingsInput>;

/** The center's address, position and contact columns (the settings screen and the agency API). */
export const PLACE_AND_CONTACT_COLUMNS = [
  'address',
  'postalCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'phone',
  'email',
  'websiteUrl',
] as const;

const SETTINGS_COLUMNS = [
  'id',
  'slug',
  'contentVersion',
  'name',
  'shortName',
  ...DESIGN_COLUMNS,
  ...PLACE_AND_CONTACT_COLUMNS,
  'seo',
  'chatbot',
  'centerplanSettings',
  'features',
  'privacy',
] as const;

/** Everything the settings screen edits, with the JSON groups read through their public whitelists. */
export async function getCenterSettings(db: Kysely<Database>, centerId: string) {
  const row = await db.selectFrom('centers').select(SETTINGS_COLUMNS).where('id', '=', centerId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const {
    id,
    slug,
    contentVersion,
    seo,
    chatbot,
    centerplanSettings,
    features,
    privacy,
    logoUrl,
    phone,
    email,
    websiteUrl,
    ...branding
  } = row;
  return {
    centerId: id,
    slug,
    contentVersion,
    branding: { ...branding, logo: centerLogo({ logo: branding.logo, logoUrl }) },
    contact: { phone, email, websiteUrl },
    seo: whitelist(PublicSeo, seo),
    chatbot: whitelist(publicChatbot(branding.baseColor), chatbot),
    centerplanSettings: whitelist(PublicCenterplanSettings, centerplanSettings),
    features: PublicFeatures.parse(features),
    privacy: whitelist(PublicVisitorPrivacy, privacy),
  };
}
export type CenterSettings = Awaited<ReturnType<typeof getCenterSettings>>;

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The stored JSON group with the given keys set; entries built with fromEntries, so odd keys stay data. */
const merged = (stored: unknown, patch: Record<string, unknown>) =>
  json(Object.fromEntries([...Object.entries(asObject(stored)), ...Object.entries(patch)]));

export const domainTaken = (domain: string) =>
  new DomainError('conflict', 'DOMAIN_TAKEN', `The domain ${domain} is already used by another center.`);

/** Refuses a custom domain that another center than `centerId` uses (DOMAIN_TAKEN). */
export async function assertDomainFree(db: Kysely<Database>, domain: string, centerId?: string) {
  let others = db.selectFrom('centers').select('id').where('customDomain', 'in', domainCandidates(domain));
  if (centerId) others = others.where('id', '<>', centerId);
  if (await others.executeTakeFirst()) throw domainTaken(domain);
}

/**
 * A center's position is a pair: latitude and longitude are both set or both empty (a map pin needs both).
 * Checked on the values after a change, so one of them alone can change while the other is stored.
 */
export function assertCoordinatePair(latitude: number | null | undefined, longitude: number | null | undefined) {
  if (((latitude ?? null) === null) !== ((longitude ?? null) === null)) {
    throw new DomainError(
      'invalid',
      'INVALID_COORDINATES',
      'latitude and longitude are set together: give both, or clear both with null.',
    );
  }
}

/** Applies the groups and fields present; bumps the content version once. */
export async function updateCenterSettings(
  db: Kysely<Database>,
  centerId: string,
  input: CenterSettingsUpdate,
): Promise<CenterSettings> {
  const data = parseInput(CenterSettingsInput, input);
  const { branding = {}, contact = {}, seo, chatbot, centerplanSettings, features, privacy } = data;
  try {
    await writeForCenter(db, centerId, async (trx) => {
      const stored = await trx
        .selectFrom('centers')
        .select(['seo', 'chatbot', 'centerplanSettings', 'features', 'privacy', 'latitude', 'longitude'])
        .where('id', '=', centerId)
        .executeTakeFirstOrThrow();
      assertCoordinatePair(
        branding.latitude !== undefined ? branding.latitude : stored.latitude,
        branding.longitude !== undefined ? branding.longitude : stored.longitude,
      );
      if (branding.customDomain) await assertDomainFree(trx, branding.customDomain, centerId);
      await trx
        .updateTable('centers')
        .set({
          ...branding,
          ...contact,
          ...(branding.logo !== undefined ? { logoUrl: branding.logo } : {}),
          ...(seo ? { seo: merged(stored.seo, seo) } : {}),
          ...(chatbot ? { chatbot: merged(stored.chatbot, chatbot) } : {}),
          ...(centerplanSettings ? { centerplanSettings: merged(stored.centerplanSettings, centerplanSettings) } : {}),
          ...(features ? { features: merged(stored.features, features) } : {}),
          ...(privacy ? { privacy: merged(stored.privacy, privacy) } : {}),
          ...touched(),
        })
        .where('id', '=', centerId)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTaken(branding.customDomain ?? '');
    throw error;
  }
  // read after the commit, so the answer carries the bumped content version
  return getCenterSettings(db, centerId);
}
