import {
  CenterSettingsInput,
  getCenterSettings,
  getTemplateContent,
  TemplateContentInput,
  updateCenterSettings,
  updateTemplateContent,
} from '@center-platform/core/centers';
import {
  bulkEvent,
  bulkHomepageTile,
  bulkHotPick,
  bulkJob,
  bulkNews,
  bulkOffer,
  bulkOffice,
  bulkService,
  createEvent,
  createHomepageTile,
  createHotPick,
  createJob,
  createNews,
  createOffer,
  createOffice,
  createService,
  deleteEvent,
  deleteHomepageTile,
  deleteHotPick,
  deleteJob,
  deleteNews,
  deleteOffer,
  deleteOffice,
  deletePageContent,
  deleteService,
  EventCreateInput,
  EventUpdateInput,
  getEventForStaff,
  getHomepageTileForStaff,
  getHotPickForStaff,
  getJobForStaff,
  getNewsForStaff,
  getOfferForStaff,
  getOfficeForStaff,
  getPageContentForStaff,
  getServiceForStaff,
  HomepageTileCreateInput,
  HomepageTileUpdateInput,
  HotPickCreateInput,
  HotPickUpdateInput,
  JobCreateInput,
  JobUpdateInput,
  listEventsForStaff,
  listHomepageTilesForStaff,
  listHotPicksForStaff,
  listJobsForStaff,
  listNewsForStaff,
  listOffersForStaff,
  listOfficesForStaff,
  listPageContentForStaff,
  listServicesForStaff,
  NewsCreateInput,
  NewsUpdateInput,
  OfferCreateInput,
  OfferUpdateInput,
  OfficeCreateInput,
  OfficeUpdateInput,
  PageContentInput,
  PageTypeInput,
  pageEventsForStaff,
  pageHomepageTilesForStaff,
  pageHotPicksForStaff,
  pageJobsForStaff,
  pageNewsForStaff,
  pageOffersForStaff,
  pageOfficesForStaff,
  pageServicesForStaff,
  previewRichText,
  publishEvent,
  publishJob,
  publishNews,
  publishOffer,
  RichTextPreviewInput,
  ServiceCreateInput,
  ServiceUpdateInput,
  updateEvent,
  updateHomepageTile,
  updateHotPick,
  updateJob,
  updateNews,
  updateOffer,
  updateOffice,
  updateService,
  upsertPageContent,
} from '@center-platform/core/content';
import {
  bulkShops,
  createShop,
  deleteShop,
  getShopForStaff,
  listShopNames,
  listShopsForStaff,
  listStaffShopPage,
  ShopCreateInput,
  ShopNamesQuery,
  ShopUpdateInput,
  StaffShopPageQuery,
  updateShop,
} from '@center-platform/core/shops';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { structureRouters } from '../website-structure/structure.router';
import { publishedRouter, resourceProcedures, resourceRouter } from './resource-procedures';
import {
  CONTENT_RULE as CONTENT,
  CONTENT_READ_RULE as CONTENT_READ,
  RICH_TEXT_PREVIEW_RULE as RICH_TEXT_PREVIEW,
  WEBSITE_RULE as WEBSITE,
  WEBSITE_READ_RULE as WEBSITE_READ,
} from './rules';

// The staff write paths of center content (spec 2.2, 2.3, 2.6, 2.8, 4.6). Every input carries the `centerId`
// it acts on: the rules are center-scoped, so the one middleware refuses a center other than the session's
// (SUPER_ADMIN excepted), and the core functions scope every id to that center (another center's id is
// NOT_FOUND). The procedures only parse and call core.

const center = { centerId: z.uuid() };
const CONTENT_RULES = { read: CONTENT_READ, write: CONTENT };

