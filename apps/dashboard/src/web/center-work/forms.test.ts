import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from './opening-hours';
import { newKeyProblem, newPageTypeProblem, pageForm, pageResolver, pageUpsert } from './page-content';
import {
  type CenterSettings,
  changedCount,
  SETTING_FIELDS,
  settingsForm,
  settingsPatch,
  settingsProblems,
  settingsResolver,
} from './settings-form';
import {
  CTA_TAB,
  ctaForm,
  ctaPatch,
  DIRECTIONS_TAB,
  HERO_TAB,
  heroForm,
  heroPatch,
  SECTIONS_TAB,
  type SectionsForm,
  sectionsPatch,
  templateTabResolver,
  visibilityPatch,
} from './template-form';

const settings = {
  centerId: 'c',
  slug: 'demo-center',
  contentVersion: 1,
  branding: {
    name: 'Demo Center',
    shortName: null,
    baseColor: '#0f766e',
    secondaryColor: '#134e4a',
    accentColor: '#f59e0b',
    logo: null,
  },
  seo: { title: 'Demo', description: null, keywords: null, ogImage: null, ogTitle: null, ogDescription: null },
  chatbot: {
    enabled: false,
    primaryColor: '#0f766e',
    greetingMessage: null,
    position: 'bottom-right',
    consentTitle: null,
    consentDescription: null,
  },
  centerplanSettings: { initialViewMode: '2d', showCenterplanLegend: true, showLogosOnPlan: true },
  features: { shops: true, news: true },
  privacy: {
    consentRequired: true,
    chatConsentRequired: true,
    analyticsEnabled: false,
    privacyPolicyUrl: null,
    imprintUrl: null,
  },
} as unknown as CenterSettings;

describe('center settings', () => {
  it('sends only the changed fields of the changed groups, blanks as null', () => {
    const initial = settingsForm(settings);
    expect(settingsPatch(initial, settingsForm(settings))).toEqual({});
    const current = {
      ...initial,
      seo: { ...initial.seo, title: '', keywords: ' mode, schuhe ' },
      chatbot: { ...initial.chatbot, enabled: true },
      features: { ...initial.features, events: true },
    };
    expect(settingsPatch(initial, current)).toEqual({
      seo: { title: null, keywords: 'mode, schuhe' },
      chatbot: { enabled: true },
      features: { events: true },
    });
    // the save bar counts the changed fields: two of seo, one of the chatbot, one switch
    expect(changedCount(settingsPatch(initial, current))).toBe(4);
    expect(changedCount({})).toBe(0);
  });
});

describe('center settings checked with the update schema of core', () => {
  it('names each problem at its field: blank required ones, colors, keywords, lengths, links', async () => {
    const initial = settingsForm(settings);
    const current = {
      ...initial,
      branding: { ...initial.branding, name: ' ', shortName: 'x'.repeat(101), baseColor: 'teal' },
      chatbot: { ...initial.chatbot, position: 'Unten Rechts' },
      privacy: { ...initial.privacy, imprintUrl: 'javascript:alert(1)' },
    };
    expect(settingsProblems(current, settingsPatch(initial, current))).toEqual({
      'branding.name': 'required',
      'branding.shortName': 'tooLong',
      'branding.baseColor': 'color',
      'chatbot.position': 'pattern',
      'privacy.imprintUrl': 'url',
    });
    const fine = { ...initial, seo: { ...initial.seo, title: 'Willkommen' } };
    expect(settingsProblems(fine, settingsPatch(initial, fine))).toEqual({});
    // the same as the react-hook-form resolver: errors at <group>.<key>, or the patch a save sends
    const resolve = settingsResolver(() => initial);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await resolve(current, undefined, options);
    expect(refused.values).toEqual({});
    expect((refused.errors.branding as Record<string, { type: string }>).baseColor?.type).toBe('color');
    expect((refused.errors.privacy as Record<string, { type: string }>).imprintUrl?.type).toBe('url');
    expect(await resolve(fine, undefined, options)).toEqual({ values: { seo: { title: 'Willkommen' } }, errors: {} });
  });

  it('takes the length of each text from the schema', () => {
    const length = (group: keyof typeof SETTING_FIELDS, key: string) =>
      SETTING_FIELDS[group].find((field) => field.key === key)?.maxLength;
    expect([length('branding', 'name'), length('seo', 'description'), length('chatbot', 'position')]).toEqual([
      200, 1000, 40,
    ]);
  });
});

