import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The center's look and website columns, read by the public reads and the settings screen alike. */
export const DESIGN_COLUMNS = [
  'baseColor',
  'secondaryColor',
  'accentColor',
  'logo',
  'logoUrl',
  'favicon',
  'websiteFavicon',
  'coverImageUrl',
  'theme',
  'websiteTemplate',
  'comingSoonEnabled',
  'customDomain',
] as const;

/** The only center columns public reads select (spec 2.2, 2.5). */
export const PUBLIC_CENTER_COLUMNS = [
  'id',
  'organizationId',
  'name',
  'slug',
  'shortName',
  'city',
  'address',
  'postalCode',
  'country',
  'latitude',
  'longitude',
  ...DESIGN_COLUMNS,
  'websiteUrl',
  'legacyWebsiteUrl',
] as const;

export function loadPublicCenter(db: Kysely<Database>, centerId: string) {
  return db.selectFrom('centers').select(PUBLIC_CENTER_COLUMNS).where('id', '=', centerId).executeTakeFirst();
}
export type PublicCenterRow = NonNullable<Awaited<ReturnType<typeof loadPublicCenter>>>;

/** `logo` and `logoUrl` carry the same value; the center's `logo` has priority (2.2). */
export function centerLogo(center: Pick<PublicCenterRow, 'logo' | 'logoUrl'>): string | null {
  return center.logo ?? center.logoUrl ?? null;
}

/** The center's public website: its custom domain, else its stored website URL, else the platform's page. */
export function centerWebsiteUrl(
  center: Pick<PublicCenterRow, 'customDomain' | 'websiteUrl' | 'legacyWebsiteUrl' | 'slug'>,
  baseUrl: string,
) {
  if (center.customDomain) return `https://${center.customDomain}`;
  return center.websiteUrl ?? center.legacyWebsiteUrl ?? `${baseUrl}/c/${center.slug}`;
}

/** The `urls` block of the by-slug read (2.5). */
export function centerUrls(center: PublicCenterRow, baseUrl: string) {
  return {
    dashboard: `${baseUrl}/dashboard?centerId=${center.id}`,
    manager: `${baseUrl}/manager/${center.slug}`,
    signage: `${baseUrl}/signage/${center.slug}`,
    companion: `${baseUrl}/companion/${center.slug}`,
    main: centerWebsiteUrl(center, baseUrl),
  };
}

/** The `center` object of the visitor surface (2.2), also the center of the by-domain read (2.5). */
export function toVisitorCenter(center: PublicCenterRow) {
  const logo = centerLogo(center);
  return {
    id: center.id,
    name: center.name,
    slug: center.slug,
    shortName: center.shortName,
    city: center.city,
    address: center.address,
    postalCode: center.postalCode,
    country: center.country,
    latitude: center.latitude,
    longitude: center.longitude,
    baseColor: center.baseColor,
    secondaryColor: center.secondaryColor,
    accentColor: center.accentColor,
    logo,
    logoUrl: logo,
    favicon: center.favicon,
    websiteFavicon: center.websiteFavicon,
    websiteTemplate: center.websiteTemplate,
    comingSoonEnabled: center.comingSoonEnabled,
    customDomain: center.customDomain,
  };
}

/** The by-domain read: the center (with `websiteTemplate`) and its URLs. */
export async function centerByDomainView(db: Kysely<Database>, centerId: string, baseUrl: string) {
  const center = await loadPublicCenter(db, centerId);
  return center && { center: toVisitorCenter(center), urls: centerUrls(center, baseUrl) };
}

/** The flat by-slug object of spec 2.5. */
export async function centerBySlugView(db: Kysely<Database>, centerId: string, baseUrl: string) {
  const center = await loadPublicCenter(db, centerId);
  if (!center) return undefined;
  const organization = center.organizationId
    ? await db
        .selectFrom('organizations')
        .select(['id', 'name', 'slug'])
        .where('id', '=', center.organizationId)
        .executeTakeFirst()
    : undefined;
  return {
    ...toVisitorCenter(center),
    coverImageUrl: center.coverImageUrl,
    theme: center.theme,
    organization: organization ?? null,
    urls: centerUrls(center, baseUrl),
  };
}
export type CenterBySlug = NonNullable<Awaited<ReturnType<typeof centerBySlugView>>>;

/** The theme configuration of a center website (shape not shown in the spec: colors, media, template). */
export async function centerThemeConfig(db: Kysely<Database>, centerId: string) {
  const center = await loadPublicCenter(db, centerId);
  if (!center) return undefined;
  const overrides = await db
    .selectFrom('centerThemeOverrides')
    .select('themeOverrides')
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  const fontFamily = (overrides?.themeOverrides as { fontFamily?: unknown } | undefined)?.fontFamily;
  const logo = centerLogo(center);
  return {
    centerId: center.id,
    slug: center.slug,
    theme: center.theme,
    websiteTemplate: center.websiteTemplate,
    comingSoonEnabled: center.comingSoonEnabled,
    colors: { base: center.baseColor, secondary: center.secondaryColor, accent: center.accentColor },
    baseColor: center.baseColor,
    secondaryColor: center.secondaryColor,
    accentColor: center.accentColor,
    fontFamily: typeof fontFamily === 'string' ? fontFamily : null,
    logo,
    logoUrl: logo,
    favicon: center.favicon,
    websiteFavicon: center.websiteFavicon,
    coverImageUrl: center.coverImageUrl,
  };
}
