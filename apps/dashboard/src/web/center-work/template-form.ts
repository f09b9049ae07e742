// The template content tabs of spec 2.3 as form values, and the update of one tab. Merge rules of the server:
// an absent tab stays; object tabs take the fields given (null removes one); arrays and single slides are
// replaced whole. So every tab sends only what changed.
import { CHECK_ONLY, fieldPieces, templateContentInputs } from '@center-platform/core/shared';
import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { RouterInputs, RouterOutputs } from '../trpc';
import { problemOf } from './content-schemas';
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

/** Fields whose value is a picture of the media library. */
export const PICTURE_KEYS = new Set(['image', 'backgroundImageUrl']);
/** Fields whose value is a link or a media path. */
export const MEDIA_OR_LINK = new Set(['image', 'ctaHref', 'buttonLink', 'linkUrl', 'backgroundImageUrl']);

// the tabs check with the update's schema (its text pieces only check; the server also strips and sanitizes)
const { TemplateContentInput: CHECKED } = templateContentInputs(fieldPieces(CHECK_ONLY));

/** One tab: the update its values make, and the field of the form where a problem of the update shows. */
export interface TemplateTab<F extends FieldValues> {
  patch: (initial: F, current: F) => TemplateUpdate;
  /** the form path of a problem at this path of the update; 'root' for the tab as a whole */
  fieldOf: (path: readonly PropertyKey[], current: F) => string;
}

const kindOf = (key: string) =>
  key === 'email' ? 'email' : MEDIA_OR_LINK.has(key) ? 'url' : key === 'parkingSpaces' ? 'number' : 'text';

/**
 * The react-hook-form resolver of a tab: its values become the update a save sends, which core's schema checks;
 * each problem is the error `type` at its field, the limit it names (a length, a range) the error's message.
 */
export function templateTabResolver<F extends FieldValues>(
  tab: TemplateTab<F>,
  initial: () => F,
): Resolver<F, unknown, TemplateUpdate> {
  return (values) => {
    const patch = tab.patch(initial(), values);
    const issues = CHECKED.safeParse(patch).error?.issues ?? [];
    if (issues.length === 0) return { values: patch, errors: {} };
    const errors: FieldErrors<F> = {};
    for (const issue of issues) {
      const field = tab.fieldOf(issue.path, values);
      if (get(errors, field)) continue;
      const sent = issue.path.reduce<unknown>((node, step) => (node as Record<PropertyKey, unknown>)?.[step], patch);
      const limit = 'maximum' in issue ? issue.maximum : 'minimum' in issue ? issue.minimum : '';
      set(errors, field, { type: problemOf(issue, kindOf(String(issue.path.at(-1))), sent), message: String(limit) });
    }
    return { values: {}, errors };
  };
}

const whole = () => 'root';
/** an object tab's problem at the field of the same name */
const byKey: TemplateTab<FieldValues>['fieldOf'] = ([, key]) => (key === undefined ? 'root' : String(key));

export const HERO_TAB: TemplateTab<HeroForm> = {
  patch: heroPatch,
  fieldOf: ([, slide, key]) =>
    slide === 'backgroundImageUrl'
      ? 'backgroundImageUrl'
      : key === undefined
        ? 'root'
        : `slides.${String(slide)}.${String(key)}`,
};

/** The page keys sit under `pages`: a key of its own (which may hold a dot) is never a path of the form. */
export const VISIBILITY_TAB: TemplateTab<{ pages: Record<string, boolean> }> = {
  patch: (initial, current) => visibilityPatch(initial.pages, current.pages),
  fieldOf: whole,
};

export const CTA_TAB: TemplateTab<CtaForm> = { patch: ctaPatch, fieldOf: byKey };

export interface SectionsForm {
  sections: Section[];
}

export const SECTIONS_TAB: TemplateTab<SectionsForm> = {
  patch: (initial, current) => sectionsPatch(initial.sections, current.sections),
  // the update leaves blank sections out: its n-th section is the n-th filled one of the form
  fieldOf: ([, index, key], { sections }) => {
    const filled = sections.flatMap((section, i) => (Object.values(section).some((v) => v.trim() !== '') ? [i] : []));
    const at = typeof index === 'number' ? filled[index] : undefined;
    return at === undefined || key === undefined ? 'root' : `sections.${at}.${String(key)}`;
  },
};

export const DIRECTIONS_TAB: TemplateTab<DirectionsForm> = { patch: directionsPatch, fieldOf: byKey };
