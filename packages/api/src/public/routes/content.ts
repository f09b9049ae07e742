import {
  findPublicOffer,
  listPublicEvents,
  listPublicHomepageTiles,
  listPublicHotPicks,
  listPublicJobs,
  listPublicNews,
  listPublicOffers,
  listPublicOffices,
  listPublicPageContent,
  listPublicServices,
  listPublicWebsiteContacts,
  loadAktuellesBundle,
  MAX_BUNDLE_PER_TYPE,
} from '@center-platform/core/content';
import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors';
import { allowPublicReads } from '../cors';
import type { PublicApp, PublicDeps } from '../public-app';
import { found } from '../read-cache';
import { booleanFlag, CenterIdParams, CenterIdQuery, intParam, jsonResponse } from '../schemas/common';
import {
  AktuellesBundle,
  EventList,
  HomepageTileList,
  HotPickList,
  JobList,
  NewsList,
  OfferAnswer,
  OfficeList,
  PageContentList,
  ServiceList,
  WebsiteContactList,
} from '../schemas/content';

const flag = (description: string) => booleanFlag.optional().openapi({ description });
const bundleLimit = (description: string) =>
  intParam(1, MAX_BUNDLE_PER_TYPE)
    .optional()
    .openapi({ example: 20, description: `${description}; 1 to 500, default 500` });

const NoQuery = z.object({});

const centerRoute = <Q extends z.ZodObject>(
  path: string,
  summary: string,
  schema: z.ZodType,
  description: string,
  query: Q,
) =>
  createRoute({
    method: 'get',
    path: `/api/centers/{centerId}/${path}`,
    tags: ['Content'],
    summary,
    request: { params: CenterIdParams, query },
    responses: jsonResponse(schema, description),
  });

const news = centerRoute(
  'news',
  'News of a center; construction-diary entries with their linked shops (spec 2.8, 4.1)',
  NewsList,
  'News',
  z.object({
    published: flag('true also requires publishDate empty or not in the future'),
    constructionDiary: flag('true lists only construction-diary entries, each with linkedShops'),
    status: z.enum(['Active', 'Archived']).optional().openapi({ description: 'Default Active' }),
  }),
);
const events = centerRoute('events', 'Visible events of a center', EventList, 'Events', NoQuery);
const offers = centerRoute(
  'offers',
  'Visible offers of a center (takeaway-exclusive ones included), or one offer',
  OfferAnswer,
  'The offers, or with offerId the one offer',
  z.object({ offerId: z.uuid().optional().openapi({ description: 'Answers this one offer only' }) }),
);
const jobs = centerRoute('jobs', 'Visible jobs of a center', JobList, 'Jobs', NoQuery);
const bundle = centerRoute(
  'aktuelles-bundle',
  'News, events, offers and jobs in one read, at most 500 per type (spec 4.1, 8)',
  AktuellesBundle,
  'The current bundle',
  z.object({
    limit: bundleLimit('Per type, unless the type has its own limit'),
    newsLimit: bundleLimit('News'),
    eventsLimit: bundleLimit('Events'),
    offersLimit: bundleLimit('Offers'),
    jobsLimit: bundleLimit('Jobs'),
  }),
);
const servicesOfCenter = centerRoute(
  'services',
  'Services of a center; without publicWebsite every active one',
  ServiceList,
  'Services',
  z.object({ publicWebsite: flag('true applies the website listing filter') }),
);
const servicesForWidget = createRoute({
  method: 'get',
  path: '/api/services',
  tags: ['Content'],
  summary: 'Services listed on the website (the map widget read, spec 4.10)',
  request: { query: CenterIdQuery },
  responses: jsonResponse(ServiceList, 'Services'),
});
const offices = createRoute({
  method: 'get',
  path: '/api/offices',
  tags: ['Content'],
  summary: 'Visible offices and practices of a center',
  request: {
    query: CenterIdQuery.extend({
      status: z.enum(['Active', 'Inactive']).optional().openapi({ description: 'Default Active' }),
    }),
  },
  responses: jsonResponse(OfficeList, 'Offices'),
});
const homepageTiles = centerRoute('homepage-tiles', 'Homepage tiles', HomepageTileList, 'Tiles', NoQuery);
const hotPicks = centerRoute('hotpicks', 'Hot picks, at most 50 (spec 8)', HotPickList, 'Hot picks', NoQuery);
const pageContent = centerRoute(
  'page-content',
  "Published page entries, including the opening-hours page ('oeffnungszeiten')",
  PageContentList,
  'Page entries',
  NoQuery,
);
const websiteContacts = centerRoute(
  'website-contacts',
  'Public website contacts (apiHints contactsPublicGet)',
  WebsiteContactList,
  'Contacts',
  NoQuery,
);

