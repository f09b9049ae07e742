/** The snapshot channels of the reporting system's export (spec 2.10, 4.8), in the order of the export. */
export const REPORTING_CHANNELS = [
  'website_analytics_monthly',
  'social_media',
  'chatbot_metrics',
  'stelen_metrics',
  'meta_ads',
  'google_ads',
  'search_keywords',
] as const;
export type ReportingChannel = (typeof REPORTING_CHANNELS)[number];
