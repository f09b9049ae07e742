import {
  CenterSettingsInput,
  getCenterSettings,
  getTemplateContent,
  TemplateContentInput,
  updateCenterSettings,
  updateTemplateContent,
} from '@center-platform/core/centers';
import {
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
  createShop,
  deleteShop,
  getShopForStaff,
  listShopsForStaff,
  ShopCreateInput,
  ShopUpdateInput,
  updateShop,
} from '@center-platform/core/shops';
import { z } from 'zod';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import { CONTENT_RULE as CONTENT, WEBSITE_RULE as WEBSITE } from './rules';

// The staff write paths of center content (spec 2.2, 2.3, 2.6, 2.8, 4.6). Every input carries the `centerId`
// it acts on: the rules are center-scoped, so the one middleware refuses a center other than the session's
// (SUPER_ADMIN excepted), and the core functions scope every id to that center (another center's id is
// NOT_FOUND). The procedures only parse and call core.

const center = { centerId: z.uuid() };
const byId = z.object({ ...center, id: z.uuid() });

type Db = TrpcContext['services']['db'];

/** list / get / create / update / delete of one kind of center content, each calling its core function. */
function contentRouter<CO, CI, UO, UI, L, G, W>(crud: {
  createInput: z.ZodType<CO, CI>;
  updateInput: z.ZodType<UO, UI>;
  list: (db: Db, centerId: string) => Promise<L>;
  get: (db: Db, centerId: string, id: string) => Promise<G>;
  create: (db: Db, centerId: string, input: CO) => Promise<W>;
  update: (db: Db, centerId: string, id: string, input: UO) => Promise<W>;
  remove: (db: Db, centerId: string, id: string) => Promise<{ id: string }>;
}) {
  return router({
    list: ruledProcedure(CONTENT)
      .input(z.object(center))
      .query(({ ctx, input }) => crud.list(ctx.services.db, input.centerId)),
    get: ruledProcedure(CONTENT)
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
  });
}

export const centerWorkRouter = router({
  settings: router({
    get: ruledProcedure(WEBSITE)
      .input(z.object(center))
      .query(({ ctx, input }) => getCenterSettings(ctx.services.db, input.centerId)),
    update: ruledProcedure(WEBSITE)
      .input(z.object({ ...center, data: CenterSettingsInput }))
      .mutation(({ ctx, input }) => updateCenterSettings(ctx.services.db, input.centerId, input.data)),
  }),
  templateContent: router({
    get: ruledProcedure(WEBSITE)
      .input(z.object(center))
      .query(({ ctx, input }) => getTemplateContent(ctx.services.db, input.centerId)),
    update: ruledProcedure(WEBSITE)
      .input(z.object({ ...center, data: TemplateContentInput }))
      .mutation(({ ctx, input }) => updateTemplateContent(ctx.services.db, input.centerId, input.data)),
  }),
  shops: contentRouter({
    createInput: ShopCreateInput,
    updateInput: ShopUpdateInput,
    list: listShopsForStaff,
    get: getShopForStaff,
    create: createShop,
    update: updateShop,
    remove: deleteShop,
  }),
  news: contentRouter({
    createInput: NewsCreateInput,
    updateInput: NewsUpdateInput,
    list: listNewsForStaff,
    get: getNewsForStaff,
    create: createNews,
    update: updateNews,
    remove: deleteNews,
  }),
  events: contentRouter({
    createInput: EventCreateInput,
    updateInput: EventUpdateInput,
    list: listEventsForStaff,
    get: getEventForStaff,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
  }),
  offers: contentRouter({
    createInput: OfferCreateInput,
    updateInput: OfferUpdateInput,
    list: listOffersForStaff,
    get: getOfferForStaff,
    create: createOffer,
    update: updateOffer,
    remove: deleteOffer,
  }),
  jobs: contentRouter({
    createInput: JobCreateInput,
    updateInput: JobUpdateInput,
    list: listJobsForStaff,
    get: getJobForStaff,
    create: createJob,
    update: updateJob,
    remove: deleteJob,
  }),
  services: contentRouter({
    createInput: ServiceCreateInput,
    updateInput: ServiceUpdateInput,
    list: listServicesForStaff,
    get: getServiceForStaff,
    create: createService,
    update: updateService,
    remove: deleteService,
  }),
  offices: contentRouter({
    createInput: OfficeCreateInput,
    updateInput: OfficeUpdateInput,
    list: listOfficesForStaff,
    get: getOfficeForStaff,
    create: createOffice,
    update: updateOffice,
    remove: deleteOffice,
  }),
  homepageTiles: contentRouter({
    createInput: HomepageTileCreateInput,
    updateInput: HomepageTileUpdateInput,
    list: listHomepageTilesForStaff,
    get: getHomepageTileForStaff,
    create: createHomepageTile,
    update: updateHomepageTile,
    remove: deleteHomepageTile,
  }),
  hotPicks: contentRouter({
    createInput: HotPickCreateInput,
    updateInput: HotPickUpdateInput,
    list: listHotPicksForStaff,
    get: getHotPickForStaff,
    create: createHotPick,
    update: updateHotPick,
    remove: deleteHotPick,
  }),
  pageContent: router({
    list: ruledProcedure(CONTENT)
      .input(z.object(center))
      .query(({ ctx, input }) => listPageContentForStaff(ctx.services.db, input.centerId)),
    get: ruledProcedure(CONTENT)
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