describe('template content tabs', () => {
  const content = {
    hero: { slide1: { headline: 'Hallo', image: '/a.jpg' }, slide2: { headline: 'Zwei' } },
    pageVisibility: { shops: true, homepage_cta_box: false },
    ctaBox: { title: 'Box', email: 'info@example.com' },
  };

  it('replaces a changed slide, removes an emptied one, leaves the others out', () => {
    const initial = heroForm(content);
    const current = {
      ...initial,
      slides: {
        ...initial.slides,
        slide1: { ...initial.slides.slide1, headline: 'Willkommen' },
        slide2: { image: '', headline: '', subline: '', cta: '', ctaHref: '' },
      },
    };
    expect(heroPatch(initial, current)).toEqual({
      hero: { slide1: { headline: 'Willkommen', image: '/a.jpg' }, slide2: null },
    });
    expect(heroPatch(initial, heroForm(content))).toEqual({});
  });

  it('sends page visibility changes, new keys, and null for removed keys', () => {
    expect(visibilityPatch(content.pageVisibility, { shops: false, homepage_hero: true })).toEqual({
      pageVisibility: { shops: false, homepage_hero: true, homepage_cta_box: null },
    });
  });

  it('sends changed CTA fields and null for an emptied one', () => {
    const initial = ctaForm(content);
    expect(ctaPatch(initial, { ...initial, email: '', buttonLabel: 'Kontakt' })).toEqual({
      ctaBox: { email: null, buttonLabel: 'Kontakt' },
    });
  });

  it('sends the sections as a whole, without blank ones, only when they changed', () => {
    const one = { title: 'A', text: '', image: '', linkUrl: '', linkLabel: '' };
    const blank = { title: '', text: '', image: '', linkUrl: '', linkLabel: '' };
    expect(sectionsPatch([one], [one, blank])).toEqual({});
    expect(sectionsPatch([one], [blank, { ...one, title: 'B' }])).toEqual({ homepageSections: [{ title: 'B' }] });
  });

  const options = { fields: {}, shouldUseNativeValidation: false };
  const typeAt = (errors: object, path: string) => (get(errors, path) as { type?: string } | undefined)?.type;

  it("checks a tab's update with core's schema and names each problem at its field of the form", async () => {
    const hero = heroForm(content);
    const badHero = {
      ...hero,
      slides: { ...hero.slides, slide2: { ...hero.slides.slide2, ctaHref: 'javascript:alert(1)' } },
      backgroundImageUrl: '//evil.example/x.png',
    };
    const refused = await templateTabResolver(HERO_TAB, () => hero)(badHero, undefined, options);
    expect(refused.values).toEqual({});
    expect([typeAt(refused.errors, 'slides.slide2.ctaHref'), typeAt(refused.errors, 'backgroundImageUrl')]).toEqual([
      'url',
      'url',
    ]);
    const cta = ctaForm(content);
    const ctaErrors = (await templateTabResolver(CTA_TAB, () => cta)({ ...cta, email: 'info@' }, undefined, options))
      .errors;
    expect(typeAt(ctaErrors, 'email')).toBe('email');
    const directions = { anfahrtHeading: '', anfahrtDescription: '', parkingSpaces: '' };
    const spaces = await templateTabResolver(DIRECTIONS_TAB, () => directions)(
      { ...directions, parkingSpaces: '-3' },
      undefined,
      options,
    );
    expect(typeAt(spaces.errors, 'parkingSpaces')).toBe('min');
    expect(await templateTabResolver(CTA_TAB, () => cta)({ ...cta, title: 'Neu' }, undefined, options)).toEqual({
      values: { ctaBox: { title: 'Neu' } },
      errors: {},
    });
  });

  it("puts a section's problem at the section of the form, though the update leaves blank ones out", async () => {
    const blank = { title: '', text: '', image: '', linkUrl: '', linkLabel: '' };
    const initial: SectionsForm = { sections: [] };
    const current = { sections: [blank, { ...blank, title: 'A' }, blank, { ...blank, linkUrl: 'javascript:x' }] };
    const { errors } = await templateTabResolver(SECTIONS_TAB, () => initial)(current, undefined, options);
    expect(typeAt(errors, 'sections.3.linkUrl')).toBe('url');
    expect(Object.keys((errors as { sections: object }).sections)).toEqual(['3']);
  });
});

