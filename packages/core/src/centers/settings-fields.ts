import { z } from 'zod';
import { type FieldPieces, optionalEmail, optionalHref } from '../content/field-pieces';
import { normalizeDomain } from './domain';
import { HEX_COLOR } from './public-settings';

// The center settings as staff write them (spec 2.2, 2.5), for a treatment of their text (browser-safe: the server
// parses with `STORED`, the dashboard's settings form checks with `CHECK_ONLY`). Every group is partial: a group or
// field that is absent stays as stored.

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

export function centerSettingsInputs({ plainText, optionalText }: FieldPieces) {
  const branding = z
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
  const contact = z
    .object({
      phone: optionalText(64),
      email: optionalEmail,
      websiteUrl: z
        .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).max(2048)])
        .nullable()
        .transform((v) => (v === '' ? null : v)),
    })
    .partial();

  const seo = z
    .object({
      title: optionalText(200),
      description: optionalText(1000),
      keywords: optionalText(500),
      ogImage: optionalHref,
      ogTitle: optionalText(200),
      ogDescription: optionalText(1000),
    })
    .partial();

  const chatbot = z
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

  const centerplanSettings = z
    .object({
      /** e.g. `2d` */
      initialViewMode: keyword(20),
      showCenterplanLegend: z.boolean(),
      showLogosOnPlan: z.boolean(),
    })
    .partial();

  /** Feature switches by key (`shops`, `news`, `events`, ...); the keys given are set, the others kept. */
  const features = z
    .record(z.string().regex(/^(?!__proto__$)[\w-]{1,64}$/), z.boolean())
    .refine((value) => Object.keys(value).length <= 100, 'At most 100 feature switches.');

  const privacy = z
    .object({
      consentRequired: z.boolean(),
      chatConsentRequired: z.boolean(),
      analyticsEnabled: z.boolean(),
      privacyPolicyUrl: optionalHref,
      imprintUrl: optionalHref,
    })
    .partial();

  const settings = z
    .object({
      branding,
      contact,
      seo,
      chatbot,
      centerplanSettings,
      features,
      privacy,
    })
    .partial();
  return { branding, contact, seo, chatbot, centerplanSettings, features, privacy, settings };
}
