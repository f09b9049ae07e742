import {
  CenterSettingsInput,
  getCenterSettings,
  getTemplateContent,
  TemplateContentInput,
  updateCenterSettings,
  updateTemplateContent,
} from '@center-platform/core/centers';
import {
  BulkActionInput,
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
  ServiceCreateInput,
  ServiceUpdateInput,
  StaffPageQuery,
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
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import {
  CONTENT_RULE as CONTENT,
  CONTENT_READ_RULE as CONTENT_READ,
  WEBSITE_RULE as WEBSITE,
  WEBSITE_READ_RULE as WEBSITE_READ,
} from './rules';

// The staff write paths of center content (spec 2.2, 2.3, 2.6, 2.8, 4.6). Every input carries the `centerId`
// it acts on: the rules are center-scoped, so the one middleware refuses a center other than the session's
// (SUPER_ADMIN excepted), and the core functions scope every id to that center (another center's id is
// NOT_FOUND). The procedures only parse and call core.

const center = { centerId: z.uuid() };
const byId = z.object({ ...center, id: z.uuid() });

type Db = TrpcContext['services']['db'];

/** list / get / create / update / delete / bulk of one kind of center content, each calling its core function. */
interface Crud<CO, CI, UO, UI, L, G, W> {
  createInput: z.ZodType<CO, CI>;
  updateInput: z.ZodType<UO, UI>;
  list: (db: Db, centerId: string) => Promise<L>;
  get: (db: Db, centerId: string, id: string) => Promise<G>;
  create: (db: Db, centerId: string, input: CO) => Promise<W>;
  update: (db: Db, centerId: string, id: string, input: UO) => Promise<W>;
  remove: (db: Db, centerId: string, id: string) => Promise<{ id: string }>;
  bulk: (db: Db, centerId: string, input: BulkActionInput) => Promise<{ action: string; ids: string[] }>;
}

function contentProcedures<CO, CI, UO, UI, L, G, W>(crud: Crud<CO, CI, UO, UI, L, G, W>) {
  return {
    list: ruledProcedure(CONTENT_READ)
      .input(z.object(center))
      .query(({ ctx, input }) => crud.list(ctx.services.db, input.centerId)),
    get: ruledProcedure(CONTENT_READ)
      .input(byId)
      .query(({ ctx, input }) => crud.get(ctx.services.db, input.centerId, input.id)),
    create: ruledProcedure(CONTENT)
      .input(z.object({ ...center, data: crud.createInput }))
      .mutation(({ ctx, input }) => crud.create(ctx.services.db, input.centerId, input.data)),
    update: ruledProcedure(CONTENT)
      .input(z.object({ ...center, id: z.uuid(), data: crud.updateInput }))
      .mutation(({ ctx, input }) => crud.update(ctx.services.db, input.centerId, input.id, input.data)),
    delete: ruledProcedure(CONTENT)
      .input(byId)
      .mutation(({ ctx, input }) => crud.remove(ctx.services.db, input.centerId, input.id)),
    /** publish, unpublish or delete the selected rows, all or none */
    bulk: ruledProcedure(CONTENT)
      .input(BulkActionInput.extend(center))
      .mutation(({ ctx, input: { centerId, ...action } }) => crud.bulk(ctx.services.db, centerId, action)),
  };
}

/** The procedures of a content kind with its page of the staff list (shops have a page of their own). */
const contentRouter = <CO, CI, UO, UI, L, G, W, P>(
  crud: Crud<CO, CI, UO, UI, L, G, W> & { page: (db: Db, centerId: string, input: StaffPageQuery) => Promise<P> },
) =>
  router({
    ...contentProcedures(crud),
    /** a page of the list, sorted and filtered on the server */
    page: ruledProcedure(CONTENT_READ)
      .input(StaffPageQuery.extend(center))
      .query(({ ctx, input: { centerId, ...page } }) => crud.page(ctx.services.db, centerId, page)),
  });

export const centerWorkRouter = router({
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
    ...contentProcedures({
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
  news: contentRouter({
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
  events: contentRouter({
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
  offers: contentRouter({
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
  jobs: contentRouter({
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
  services: contentRouter({
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
  offices: contentRouter({
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
  homepageTiles: contentRouter({
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
  hotPicks: contentRouter({
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
});
