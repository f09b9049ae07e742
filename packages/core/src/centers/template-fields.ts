import { z } from 'zod';
import { type FieldPieces, MediaValue, SafeHref } from '../content/field-pieces';

// The template content tabs of spec 2.3 as an update names them (browser-safe: `@center-platform/core/shared`):
// the server's input strips and sanitizes with its pieces (template-content.ts), the dashboard's tabs check with
// the check-only ones.

const EmailOrBlank = z.union([z.literal(''), z.email().max(320)]);
const VISIBILITY_KEY = /^(?!__proto__$)[\w-]{1,64}$/;

export function templateContentInputs({ plainText, htmlText }: FieldPieces) {
  const line = (max: number) => plainText().max(max);
  const HeroSlideInput = z.object({
    image: MediaValue.optional(),
    headline: line(200).optional(),
    subline: line(500).optional(),
    cta: line(100).optional(),
    ctaHref: SafeHref.optional(),
  });

  const TemplateContentInput = z
    .object({
      hero: z
        .object({
          slide1: HeroSlideInput.nullable(),
          slide2: HeroSlideInput.nullable(),
          slide3: HeroSlideInput.nullable(),
          slides: z.array(HeroSlideInput).max(20).nullable(),
          backgroundImageUrl: MediaValue.nullable(),
        })
        .partial()
        .nullable(),
      heroSlider: z
        .object({ slides: z.array(HeroSlideInput).max(20).nullable() })
        .partial()
        .nullable(),
      /** page key (also `homepage_*`) to visible; null removes a key */
      pageVisibility: z
        .record(z.string().regex(VISIBILITY_KEY), z.boolean().nullable())
        .refine((value) => Object.keys(value).length <= 200, 'At most 200 page keys.')
        .nullable(),
      ctaBox: z
        .object({
          title: line(200).nullable(),
          /** rich text (HTML), sanitized */
          text: htmlText(10_000),
          buttonLabel: line(100).nullable(),
          buttonLink: SafeHref.nullable(),
          email: EmailOrBlank.nullable(),
          image: MediaValue.nullable(),
        })
        .partial()
        .nullable(),
      homepageSections: z
        .array(
          z.object({
            image: MediaValue.optional(),
            title: line(200).optional(),
            /** rich text (HTML), sanitized */
            text: htmlText(10_000).optional(),
            linkUrl: SafeHref.optional(),
            linkLabel: line(100).optional(),
          }),
        )
        .max(30)
        .nullable(),
      customContent: z
        .object({
          /** plain-text directions on the `anfahrt` contact page */
          anfahrtDescription: line(5000).nullable(),
          /** its heading (h2) */
          anfahrtHeading: line(200).nullable(),
          parkingSpaces: z.number().int().nonnegative().max(1_000_000).nullable(),
        })
        .partial()
        .nullable(),
    })
    .partial();
  return { HeroSlideInput, TemplateContentInput };
}
