import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { hashToken, issueAccountToken, tokenLink } from '../accounts/one-time-tokens';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { serializeOpeningHours } from '../opening-hours';
import { CATEGORIES, DEMO_CENTER_SLUG, SECRET_MARK } from './catalog';
import { seedCenterplan } from './seed-centerplan';
import { seedContent } from './seed-content';
import { seedShops } from './seed-shops';

export interface DemoSeedResult {
  centerId: string;
  adminEmail: string;
  /** the one-time setup link of the demo SUPER_ADMIN (7 days); never a password */
  setupLink: string;
}

/** True when the database holds no center yet: the demo is seeded only then. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('centers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Seeds the demo of shared/conformance/README.md in one transaction: the center `demo-center` with shops,
 * branch locations, content in and outside its windows, pages, plans, touchscreens and DOOH, a second
 * center, and a SUPER_ADMIN with a setup link. Every secret value contains `demo-secret`.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: { adminEmail: string; baseUrl: string; now?: Date },
): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  // hashing is slow on purpose: do it before the transaction opens
  const analyticsPasswordHash = await hash(`${SECRET_MARK}-analytics-password`);
  return db.transaction().execute(async (trx) => {
    const organization = await trx
      .insertInto('organizations')
      .values({
        name: 'Demo Center Group',
        slug: 'demo-group',
        hosting: json({ classic: { project: 'demo-classic' } }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const centerId = await insertCenter(trx, organization.id, {
      slug: DEMO_CENTER_SLUG,
      name: 'Demo Center',
      city: 'Mannheim',
      colors: ['#0f766e', '#134e4a', '#f59e0b'],
    });
    const secondCenterId = await insertCenter(trx, organization.id, {
      slug: 'nord-arkaden',
      name: 'Nord-Arkaden',
      city: 'Hamburg',
      colors: ['#1d4ed8', '#1e3a8a', '#e11d48'],
    });

    for (const id of [centerId, secondCenterId]) {
      await trx
        .insertInto('centerSecrets')
        .values({
          centerId: id,
          companionConfig: json({
            appId: 'demo-companion',
            apiToken: `${SECRET_MARK}-companion-token`,
            pushKey: `${SECRET_MARK}-push`,
          }),
          analyticsPagePasswordHash: analyticsPasswordHash,
          formRecipients: json({
            kontakt: [`kontakt+${SECRET_MARK}@demo-center.example`],
            vermietung: [`vermietung+${SECRET_MARK}@demo-center.example`],
            promotionflaeche: [`promotion+${SECRET_MARK}@demo-center.example`],
          }),
          reportRecipients: [`report+${SECRET_MARK}@demo-center.example`],
        })
        .execute();
      await trx
        .insertInto('apiKeys')
        .values({
          kind: 'center_plugin',
          centerId: id,
          name: 'Demo website plugin',
          keyHash: hashToken(`cpk_${SECRET_MARK}_${randomBytes(16).toString('hex')}`),
          keyPrefix: 'cpk_',
        })
        .execute();
    }
    await trx
      .insertInto('apiKeys')
      .values({
        kind: 'organization',
        organizationId: organization.id,
        name: 'Demo agency',
        keyHash: hashToken(`cpo_${SECRET_MARK}_${randomBytes(16).toString('hex')}`),
        keyPrefix: 'cpo_',
        scopes: ['read', 'write'],
      })
      .execute();

    const categoryIds = new Map<string, string>();
    for (const [centerIndex, id] of [centerId, secondCenterId].entries()) {
      const rows = await trx
        .insertInto('categories')
        .values(
          CATEGORIES.map((c, i) => ({
            centerId: id,
            name: c.name,
            slug: c.slug,
            icon: c.icon,
            color: c.color,
            sortOrder: i,
          })),
        )
        .returning(['id', 'slug'])
        .execute();
      if (centerIndex === 0) for (const r of rows) categoryIds.set(r.slug, r.id);
      else
        await seedShops(trx, {
          centerId: id,
          organizationId: organization.id,
          categoryIds: new Map(rows.map((r) => [r.slug, r.id])),
          shopCount: 10,
          branchesPerChain: 1,
        });
    }

    const shops = await seedShops(trx, { centerId, organizationId: organization.id, categoryIds, shopCount: Infinity });
    const services = await seedContent(trx, { centerId, shops, categoryIds, now });
    await seedCenterplan(trx, { centerId, shops, services });

    const admin = await trx
      .insertInto('users')
      .values({
        email: options.adminEmail,
        name: 'Demo Administrator',
        role: 'SUPER_ADMIN',
        organizationId: organization.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await issueAccountToken(trx, { purpose: 'setup', userId: admin.id }, now);

    return { centerId, adminEmail: options.adminEmail, setupLink: tokenLink(options.baseUrl, 'setup', token) };
  });
}

async function insertCenter(
  trx: Kysely<Database>,
  organizationId: string,
  c: { slug: string; name: string; city: string; colors: [string, string, string] },
): Promise<string> {
  const id = randomUUID();
  const logo = `centers/${id}/logo.svg`;
  await trx
    .insertInto('centers')
    .values({
      id,
      organizationId,
      name: c.name,
      slug: c.slug,
      shortName: c.name.split(' ')[0] ?? c.name,
      city: c.city,
      address: 'Hauptstraße 1',
      postalCode: '68161',
      country: 'DE',
      latitude: 49.4875,
      longitude: 8.466,
      baseColor: c.colors[0],
      secondaryColor: c.colors[1],
      accentColor: c.colors[2],
      logo,
      logoUrl: logo,
      favicon: `centers/${id}/favicon.png`,
      websiteFavicon: `centers/${id}/website-favicon.png`,
      coverImageUrl: `/uploads/centers/${c.slug}/cover.jpg`,
      theme: 'light',
      websiteTemplate: 'classic',
      customDomain: `www.${c.slug}.example`,
      websiteUrl: `https://www.${c.slug}.example`,
      legacyWebsiteUrl: `http://${c.slug}.legacy.example`,
      phone: '+49 621 000000',
      email: `info@${c.slug}.example`,
      openingHours: json(
        serializeOpeningHours(
          {
            montag: '09:30 - 20:00',
            dienstag: '09:30 - 20:00',
            mittwoch: '09:30 - 20:00',
            donnerstag: '09:30 - 20:00',
            freitag: '09:30 - 21:00',
            samstag: '09:30 - 20:00',
            sonntag: 'geschlossen',
          },
          'center',
        ),
      ),
      seo: json({
        title: `${c.name} – Shopping in ${c.city}`,
        description: `Über 120 Shops, Gastronomie und Services im ${c.name}.`,
        keywords: 'shopping, einkaufen, center',
        ogImage: `/uploads/centers/${c.slug}/og.jpg`,
        ogTitle: c.name,
        ogDescription: null,
      }),
      chatbot: json({
        enabled: true,
        primaryColor: c.colors[0],
        greetingMessage: `Hallo! Ich bin der digitale Assistent des ${c.name}. Wie kann ich helfen?`,
        position: 'bottom-right',
        consentTitle: 'Chat-Einwilligung',
        consentDescription: 'Ihre Nachrichten werden zur Beantwortung verarbeitet und nicht an Dritte weitergegeben.',
      }),
      centerplanSettings: json({ initialViewMode: '2d', showCenterplanLegend: true, showLogosOnPlan: true }),
      wayfindingMap: json({ enabled: true, defaultFloorNumber: 0, touchscreenStartRequired: false }),
      privacy: json({
        consentRequired: true,
        privacyPolicyUrl: `https://www.${c.slug}.example/datenschutz`,
        analyticsEnabled: true,
        chatConsentRequired: true,
      }),
      features: json({
        shops: true,
        news: true,
        events: true,
        offers: true,
        jobs: true,
        centerplan: true,
        chatbot: true,
      }),
      reportingDashboardClientId: null,
    })
    .execute();
  await trx
    .insertInto('centerThemeOverrides')
    .values({ centerId: id, themeOverrides: json(themeOverrides(c.name)) })
    .execute();
  return id;
}

/** Theme overrides: the visitor-safe template content plus internal values that must never be public. */
function themeOverrides(centerName: string) {
  const slide = (n: number, headline: string) => ({
    image: `/uploads/demo/hero-${n}.jpg`,
    headline,
    subline: `${centerName} – Ihr Einkaufserlebnis`,
    cta: 'Mehr erfahren',
    ctaHref: n === 1 ? '/shops' : '/aktuelles',
  });
  return {
    fontFamily: 'Inter',
    internalNotes: `${SECRET_MARK}: do not publish`,
    templateContent: {
      classic: {
        hero: { slide1: slide(1, 'Willkommen'), slide2: slide(2, 'Neue Shops'), slide3: slide(3, 'Aktionen') },
        pageVisibility: {
          shops: true,
          gastronomie: true,
          aktuelles: true,
          jobs: true,
          homepage_cta_box: true,
          vermietung: false,
        },
        ctaBox: {
          title: 'Flächen mieten',
          text: '<p>Werden Sie Teil des Centers.</p>',
          buttonLink: '/vermietung',
          email: 'vermietung@demo-center.example',
          image: '/uploads/demo/cta.jpg',
        },
        homepageSections: [
          { image: '/uploads/demo/section-1.jpg', title: 'Gastronomie', text: 'Genießen Sie unsere Food Lounge.' },
          { image: '/uploads/demo/section-2.jpg', title: 'Familie', text: 'Spielbereich und Wickelraum.' },
        ],
        customContent: {
          anfahrtDescription: 'Mit der Straßenbahn Linie 1 bis Haltestelle Center. 1.200 Parkplätze im Parkhaus.',
        },
        contactForm: { recipient: `kontakt+${SECRET_MARK}@demo-center.example`, apiKey: `${SECRET_MARK}-form-key` },
      },
    },
  };
}
