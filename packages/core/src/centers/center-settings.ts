import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  isUniqueViolation,
  optionalEmail,
  optionalHref,
  optionalText,
  parseInput,
  plainText,
  touched,
  writeForCenter,
} from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { domainCandidates, normalizeDomain } from './domain';
import { centerLogo, DESIGN_COLUMNS } from './public-center';
import {
  HEX_COLOR,
  PublicCenterplanSettings,
  PublicFeatures,
  PublicSeo,
  PublicVisitorPrivacy,
  publicChatbot,
  whitelist,
} from './public-settings';

// The center settings screen (spec 2.2, 2.5): branding, SEO, chatbot, center plan options, feature switches and
// visitor privacy. Secret-free only: API keys, the companion configuration, the analytics page password and
// form recipients live in center_secrets, which nothing here reads or writes. Updates are partial: a group or
// field that is absent stays as stored; the keys of a JSON group that are not named stay too.

const HexColor = z.string().trim().regex(HEX_COLOR, 'Use a hex color such as #0f766e.');
const keyword = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, 'Use lower-case letters, digits, "-" and "_".');

/** A custom domain normalized with `normalizeDomain`; '' or null clears it. */
export const CustomDomainInput = z
  .string()
  .trim()
  .max(300)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const domain = normalizeDomain(value);
    if (!domain) {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not a host name such as www.center.example.` });
      return z.NEVER;
    }
    return domain;
  });

export const CenterBrandingInput = z
  .object({
    name: plainText().min(1).max(200),
    shortName: optionalText(100),
    baseColor: HexColor,
    secondaryColor: HexColor,
    /** the third design color */
    accentColor: HexColor,
    /** written to `logo` and `logoUrl` alike (both carry the same value, 2.2) */
    logo: optionalHref,
    favicon: optionalHref,
    websiteFavicon: optionalHref,
    coverImageUrl: optionalHref,
    theme: keyword(40),
    /** the template key; its content lives under `templateContent[templateRootKey(websiteTemplate)]` */
    websiteTemplate: keyword(64),
    comingSoonEnabled: z.boolean(),
    customDomain: CustomDomainInput,
    address: optionalText(300),
    postalCode: optionalText(20),
    city: optionalText(120),
    country: optionalText(64),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  })
  .partial();

/** The center's own contact data (spec 2.5); the production website URL is an absolute http(s) URL. */
export const CenterContactInput = z
  .object({
    phone: optionalText(64),
    email: optionalEmail,
    websiteUrl: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).max(2048)])
      .nullable()
      .transform((v) => (v === '' ? null : v)),
  })
  .partial();

export const CenterSeoInput = z
  .object({
    title: optionalText(200),
    description: optionalText(1000),
    keywords: optionalText(500),
    ogImage: optionalHref,
    ogTitle: optionalText(200),
    ogDescription: optionalText(1000),
  })
  .partial();

export const CenterChatbotInput = z
  .object({
    enabled: z.boolean(),
    primaryColor: HexColor,
    greetingMessage: optionalText(1000),
    /** e.g. `bottom-right` */
    position: keyword(40),
    consentTitle: optionalText(200),
    consentDescription: optionalText(2000),
  })
  .partial();

export const CenterplanSettingsInput = z
  .object({
    /** e.g. `2d` */
    initialViewMode: keyword(20),
    showCenterplanLegend: z.boolean(),
    showLogosOnPlan: z.boolean(),
  })
  .partial();

/** Feature switches by key (`shops`, `news`, `events`, ...); the keys given are set, the others kept. */
export const CenterFeaturesInput = z
  .record(z.string().regex(/^(?!__proto__$)[\w-]{1,64}$/), z.boolean())
  .refine((value) => Object.keys(value).length <= 100, 'At most 100 feature switches.');

export const CenterPrivacyInput = z
  .object({
    consentRequired: z.boolean(),
    chatConsentRequired: z.boolean(),
    analyticsEnabled: z.boolean(),
    privacyPolicyUrl: optionalHref,
    imprintUrl: optionalHref,
  })
  .partial();

export const CenterSettingsInput = z
  .object({
    branding: CenterBrandingInput,
    contact: CenterContactInput,
    seo: CenterSeoInput,
    chatbot: CenterChatbotInput,
    centerplanSettings: CenterplanSettingsInput,
    features: CenterFeaturesInput,
    privacy: CenterPrivacyInput,
  })
  .partial();
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
