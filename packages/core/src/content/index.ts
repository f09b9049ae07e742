// The public entry of the content area: `@center-platform/core/content`.

export { BulkActionInput } from './bulk-action';
export { findUnstorableInput } from './characters';
export { sanitizedAsAWholeKind } from './free-form';
export { CenterPerformanceBatchInput, getNewsPerformance, getOneNewsPerformance, PerformanceBatchInput, PerformanceRange } from './news-performance';
export { findPublicOffer, listPublicEvents, listPublicJobs, listPublicNews, listPublicOffers, loadAktuellesBundle, MAX_BUNDLE_PER_TYPE } from './public-content';
export { listPublicHomepageTiles, listPublicHotPicks, listPublicPageContent, listPublicWebsiteContacts } from './public-pages';
export { listPublicOffices, listPublicServices } from './public-services';
export { PublishInput } from './publish-rules';
export { previewRichText, RICH_TEXT_PREVIEW_MAX_LENGTH, RichTextPreviewInput } from './rich-text-preview';
export {
  bulkEvent,
  bulkJob,
  bulkNews,
  bulkOffer,
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
  pageEventsForStaff,
  pageJobsForStaff,
  pageNewsForStaff,
  pageOffersForStaff,
  publishEvent,
  publishJob,
  publishNews,
  publishOffer,
  updateEvent,
  updateJob,
  updateNews,
  updateOffer,
} from './save-editorial';
export { deletePageContent, getPageContentForStaff, listPageContentForStaff, PageContentInput, PageTypeInput, upsertPageContent } from './save-pages';
export {
  bulkOffice,
  bulkService,
  createOffice,
  createService,
  deleteOffice,
  deleteService,
  getOfficeForStaff,
  getServiceForStaff,
  listOfficesForStaff,
  listServicesForStaff,
  OfficeCreateInput,
  OfficeUpdateInput,
  pageOfficesForStaff,
  pageServicesForStaff,
  ServiceCreateInput,
  ServiceUpdateInput,
  updateOffice,
  updateService,
} from './save-places';
export {
  bulkHomepageTile,
  bulkHotPick,
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
  pageHomepageTilesForStaff,
  pageHotPicksForStaff,
  updateHomepageTile,
  updateHotPick,
} from './save-website';
export { type StaffPage, StaffPageQuery } from './staff-page';
export { AuthorshipLabelInput, ContentStatusInput, OpeningHoursInput, SlugInput, SortOrderInput, TagsInput } from './staff-write';