describe('page content without JSON', () => {
  const hoursPage = {
    title: 'Öffnungszeiten',
    isPublished: true,
    content: {
      openingHours: { monday: { hours: '09:30 - 20:00' } },
      specialDays: [{ date: '2026-12-24', hours: '09:30 - 14:00' }],
      note: 'Gastronomie abweichend',
      phone: '+49 621 0',
    },
  };

  it('sends nothing when nothing changed, and the stored hours untouched when only a text changed', () => {
    const initial = pageForm('oeffnungszeiten', hoursPage);
    expect(pageUpsert(initial, pageForm('oeffnungszeiten', hoursPage), hoursPage.content)).toBeNull();
    const changed = { ...initial, known: { ...initial.known, note: 'Neu' } };
    expect(pageUpsert(initial, changed, hoursPage.content)?.content).toEqual({
      note: 'Neu',
      openingHours: { monday: { hours: '09:30 - 20:00' } },
      specialDays: [{ date: '2026-12-24', hours: '09:30 - 14:00' }],
      phone: '+49 621 0',
    });
  });

  it('writes the hours when their block changed', () => {
    const initial = pageForm('oeffnungszeiten', hoursPage);
    const hours = parseOpeningHours(hoursPage.content.openingHours);
    const changed = {
      ...initial,
      hours: { ...hours, days: { ...hours.days, sunday: { ...hours.days.sunday, closed: true } } },
    };
    expect(pageUpsert(initial, changed, hoursPage.content)?.content.openingHours).toEqual({
      monday: { open: '09:30', close: '20:00' },
      sunday: { open: 'closed', close: 'closed' },
    });
  });

  it('reads anfahrt into its fields and keeps unknown keys', () => {
    const anfahrt = {
      title: 'Anfahrt',
      isPublished: true,
      content: { heading: 'So', headingLevel: 'h2', parkingSpaces: 1200 },
    };
    const form = pageForm('anfahrt', anfahrt);
    expect(form.known).toEqual({ heading: 'So', description: '', parkingSpaces: '1200' });
    expect(form.entries.map((entry) => entry.key)).toEqual(['headingLevel']);
    const upsert = pageUpsert(form, { ...form, known: { ...form.known, parkingSpaces: '1250' } }, anfahrt.content);
    expect(upsert?.content).toEqual({ heading: 'So', parkingSpaces: 1250, headingLevel: 'h2' });
  });

  it('refuses keys that look like secrets or exist', () => {
    const form = pageForm('kontakt', { title: null, isPublished: true, content: { phone: '1' } });
    expect(newKeyProblem(form, 'formRecipient')).toBe('secret');
    expect(newKeyProblem(form, 'phone')).toBe('exists');
    expect(newKeyProblem(form, 'fax')).toBeUndefined();
    expect(newKeyProblem(form, 'x'.repeat(201))).toBe('blank');
  });

  it("opens a page type by core's rule of one, and none the center has", () => {
    expect(newPageTypeProblem(' vermietung ', ['kontakt'])).toBeUndefined();
    expect(newPageTypeProblem('Vermietung', [])).toBe('invalid');
    expect(newPageTypeProblem('kontakt', ['kontakt'])).toBe('exists');
  });

  it('resolves to the upsert, or names what core would refuse before it is sent', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const initial = pageForm('oeffnungszeiten', hoursPage);
    const resolve = pageResolver(initial, hoursPage.content);
    expect(await resolve(initial, undefined, options)).toEqual({ values: { upsert: null }, errors: {} });
    const hours = parseOpeningHours(hoursPage.content.openingHours);
    const halfDay = { ...hours, days: { ...hours.days, sunday: { ...hours.days.sunday, open: '10:00', close: '' } } };
    const refused = await resolve({ ...initial, title: 'x'.repeat(301), hours: halfDay }, undefined, options);
    expect([refused.errors.title?.type, refused.errors.title?.message, refused.errors.hours?.type]).toEqual([
      'tooLong',
      '300',
      'hoursIncomplete',
    ]);
    // a stored structured value whose key looks like a secret: the server would refuse the whole page
    const kept = pageForm('kontakt', { title: null, isPublished: true, content: { form: { apiKey: 'x' } } });
    const secret = await pageResolver(kept, { form: { apiKey: 'x' } })(
      { ...kept, title: 'Kontakt' },
      undefined,
      options,
    );
    expect(secret.errors.root?.type).toBe('secret');
  });
});
