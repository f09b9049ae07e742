import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { templateRootKey } from './template-public-content';

// Spec 4.6, 5, 7 `GET /api/centers/{centerId}/website-config` (and its agency twin): the whole configuration of
// a center website for staff and their server-side tools: the template, its complete content and every theme
// override, the companion configuration and the form recipients. Staff only (session or a user's bearer key):
// external frontends never call it; they read the whitelisted public visitor surface instead. The analytics page
// password is never answered, not even hashed: only whether one is set.

export async function getWebsiteConfig(db: Kysely<Database>, centerId: string) {
  const row = await db
    .selectFrom('centers')
    .leftJoin('centerThemeOverrides', 'centerThemeOverrides.centerId', 'centers.id')
    .leftJoin('centerSecrets', 'centerSecrets.centerId', 'centers.id')
    .select([
      'centers.id',
      'centers.slug',
      'centers.name',
      'centers.websiteTemplate',
      'centers.theme',
      'centers.customDomain',
      'centers.websiteUrl',
      'centers.comingSoonEnabled',
      'centers.contentVersion',
      'centerThemeOverrides.themeOverrides',
      'centerSecrets.companionConfig',
      'centerSecrets.formRecipients',
      'centerSecrets.analyticsPagePasswordHash',
    ])
    .where('centers.id', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const rootKey = templateRootKey(row.websiteTemplate);
  const themeOverrides = row.themeOverrides ?? {};
  const templateContent = (themeOverrides.templateContent ?? {}) as Record<string, unknown>;
  return {
    centerId: row.id,
    slug: row.slug,
    name: row.name,
    websiteTemplate: row.websiteTemplate,
    templateRootKey: rootKey,
    theme: row.theme,
    customDomain: row.customDomain,
    websiteUrl: row.websiteUrl,
    comingSoonEnabled: row.comingSoonEnabled,
    contentVersion: row.contentVersion,
    /** the template's complete content (the public surface carries only its whitelist) */
    templateContent: templateContent[rootKey] ?? {},
    themeOverrides,
    companionConfig: row.companionConfig ?? {},
    formRecipients: row.formRecipients ?? {},
    analyticsPagePasswordSet: row.analyticsPagePasswordHash !== null && row.analyticsPagePasswordHash !== undefined,
  };
}
