// The template content tabs of spec 2.3 as form values, and the update of one tab. Merge rules of the server:
// an absent tab stays; object tabs take the fields given (null removes one); arrays and single slides are
// replaced whole. So every tab sends only what changed.
import type { RouterInputs, RouterOutputs } from '../trpc';
import { stableJson } from './fields';

export type TemplateContent = RouterOutputs['centerWork']['templateContent']['get']['content'];
export type TemplateUpdate = RouterInputs['centerWork']['templateContent']['update']['data'];

export const SLIDE_FIELDS = ['image', 'headline', 'subline', 'cta', 'ctaHref'] as const;
export type Slide = Record<(typeof SLIDE_FIELDS)[number], string>;
export const SLIDE_KEYS = ['slide1', 'slide2', 'slide3'] as const;

export interface HeroForm {
  slides: Record<(typeof SLIDE_KEYS)[number], Slide>;
  backgroundImageUrl: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function slideForm(stored: Partial<Record<string, unknown>> | undefined): Slide {
  return Object.fromEntries(SLIDE_FIELDS.map((key) => [key, text(stored?.[key])])) as Slide;
}

/** A slide as sent: the filled fields, or null (removed) when every field is blank. */
function slideValue(slide: Slide): Partial<Slide> | null {
  const filled = Object.entries(slide)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return filled.length === 0 ? null : Object.fromEntries(filled);
}

export function heroForm(content: TemplateContent): HeroForm {
  return {
    slides: {
      slide1: slideForm(content.hero?.slide1),
      slide2: slideForm(content.hero?.slide2),
      slide3: slideForm(content.hero?.slide3),
    },
    backgroundImageUrl: text(content.hero?.backgroundImageUrl),
  };
}

export function heroPatch(initial: HeroForm, current: HeroForm): TemplateUpdate {
  const hero: Record<string, unknown> = {};
  for (const key of SLIDE_KEYS) {
    const now = slideValue(current.slides[key]);
    if (stableJson(slideValue(initial.slides[key])) !== stableJson(now)) hero[key] = now;
  }
  const background = current.backgroundImageUrl.trim();
  if (background !== initial.backgroundImageUrl.trim()) hero.backgroundImageUrl = background === '' ? null : background;
  return Object.keys(hero).length > 0 ? { hero } : {};
}

/** Page visibility: the keys set or changed, and null for the keys removed. */
export function visibilityPatch(initial: Record<string, boolean>, current: Record<string, boolean>): TemplateUpdate {
  const patch: Record<string, boolean | null> = {};
  for (const [key, on] of Object.entries(current)) if (initial[key] !== on) patch[key] = on;
  for (const key of Object.keys(initial)) if (!Object.hasOwn(current, key)) patch[key] = null;
  return Object.keys(patch).length > 0 ? { pageVisibility: patch } : {};
}

export const CTA_FIELDS = ['title', 'text', 'buttonLabel', 'buttonLink', 'email', 'image'] as const;
export type CtaForm = Record<(typeof CTA_FIELDS)[number], string>;

export function ctaForm(content: TemplateContent): CtaForm {
  return Object.fromEntries(
    CTA_FIELDS.map((key) => [key, text((content.ctaBox as Record<string, unknown> | undefined)?.[key])]),
  ) as CtaForm;
}

/** Changed fields of the CTA box; a field emptied is removed (null). */
export function ctaPatch(initial: CtaForm, current: CtaForm): TemplateUpdate {
  const patch: Record<string, string | null> = {};
  for (const key of CTA_FIELDS) {
    const now = current[key].trim();
    if (now !== initial[key].trim()) patch[key] = now === '' ? null : now;
  }
  return Object.keys(patch).length > 0 ? { ctaBox: patch } : {};
}

export const SECTION_FIELDS = ['title', 'text', 'image', 'linkUrl', 'linkLabel'] as const;
export type Section = Record<(typeof SECTION_FIELDS)[number], string>;

export const emptySection = (): Section => Object.fromEntries(SECTION_FIELDS.map((key) => [key, ''])) as Section;

export function sectionsForm(content: TemplateContent): Section[] {
  return (content.homepageSections ?? []).map(
    (section) =>
      Object.fromEntries(
        SECTION_FIELDS.map((key) => [key, text((section as Record<string, unknown>)[key])]),
      ) as Section,
  );
}

const sectionValue = (section: Section) =>
  Object.fromEntries(
    Object.entries(section)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

/** The sections replace the stored list as a whole; blank sections are dropped. */
export function sectionsPatch(initial: Section[], current: Section[]): TemplateUpdate {
  const now = current.map(sectionValue).filter((section) => Object.keys(section).length > 0);
  const before = initial.map(sectionValue).filter((section) => Object.keys(section).length > 0);
  return stableJson(now) !== stableJson(before) ? { homepageSections: now } : {};
}

export interface DirectionsForm {
  anfahrtHeading: string;
  anfahrtDescription: string;
  parkingSpaces: string;
}

export function directionsForm(content: TemplateContent): DirectionsForm {
  const custom = content.customContent;
  return {
    anfahrtHeading: text(custom?.anfahrtHeading),
    anfahrtDescription: text(custom?.anfahrtDescription),
    parkingSpaces: typeof custom?.parkingSpaces === 'number' ? String(custom.parkingSpaces) : '',
  };
}

export function directionsPatch(initial: DirectionsForm, current: DirectionsForm): TemplateUpdate {
  const patch: Record<string, string | number | null> = {};
  for (const key of ['anfahrtHeading', 'anfahrtDescription'] as const) {
    const now = current[key].trim();
    if (now !== initial[key].trim()) patch[key] = now === '' ? null : now;
  }
  const spaces = current.parkingSpaces.trim();
  if (spaces !== initial.parkingSpaces.trim()) patch.parkingSpaces = spaces === '' ? null : Number(spaces);
  return Object.keys(patch).length > 0 ? { customContent: patch } : {};
}
