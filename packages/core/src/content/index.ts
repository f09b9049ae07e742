// The public entry of the content area: `@center-platform/core/content`.
export { findUnstorableInput } from './characters';
export { sanitizedAsAWholeKind } from './free-form';
export { CenterPerformanceBatchInput, getNewsPerformance, getOneNewsPerformance, PerformanceBatchInput, PerformanceRange } from './news-performance';
export { findPublicOffer, listPublicEvents, listPublicJobs, listPublicNews, listPublicOffers, loadAktuellesBundle, MAX_BUNDLE_PER_TYPE } from './public-content';
export { listPublicHomepageTiles, listPublicHotPicks, listPublicPageContent, listPublicWebsiteContacts } from './public-pages';
export { listPublicOffices, listPublicServices } from './public-services';
export {
  createEvent,
  createJob,
  createNews,
  createOffer,
  deleteEvent,
  deleteJob,
  deleteNews,
  deleteOffer,
  EventCreateInput,
  EventUpdateInput,
  getEventForStaff,
  getJobForStaff,
  getNewsForStaff,
  getOfferForStaff,
  JobCreateInput,
  JobUpdateInput,
  listEventsForStaff,
  listJobsForStaff,
  listNewsForStaff,
  listOffersForStaff,
  NewsCreateInput,
  NewsUpdateInput,
  OfferCreateInput,
  OfferUpdateInput,
  updateEvent,
  updateJob,
  updateNews,
  updateOffer,
} from './save-editorial';
export { deletePageContent, getPageContentForStaff, listPageContentForStaff, PageContentInput, PageTypeInput, upsertPageContent } from './save-pages';
export { createOffice, createService, deleteOffice, deleteService, getOfficeForStaff, getServiceForStaff, listOfficesForStaff, listServicesForStaff, OfficeCreateInput, OfficeUpdateInput, ServiceCreateInput, ServiceUpdateInput, updateOffice, updateService } from './save-places';
export {
  createHomepageTile,
  createHotPick,
  deleteHomepageTile,
  deleteHotPick,
  getHomepageTileForStaff,
  getHotPickForStaff,
  HomepageTileCreateInput,
  HomepageTileUpdateInput,
  HotPickCreateInput,
  HotPickUpdateInput,
  listHomepageTilesForStaff,
  listHotPicksForStaff,
  updateHomepageTile,
  updateHotPick,
} from './save-website';
export { AuthorshipLabelInput, ContentStatusInput, OpeningHoursInput, SlugInput, SortOrderInput, TagsInput } from './staff-write';
