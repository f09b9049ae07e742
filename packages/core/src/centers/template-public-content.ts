import { z } from 'zod';

// Spec 2.3: the visitor-safe whitelist of a template's content. Parsing strips every key not named
// here, and a field of the wrong type is dropped rather than failing the whole read, so form
// recipients, passwords, API keys or anything added to theme overrides later never reach a visitor.

const text = z.string().optional().catch(undefined);
const slide = z.object({ image: text, headline: text, subline: text, cta: text, ctaHref: text });
const slides = z.array(slide.catch({})).optional().catch(undefined);

export const TemplatePublicContent = z.object({
  hero: z
    .object({
      slide1: slide.optional().catch(undefined),
      slide2: slide.optional().catch(undefined),
      slide3: slide.optional().catch(undefined),
      slides,
      backgroundImageUrl: text,
    })
    .optional()
    .catch(undefined),
  heroSlider: z.object({ slides }).optional().catch(undefined),
  pageVisibility: z
    .record(z.string().regex(/^[\w-]{1,64}$/), z.boolean())
    .optional()
    .catch(undefined),
  ctaBox: z
    .object({ title: text, text, buttonLabel: text, buttonLink: text, email: text, image: text })
    .optional()
    .catch(undefined),
  homepageSections: z
    .array(z.object({ image: text, title: text, text, linkUrl: text, linkLabel: text }).catch({}))
    .optional()
    .catch(undefined),
  customContent: z
    .object({
      anfahrtDescription: text,
      anfahrtHeading: text,
      parkingSpaces: z.number().int().nonnegative().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type TemplatePublicContent = z.infer<typeof TemplatePublicContent>;

/** The template's root key under `templateContent` (2.3): the template key itself. */
export function templateRootKey(websiteTemplate: string): string {
  return websiteTemplate;
}

/** Builds `templatePublicContent` from the center's theme overrides: `{}` when nothing is maintained. */
export function buildTemplatePublicContent(websiteTemplate: string, themeOverrides: unknown) {
  const rootKey = templateRootKey(websiteTemplate);
  const templateContent = (themeOverrides as { templateContent?: Record<string, unknown> } | null)?.templateContent;
  const stored = templateContent && typeof templateContent === 'object' ? templateContent[rootKey] : undefined;
  const parsed = TemplatePublicContent.safeParse(stored ?? {});
  // JSON round trip drops the keys the parse left undefined
  const content = parsed.success ? (JSON.parse(JSON.stringify(parsed.data)) as TemplatePublicContent) : {};
  return { templateId: websiteTemplate, rootKey, content };
}
