// The center settings screen and the template content tabs (spec 2.2, 2.3) on the seeded demo: partial
// updates, normalization and validation, one version bump per write, other theme-override keys kept, and
// what the visitor whitelist read shows afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { SECRET_MARK } from '../demo/catalog';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { getCenterSettings, updateCenterSettings } from './center-settings';
import { getTemplateContent, updateTemplateContent } from './template-content';
import { getVisitorSurface } from './visitor-surface';

/** The parts of the demo's theme overrides the tests look at. */
interface StoredOverrides {
  fontFamily?: string;
  internalNotes?: string;
  templateContent: {
    classic: {
      contactForm?: unknown;
      hero: { slide2?: unknown };
      ctaBox?: unknown;
      homepageSections?: unknown[];
      customContent: { anfahrtDescription?: string };
      pageVisibility: Record<string, boolean>;
    };
    modern?: unknown;
  };
}

describe('center settings and template content', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;

  const version = async (id = centerId) =>
    (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .contentVersion;
  const overrides = async () =>
    (
      await handle.db
        .selectFrom('centerThemeOverrides')
        .select('themeOverrides')
        .where('centerId', '=', centerId)
        .executeTakeFirstOrThrow()
    ).themeOverrides as unknown as StoredOverrides;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  describe('settings', () => {
    it('reads everything the screen edits and nothing secret', async () => {
      const settings = await getCenterSettings(handle.db, centerId);
      expect(settings).toMatchObject({
        centerId,
        slug: 'demo-center',
        branding: { name: 'Demo Center', baseColor: '#0f766e', websiteTemplate: 'classic', latitude: 49.4875 },
        seo: { title: expect.any(String) },
        chatbot: { enabled: true, position: 'bottom-right' },
        centerplanSettings: { initialViewMode: '2d' },
        features: { shops: true, news: true },
        privacy: { consentRequired: true },
      });
      expect(JSON.stringify(settings)).not.toContain(SECRET_MARK);
      await expect(getCenterSettings(handle.db, '00000000-0000-4000-8000-00000000beef')).rejects.toMatchObject({
        kind: 'not_found',
      });
    });

    it('says in the surface that the chatbot is off once it is switched off, and names the bot-challenge site key (issue 22)', async () => {
      const on = await getVisitorSurface(handle.db, centerId);
      expect(on?.features.chatbot).toBe(true);
      expect(on?.websiteForms).toEqual({ botChallengeSiteKey: null });
      await updateCenterSettings(handle.db, centerId, { chatbot: { enabled: false } });
      const off = await getVisitorSurface(handle.db, centerId, { botChallengeSiteKey: '0x4AAA-site' });
      expect(off?.chatbot.enabled).toBe(false);
      expect(off?.features.chatbot).toBe(false);
      expect(off?.websiteForms).toEqual({ botChallengeSiteKey: '0x4AAA-site' });
      expect(off?.frontendIntegration.centerplan.messageType).toBe('center:centerplan:open-detail');
      expect(JSON.stringify(off?.frontendIntegration)).not.toContain('<prefix>');
      await updateCenterSettings(handle.db, centerId, { chatbot: { enabled: true } });
    });

    it('applies a partial update: fields and JSON keys not named stay, the version goes up once', async () => {
      const before = await getCenterSettings(handle.db, centerId);
      const saved = await updateCenterSettings(handle.db, centerId, {
        branding: {
          name: 'Demo Center Mannheim',
          accentColor: '#FFAA00',
          customDomain: 'HTTPS://Shop.Demo-Center.Example:443/start?x=1',
          latitude: 49.5,
          logo: '/uploads/logo-neu.svg',
        },
        seo: { title: 'Neu', ogDescription: '' },
        chatbot: { greetingMessage: 'Moin!' },
        features: { events: false, parking: true },
        privacy: { imprintUrl: 'https://www.demo-center.example/impressum' },
      });
      expect(saved.contentVersion).toBe(before.contentVersion + 1);
      expect(saved.branding).toMatchObject({
        ...before.branding,
        name: 'Demo Center Mannheim',
        accentColor: '#FFAA00',
        customDomain: 'shop.demo-center.example',
        latitude: 49.5,
        logo: '/uploads/logo-neu.svg',
      });
      expect(saved.seo).toEqual({ ...before.seo, title: 'Neu', ogDescription: null });
      expect(saved.chatbot).toEqual({ ...before.chatbot, greetingMessage: 'Moin!' });
      expect(saved.features).toEqual({ ...before.features, events: false, parking: true });
      expect(saved.privacy).toEqual({ ...before.privacy, imprintUrl: 'https://www.demo-center.example/impressum' });
      expect(saved.centerplanSettings).toEqual(before.centerplanSettings);

      const surface = await getVisitorSurface(handle.db, centerId);
      expect(surface?.center).toMatchObject({
        name: 'Demo Center Mannheim',
        logo: '/uploads/logo-neu.svg',
        logoUrl: '/uploads/logo-neu.svg',
        customDomain: 'shop.demo-center.example',
      });
      expect(surface?.seo.title).toBe('Neu');
      // the secrets of the center are not touched by a settings write
      const secrets = await handle.db
        .selectFrom('centerSecrets')
        .select('formRecipients')
        .where('centerId', '=', centerId)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(secrets.formRecipients)).toContain(SECRET_MARK);
    });

    it('refuses a domain of another center (also its www. twin) with CONFLICT', async () => {
      const before = await version();
      for (const customDomain of ['www.nord-arkaden.example', 'nord-arkaden.example']) {
        await expect(updateCenterSettings(handle.db, centerId, { branding: { customDomain } })).rejects.toMatchObject({
          kind: 'conflict',
          code: 'DOMAIN_TAKEN',
        });
      }
      expect(await version()).toBe(before);
    });

    it('refuses malformed values with INVALID and writes nothing', async () => {
      const before = [await version(), await version(otherCenterId)];
      for (const input of [
        { branding: { baseColor: 'teal' } },
        { branding: { latitude: 91 } },
        { branding: { longitude: -181 } },
        { branding: { customDomain: 'not a domain!' } },
        { branding: { name: '' } },
        { branding: { logo: 'javascript:alert(1)' } },
        { chatbot: { primaryColor: '#12' } },
        { features: { shops: 'yes' } },
        { privacy: { privacyPolicyUrl: 'data:text/html,x' } },
      ]) {
        await expect(
          updateCenterSettings(handle.db, centerId, input as never),
          JSON.stringify(input),
        ).rejects.toMatchObject({
          kind: 'invalid',
          code: 'INVALID_INPUT',
        });
      }
      expect([await version(), await version(otherCenterId)]).toEqual(before);
    });

    it('clears the custom domain with null', async () => {
      const saved = await updateCenterSettings(handle.db, centerId, { branding: { customDomain: null } });
      expect(saved.branding.customDomain).toBeNull();
    });
  });

  describe('template content', () => {
    it('writes the hero text under templateContent[rootKey], keeps every other key, shows it to visitors', async () => {
      const before = await overrides();
      const current = await getTemplateContent(handle.db, centerId);
      expect(current.rootKey).toBe('classic');
      expect(JSON.stringify(current)).not.toContain(SECRET_MARK);
      const version0 = await version();

      const saved = await updateTemplateContent(handle.db, centerId, {
        hero: { slide1: { headline: 'Sommer im Center', subline: 'Jetzt', cta: 'Los', ctaHref: '/sommer' } },
        customContent: { anfahrtHeading: 'Anfahrt', parkingSpaces: 1500 },
        pageVisibility: { vermietung: true, homepage_cta_box: null },
      });
      expect(await version()).toBe(version0 + 1);
      expect(saved.content.hero?.slide1).toEqual({
        headline: 'Sommer im Center',
        subline: 'Jetzt',
        cta: 'Los',
        ctaHref: '/sommer',
      });

      const after = await overrides();
      expect(after.fontFamily).toBe(before.fontFamily);
      expect(after.internalNotes).toBe(before.internalNotes);
      const classic = after.templateContent.classic;
      expect(classic.contactForm).toEqual(before.templateContent.classic.contactForm);
      expect(classic.hero.slide2).toEqual(before.templateContent.classic.hero.slide2);
      expect(classic.ctaBox).toEqual(before.templateContent.classic.ctaBox);
      expect(classic.homepageSections).toEqual(before.templateContent.classic.homepageSections);
      expect(classic.customContent).toEqual({
        anfahrtDescription: before.templateContent.classic.customContent.anfahrtDescription,
        anfahrtHeading: 'Anfahrt',
        parkingSpaces: 1500,
      });
      expect(classic.pageVisibility).toEqual({
        ...before.templateContent.classic.pageVisibility,
        vermietung: true,
        homepage_cta_box: undefined,
      });
      expect('homepage_cta_box' in classic.pageVisibility).toBe(false);

      const surface = await getVisitorSurface(handle.db, centerId);
      const content = surface?.templatePublicContent.content;
      expect(content?.hero?.slide1?.headline).toBe('Sommer im Center');
      expect(content?.hero?.slide2?.headline).toBe('Neue Shops');
      expect(content?.customContent).toMatchObject({ anfahrtHeading: 'Anfahrt', parkingSpaces: 1500 });
      expect(JSON.stringify(surface)).not.toContain(SECRET_MARK);
    });

    it('replaces arrays, removes a tab with null, and follows the template key', async () => {
      await updateTemplateContent(handle.db, centerId, {
        homepageSections: [{ title: 'Neu', text: 'Einziger Abschnitt', linkUrl: 'https://partner.example' }],
        ctaBox: null,
      });
      let classic = (await overrides()).templateContent.classic;
      expect(classic.homepageSections).toEqual([
        { title: 'Neu', text: 'Einziger Abschnitt', linkUrl: 'https://partner.example' },
      ]);
      expect('ctaBox' in classic).toBe(false);

      await updateCenterSettings(handle.db, centerId, { branding: { websiteTemplate: 'modern' } });
      const modern = await updateTemplateContent(handle.db, centerId, {
        heroSlider: { slides: [{ headline: 'Modern' }] },
      });
      expect(modern).toMatchObject({ templateId: 'modern', rootKey: 'modern' });
      const stored = (await overrides()).templateContent;
      expect(stored.modern).toEqual({ heroSlider: { slides: [{ headline: 'Modern' }] } });
      classic = stored.classic;
      expect(classic.homepageSections).toHaveLength(1);
      await updateCenterSettings(handle.db, centerId, { branding: { websiteTemplate: 'classic' } });
    });

    it('refuses unsafe links and over-long text with INVALID', async () => {
      const before = await version();
      for (const input of [
        { hero: { slide1: { ctaHref: 'javascript:alert(1)' } } },
        { hero: { slide2: { image: 'JAVASCRIPT:alert(1)' } } },
        { ctaBox: { buttonLink: 'vbscript:x' } },
        { homepageSections: [{ linkUrl: 'javascript://%0aalert(1)' }] },
        { hero: { slide1: { headline: 'x'.repeat(201) } } },
        { customContent: { parkingSpaces: -1 } },
        { pageVisibility: { 'not a key': true } },
      ]) {
        await expect(
          updateTemplateContent(handle.db, centerId, input as never),
          JSON.stringify(input),
        ).rejects.toMatchObject({
          kind: 'invalid',
        });
      }
      expect(await version()).toBe(before);
    });
  });
});