export function registerContentRoutes(app: PublicApp, { db, cache }: PublicDeps) {
  allowPublicReads(app, news);
  app.openapi(news, (c) => {
    const query = c.req.valid('query');
    const filters = {
      published: query.published ?? false,
      constructionDiary: query.constructionDiary ?? false,
      status: query.status ?? 'Active',
    };
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `news:${JSON.stringify(filters)}`,
      loadAt: async (id, now) => ({ data: { success: true, data: await listPublicNews(db, id, now, filters) } }),
    });
  });

  allowPublicReads(app, events);
  app.openapi(events, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'events',
      loadAt: async (id, now) => ({ data: { success: true, data: await listPublicEvents(db, id, now) } }),
    }),
  );

  allowPublicReads(app, offers);
  app.openapi(offers, (c) => {
    const { offerId } = c.req.valid('query');
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `offers:${JSON.stringify({ offerId })}`,
      loadAt: async (id, now) => {
        if (!offerId) return { data: { success: true, data: await listPublicOffers(db, id, now) } };
        const offer = await findPublicOffer(db, id, now, offerId);
        return found(offer && { success: true, data: offer }, 'OFFER_NOT_FOUND', 'No visible offer with this id.');
      },
    });
  });

  allowPublicReads(app, jobs);
  app.openapi(jobs, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'jobs',
      loadAt: async (id, now) => ({ data: { success: true, data: await listPublicJobs(db, id, now) } }),
    }),
  );

  allowPublicReads(app, bundle);
  app.openapi(bundle, (c) => {
    const query = c.req.valid('query');
    const each = query.limit ?? MAX_BUNDLE_PER_TYPE;
    const limits = {
      news: query.newsLimit ?? each,
      events: query.eventsLimit ?? each,
      offers: query.offersLimit ?? each,
      jobs: query.jobsLimit ?? each,
    };
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `aktuelles-bundle:${JSON.stringify(limits)}`,
      loadAt: async (id, now) => ({ data: { success: true, data: await loadAktuellesBundle(db, id, now, limits) } }),
    });
  });

  allowPublicReads(app, servicesOfCenter);
  app.openapi(servicesOfCenter, (c) => {
    const publicWebsite = c.req.valid('query').publicWebsite ?? false;
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `services:${JSON.stringify({ publicWebsite })}`,
      loadAt: async (id, now) => ({
        data: { success: true, data: await listPublicServices(db, id, now, { publicWebsite }) },
      }),
    });
  });

  allowPublicReads(app, servicesForWidget);
  app.openapi(servicesForWidget, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('query').centerId },
      key: `services:${JSON.stringify({ publicWebsite: true })}`,
      loadAt: async (id, now) => ({
        data: { success: true, data: await listPublicServices(db, id, now, { publicWebsite: true }) },
      }),
    }),
  );

  allowPublicReads(app, offices);
  app.openapi(offices, (c) => {
    const query = c.req.valid('query');
    const status = query.status ?? 'Active';
    return cache.answer(c, {
      selector: { id: query.centerId },
      key: `offices:${JSON.stringify({ status })}`,
      loadAt: async (id, now) => ({ data: { success: true, data: await listPublicOffices(db, id, now, { status }) } }),
    });
  });

  allowPublicReads(app, homepageTiles);
  app.openapi(homepageTiles, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'homepage-tiles',
      loadAt: async (id, now) => ({ data: { success: true, data: await listPublicHomepageTiles(db, id, now) } }),
    }),
  );

  allowPublicReads(app, hotPicks);
  app.openapi(hotPicks, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'hotpicks',
      loadAt: async (id, now) => ({ data: { success: true, data: await listPublicHotPicks(db, id, now) } }),
    }),
  );

  allowPublicReads(app, pageContent);
  app.openapi(pageContent, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'page-content',
      load: async (id) => ({ data: { success: true, data: await listPublicPageContent(db, id) } }),
    }),
  );
  // Staff-only write on the same path: no CORS, and until authentication exists it always refuses.
  app.post('/api/centers/:centerId/page-content', () => {
    throw new ApiError(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
  });

  allowPublicReads(app, websiteContacts);
  app.openapi(websiteContacts, (c) =>
    cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: 'website-contacts',
      load: async (id) => ({ data: { success: true, data: await listPublicWebsiteContacts(db, id) } }),
    }),
  );
}