export const centerWorkRouter = router({
  ...structureRouters,
  settings: router({
    get: ruledProcedure(WEBSITE_READ)
      .input(z.object(center))
      .query(({ ctx, input }) => getCenterSettings(ctx.services.db, input.centerId)),
    update: ruledProcedure(WEBSITE)
      .input(z.object({ ...center, data: CenterSettingsInput }))
      .mutation(({ ctx, input }) => updateCenterSettings(ctx.services.db, input.centerId, input.data)),
  }),
  templateContent: router({
    get: ruledProcedure(WEBSITE_READ)
      .input(z.object(center))
      .query(({ ctx, input }) => getTemplateContent(ctx.services.db, input.centerId)),
    update: ruledProcedure(WEBSITE)
      .input(z.object({ ...center, data: TemplateContentInput }))
      .mutation(({ ctx, input }) => updateTemplateContent(ctx.services.db, input.centerId, input.data)),
  }),
  shops: router({
    ...resourceProcedures(CONTENT_RULES, {
      createInput: ShopCreateInput,
      updateInput: ShopUpdateInput,
      list: listShopsForStaff,
      get: getShopForStaff,
      create: createShop,
      update: updateShop,
      remove: deleteShop,
      bulk: bulkShops,
    }),
    /** a page of the list, sorted and filtered on the server (a center may have thousands of shops) */
    page: ruledProcedure(CONTENT_READ)
      .input(StaffShopPageQuery.extend(center))
      .query(({ ctx, input: { centerId, ...page } }) => listStaffShopPage(ctx.services.db, centerId, page)),
    /** the names of the shops a form holds by id, in one read */
    names: ruledProcedure(CONTENT_READ)
      .input(ShopNamesQuery.extend(center))
      .query(({ ctx, input: { centerId, ...query } }) => listShopNames(ctx.services.db, centerId, query)),
  }),
  news: publishedRouter(CONTENT_RULES, {
    publish: publishNews,
    createInput: NewsCreateInput,
    updateInput: NewsUpdateInput,
    list: listNewsForStaff,
    page: pageNewsForStaff,
    get: getNewsForStaff,
    create: createNews,
    update: updateNews,
    remove: deleteNews,
    bulk: bulkNews,
  }),
  events: publishedRouter(CONTENT_RULES, {
    publish: publishEvent,
    createInput: EventCreateInput,
    updateInput: EventUpdateInput,
    list: listEventsForStaff,
    page: pageEventsForStaff,
    get: getEventForStaff,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
    bulk: bulkEvent,
  }),
  offers: publishedRouter(CONTENT_RULES, {
    publish: publishOffer,
    createInput: OfferCreateInput,
    updateInput: OfferUpdateInput,
    list: listOffersForStaff,
    page: pageOffersForStaff,
    get: getOfferForStaff,
    create: createOffer,
    update: updateOffer,
    remove: deleteOffer,
    bulk: bulkOffer,
  }),
  jobs: publishedRouter(CONTENT_RULES, {
    publish: publishJob,
    createInput: JobCreateInput,
    updateInput: JobUpdateInput,
    list: listJobsForStaff,
    page: pageJobsForStaff,
    get: getJobForStaff,
    create: createJob,
    update: updateJob,
    remove: deleteJob,
    bulk: bulkJob,
  }),
  services: resourceRouter(CONTENT_RULES, {
    createInput: ServiceCreateInput,
    updateInput: ServiceUpdateInput,
    list: listServicesForStaff,
    page: pageServicesForStaff,
    get: getServiceForStaff,
    create: createService,
    update: updateService,
    remove: deleteService,
    bulk: bulkService,
  }),
  offices: resourceRouter(CONTENT_RULES, {
    createInput: OfficeCreateInput,
    updateInput: OfficeUpdateInput,
    list: listOfficesForStaff,
    page: pageOfficesForStaff,
    get: getOfficeForStaff,
    create: createOffice,
    update: updateOffice,
    remove: deleteOffice,
    bulk: bulkOffice,
  }),
  homepageTiles: resourceRouter(CONTENT_RULES, {
    createInput: HomepageTileCreateInput,
    updateInput: HomepageTileUpdateInput,
    list: listHomepageTilesForStaff,
    page: pageHomepageTilesForStaff,
    get: getHomepageTileForStaff,
    create: createHomepageTile,
    update: updateHomepageTile,
    remove: deleteHomepageTile,
    bulk: bulkHomepageTile,
  }),
  hotPicks: resourceRouter(CONTENT_RULES, {
    createInput: HotPickCreateInput,
    updateInput: HotPickUpdateInput,
    list: listHotPicksForStaff,
    page: pageHotPicksForStaff,
    get: getHotPickForStaff,
    create: createHotPick,
    update: updateHotPick,
    remove: deleteHotPick,
    bulk: bulkHotPick,
  }),
  pageContent: router({
    list: ruledProcedure(CONTENT_READ)
      .input(z.object(center))
      .query(({ ctx, input }) => listPageContentForStaff(ctx.services.db, input.centerId)),
    get: ruledProcedure(CONTENT_READ)
      .input(z.object({ ...center, pageType: PageTypeInput }))
      .query(({ ctx, input }) => getPageContentForStaff(ctx.services.db, input.centerId, input.pageType)),
    upsert: ruledProcedure(CONTENT)
      .input(z.object({ ...center, data: PageContentInput }))
      .mutation(({ ctx, input }) => upsertPageContent(ctx.services.db, input.centerId, input.data)),
    delete: ruledProcedure(CONTENT)
      .input(z.object({ ...center, pageType: PageTypeInput }))
      .mutation(({ ctx, input }) => deletePageContent(ctx.services.db, input.centerId, input.pageType)),
  }),
  richText: router({
    // what the website gets of the rich text being edited (the sanitizer of every write, nothing stored); sent as a
    // POST (a mutation) because a query carries its input in the address, which servers cap at a few kilobytes
    preview: ruledProcedure(RICH_TEXT_PREVIEW)
      .input(RichTextPreviewInput)
      .mutation(({ input }) => previewRichText(input)),
  }),
});
