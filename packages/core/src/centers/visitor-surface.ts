import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mediaPresetList } from '../media/image-sizes';
import { loadPublicCenter, toVisitorCenter } from './public-center';
import {
  PublicCenterplanSettings,
  PublicFeatures,
  PublicSeo,
  PublicVisitorPrivacy,
  PublicWayfindingMap,
  publicChatbot,
  whitelist,
} from './public-settings';
import { buildTemplatePublicContent } from './template-public-content';

export const VISITOR_SURFACE_SCHEMA_VERSION = 1;

/** Spec 2.4: paths relative to the API host, with the center's id filled in. */
export function visitorApiHints(centerId: string) {
  const center = `/api/centers/${centerId}`;
  return {
    visitorChatbotPost: '/api/ai/visitor-chatbot',
    pageContentGet: `${center}/page-content`,
    homepageTilesGet: `${center}/homepage-tiles`,
    wayfindingCenterplanGet: `/api/wayfinding/centerplan?centerId=${centerId}`,
    wayfindingFloorsGet: `/api/wayfinding/floors?centerId=${centerId}`,
    doohPublicPlaylistsListGet: `${center}/dooh/public/playlists`,
    doohPublicPlaylistBySlugGet: `${center}/dooh/public/playlist?slug=<slug>`,
    doohPublicActiveGet: `${center}/dooh/public/active`,
    doohPublicLocalHeroGet: `${center}/dooh/public/local-hero`,
    hotPicksGet: `${center}/hotpicks`,
    currentBundleGet: `${center}/aktuelles-bundle`,
    contactsPublicGet: `${center}/website-contacts`,
    shopsGet: `${center}/shops?publicWebsite=true`,
    servicesGet: `${center}/services?publicWebsite=true`,
    newsGet: `${center}/news?published=true`,
    eventsGet: `${center}/events`,
    offersGet: `${center}/offers`,
    jobsGet: `${center}/jobs`,
    websiteCategoriesGet: `${center}/website-categories`,
    entrancesGet: `${center}/entrances`,
    kioskSnapshotGet: `${center}/snapshot`,
  };
}

/** Guidance for external frontends (2.2 frontendIntegration); static, with the center's paths. */
function frontendIntegration(centerId: string, deployment: VisitorSurfaceDeployment) {
  return {
    goldenRule:
      'Render everything from this payload and the public reads named in apiHints. Never call staff routes, never send credentials from a browser, and fall back quietly when a read fails.',
    publicRead: {
      templateContent: 'templatePublicContent.content',
      visitorSurface: `/api/centers/${centerId}/public-visitor-surface`,
    },
    forbiddenInPublicFrontend: [
      `/api/centers/${centerId}/website-config`,
      `/api/agencyos/v1/centers/${centerId}/website-config`,
      'theme overrides and the complete templateContent',
      'API keys, the companion configuration and the analytics page password',
      'form recipients (post forms to the send-contact-inquiry and send-rental-inquiry routes)',
      'a language-model key (the chatbot keeps it on the server)',
    ],
    chatbot: {
      responseFields: ['items', 'actions', 'suggestedActions', 'contentBlocks'],
      centerplanWiring:
        'A contentBlock of kind "plan_link" and an action of type "open_plan" carry the embeddable plan URL of a shop\'s map location; open it.',
      optionalContext: ['locale', 'history'],
    },
    centerplan: {
      embedOption: `/embed/centerplan?centerId=${centerId}&detailMode=parent`,
      clickPipeline:
        'With detailMode=parent the plan posts center:centerplan:open-detail with the map location; resolve it to the shop and open its page.',
      messageType: 'center:centerplan:open-detail',
    },
    kiosk: {
      touchscreensGet: '/api/touchscreens',
      signageConfigGet: `/api/centers/${centerId}/signage-config`,
      routing: '/api/wayfinding/routing',
      // issue 27.4: everything a kiosk shows, signed, for when its network is down
      snapshotGet: `/api/centers/${centerId}/snapshot`,
      ...(deployment.snapshotKey && {
        snapshotSignature: {
          algorithm: 'Ed25519',
          header: 'Snapshot-Signature',
          keyId: deployment.snapshotKey.keyId,
          publicKey: deployment.snapshotKey.publicKey,
        },
      }),
    },
  };
}

/** What the deployment adds to every surface: the public half of its settings. */
export interface VisitorSurfaceDeployment {
  /** the bot challenge's site key (BOT_CHALLENGE_SITE_KEY): the website forms render the widget with it */
  botChallengeSiteKey?: string | undefined;
  /** the public half of the kiosk snapshots' signing key (raw Ed25519, base64url) */
  snapshotKey?: { keyId: string; publicKey: string } | undefined;
}

/** The aggregate public read of spec 2.2 (`PublicVisitorSurfaceV1`), from whitelisted columns only. */
export async function getVisitorSurface(
  db: Kysely<Database>,
  centerId: string,
  deployment: VisitorSurfaceDeployment = {},
) {
  const [center, settings, overrides] = await Promise.all([
    loadPublicCenter(db, centerId),
    db
      .selectFrom('centers')
      .select(['seo', 'chatbot', 'centerplanSettings', 'wayfindingMap', 'features', 'privacy'])
      .where('id', '=', centerId)
      .executeTakeFirst(),
    db.selectFrom('centerThemeOverrides').select('themeOverrides').where('centerId', '=', centerId).executeTakeFirst(),
  ]);
  if (!center || !settings) return undefined;
  const chatbot = whitelist(publicChatbot(center.baseColor), settings.chatbot);
  const features = PublicFeatures.parse(settings.features);
  return {
    schemaVersion: VISITOR_SURFACE_SCHEMA_VERSION,
    center: toVisitorCenter(center),
    seo: whitelist(PublicSeo, settings.seo),
    chatbot,
    centerplan: whitelist(PublicCenterplanSettings, settings.centerplanSettings),
    wayfindingMap: settings.wayfindingMap === null ? null : whitelist(PublicWayfindingMap, settings.wayfindingMap),
    // a chatbot switched off is not a feature of the site, whatever the switch of the module says
    features: { ...features, chatbot: ((features as Record<string, boolean>).chatbot ?? true) && chatbot.enabled },
    templatePublicContent: buildTemplatePublicContent(center.websiteTemplate, overrides?.themeOverrides),
    frontendIntegration: frontendIntegration(center.id, deployment),
    apiHints: visitorApiHints(center.id),
    visitorPrivacy: whitelist(PublicVisitorPrivacy, settings.privacy),
    websiteForms: { botChallengeSiteKey: deployment.botChallengeSiteKey ?? null },
    // the named image sizes a frontend may ask a media URL for (`?preset=<name>`, issue 26)
    mediaPresets: mediaPresetList(),
  };
}
export type PublicVisitorSurfaceV1 = NonNullable<Awaited<ReturnType<typeof getVisitorSurface>>>;
