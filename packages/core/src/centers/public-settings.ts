import { z } from 'zod';

// Whitelists of the public center settings of spec 2.2. Each parse keeps only the named keys and
// replaces a missing or malformed value with its default, so a public read never fails on stored data.

/** A CSS hex color. No regex flag: the pattern is also the OpenAPI document's, where flags do not exist. */
export const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const nullableText = z.string().nullable().default(null).catch(null);
const flag = (fallback: boolean) => z.boolean().default(fallback).catch(fallback);

export const PublicSeo = z.object({
  title: nullableText,
  description: nullableText,
  keywords: nullableText,
  ogImage: nullableText,
  ogTitle: nullableText,
  ogDescription: nullableText,
});

export const publicChatbot = (baseColor: string) =>
  z.object({
    enabled: flag(false),
    primaryColor: z.string().regex(HEX_COLOR).default(baseColor).catch(baseColor),
    greetingMessage: nullableText,
    position: z.string().min(1).max(40).default('bottom-right').catch('bottom-right'),
    consentTitle: nullableText,
    consentDescription: nullableText,
  });

export const PublicCenterplanSettings = z.object({
  initialViewMode: z.string().min(1).max(20).default('2d').catch('2d'),
  showCenterplanLegend: flag(true),
  showLogosOnPlan: flag(true),
});

export const PublicWayfindingMap = z
  .object({
    enabled: flag(false),
    defaultFloorNumber: z.number().int().nullable().default(null).catch(null),
    touchscreenStartRequired: flag(false),
  })
  .nullable()
  .catch(null);

/** `shops` and `news` always; other feature switches pass when they are booleans. */
export const PublicFeatures = z
  .record(z.string().regex(/^[\w-]{1,64}$/), z.unknown())
  .catch({})
  .transform((stored) => {
    const booleans = Object.fromEntries(Object.entries(stored).filter(([, v]) => typeof v === 'boolean')) as Record<
      string,
      boolean
    >;
    return { ...booleans, shops: booleans.shops ?? true, news: booleans.news ?? true };
  });

export const PublicVisitorPrivacy = z.object({
  consentRequired: flag(true),
  chatConsentRequired: flag(true),
  analyticsEnabled: flag(false),
  privacyPolicyUrl: nullableText,
  imprintUrl: nullableText,
});

/** Parses a stored settings object through its whitelist (`{}` for anything that is not an object). */
export function whitelist<T extends z.ZodType>(schema: T, stored: unknown): z.output<T> {
  const input = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  return schema.parse(input);
}
