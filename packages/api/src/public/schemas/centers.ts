import { HEX_COLOR } from '@center-platform/core/centers';
import { IMAGE_FITS, MEDIA_PRESET_NAMES } from '@center-platform/core/media';
import { z } from '@hono/zod-openapi';
import { MediaValue, NullableString } from './common';

const hex = z.string().regex(HEX_COLOR);

/** The first fields of the by-slug center and of the visitor surface's center, in their order. */
const centerFields = {
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  shortName: NullableString,
  city: NullableString,
  address: NullableString,
  postalCode: NullableString,
  country: NullableString,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  baseColor: hex,
  secondaryColor: hex,
};

export const CenterUrls = z.object({
  dashboard: z.string(),
  manager: z.string(),
  signage: z.string(),
  companion: z.string(),
  main: z.string(),
});

export const CenterBySlug = z
  .object({
    ...centerFields,
    accentColor: hex,
    logo: MediaValue,
    logoUrl: MediaValue.openapi({ description: 'Equals logo' }),
    coverImageUrl: MediaValue,
    favicon: MediaValue,
    websiteFavicon: MediaValue,
    theme: z.string(),
    websiteTemplate: z.string(),
    comingSoonEnabled: z.boolean(),
    customDomain: NullableString,
    organization: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
    urls: CenterUrls,
  })
  .openapi('CenterBySlug', { description: 'Flat center object of spec 2.5 (no success/data envelope)' });

export const ThemeConfig = z
  .object({
    centerId: z.uuid(),
    slug: z.string(),
    theme: z.string(),
    websiteTemplate: z.string(),
    comingSoonEnabled: z.boolean(),
    colors: z.object({ base: hex, secondary: hex, accent: hex }),
    baseColor: hex,
    secondaryColor: hex,
    accentColor: hex,
    fontFamily: NullableString,
    logo: MediaValue,
    logoUrl: MediaValue,
    favicon: MediaValue,
    websiteFavicon: MediaValue,
    coverImageUrl: MediaValue,
  })
  .openapi('ThemeConfig');

export const VisitorCenter = z.object({
  ...centerFields,
  accentColor: hex.openapi({ description: 'The third design color' }),
  logo: MediaValue,
  logoUrl: MediaValue,
  favicon: MediaValue,
  websiteFavicon: MediaValue,
  websiteTemplate: z.string(),
  comingSoonEnabled: z.boolean(),
  customDomain: NullableString,
});

export const CenterByDomain = z
  .object({ success: z.literal(true), data: z.object({ center: VisitorCenter, urls: CenterUrls }) })
  .openapi('CenterByDomain');

const slide = z.object({
  image: z.string().optional(),
  headline: z.string().optional(),
  subline: z.string().optional(),
  cta: z.string().optional(),
  ctaHref: z.string().optional(),
});

export const TemplateContent = z
  .object({
    hero: z
      .object({
        slide1: slide.optional(),
        slide2: slide.optional(),
        slide3: slide.optional(),
        slides: z.array(slide).optional(),
        backgroundImageUrl: z.string().optional(),
      })
      .optional(),
    heroSlider: z.object({ slides: z.array(slide).optional() }).optional(),
    pageVisibility: z.record(z.string(), z.boolean()).optional(),
    ctaBox: z
      .object({
        title: z.string().optional(),
        text: z.string().optional(),
        buttonLabel: z.string().optional(),
        buttonLink: z.string().optional(),
        email: z.string().optional(),
        image: z.string().optional(),
      })
      .optional(),
    homepageSections: z
      .array(
        z.object({
          image: z.string().optional(),
          title: z.string().optional(),
          text: z.string().optional(),
          linkUrl: z.string().optional(),
          linkLabel: z.string().optional(),
        }),
      )
      .optional(),
    customContent: z
      .object({
        anfahrtDescription: z.string().optional(),
        anfahrtHeading: z.string().optional(),
        parkingSpaces: z.number().int().optional(),
      })
      .optional(),
  })
  .openapi('TemplatePublicContent', { description: 'Visitor-safe whitelist of the template content (spec 2.3)' });

const MediaPreset = z
  .object({
    name: z.enum(MEDIA_PRESET_NAMES),
    width: z.number().int().openapi({ description: 'Width in pixels; never enlarged beyond the original' }),
    height: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Height in pixels; null when it follows from the aspect ratio' }),
    fit: z.enum(IMAGE_FITS).openapi({
      description:
        'cover: cropped to fill width x height; contain: the whole picture, padded; inside: the whole picture',
    }),
  })
  .openapi('MediaPreset', {
    description:
      'A named image size: `<media URL>?preset=<name>`, optionally with `&format=auto` (AVIF or WebP as the browser accepts)',
  });

export const PublicVisitorSurfaceV1 = z
  .object({
    schemaVersion: z.literal(1),
    center: VisitorCenter,
    seo: z.object({
      title: NullableString,
      description: NullableString,
      keywords: NullableString,
      ogImage: NullableString,
      ogTitle: NullableString,
      ogDescription: NullableString,
    }),
    chatbot: z.object({
      enabled: z.boolean(),
      primaryColor: hex,
      greetingMessage: NullableString,
      position: z.string().openapi({ example: 'bottom-right' }),
      consentTitle: NullableString,
      consentDescription: NullableString,
    }),
    centerplan: z.object({
      initialViewMode: z.string().openapi({ example: '2d' }),
      showCenterplanLegend: z.boolean(),
      showLogosOnPlan: z.boolean(),
    }),
    wayfindingMap: z
      .object({
        enabled: z.boolean(),
        defaultFloorNumber: z.number().int().nullable(),
        touchscreenStartRequired: z.boolean(),
      })
      .nullable(),
    features: z.object({ shops: z.boolean(), news: z.boolean(), chatbot: z.boolean() }).catchall(z.boolean()),
    templatePublicContent: z.object({ templateId: z.string(), rootKey: z.string(), content: TemplateContent }),
    frontendIntegration: z.object({
      goldenRule: z.string(),
      publicRead: z.object({ templateContent: z.string() }).catchall(z.string()),
      forbiddenInPublicFrontend: z.array(z.string()),
      chatbot: z.record(z.string(), z.unknown()),
      centerplan: z.record(z.string(), z.unknown()),
      kiosk: z.record(z.string(), z.unknown()),
    }),
    apiHints: z
      .record(z.string(), z.string())
      .openapi({ description: 'Hint name to a path relative to the API host (2.4)' }),
    visitorPrivacy: z.object({
      consentRequired: z.boolean(),
      chatConsentRequired: z.boolean(),
      analyticsEnabled: z.boolean(),
      privacyPolicyUrl: NullableString,
      imprintUrl: NullableString,
    }),
    websiteForms: z.object({
      botChallengeSiteKey: NullableString.openapi({
        description: 'The site key of the bot challenge the forms must pass; null while the challenge is off',
      }),
    }),
    mediaPresets: z
      .array(MediaPreset)
      .openapi({ description: 'The image sizes media URLs of the center can be asked for (issue 26)' }),
  })
  .openapi('PublicVisitorSurfaceV1');

export const VisitorSurfaceResponse = z
  .object({ success: z.literal(true), data: PublicVisitorSurfaceV1 })
  .openapi('PublicVisitorSurfaceResponse');
