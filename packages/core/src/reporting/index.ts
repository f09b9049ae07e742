// The public entry of the reporting area: `@center-platform/core/reporting`.
export { type ClientReportingChannel, type ClientReportingChannelDefinition, type ClientReportingChannelResult, type ClientReportingMonth, isReportingMonth, type LiveReportingSources, ReportingRange, readClientReporting, SendClientReportInput } from './client-reporting';
export { listClientReports, prepareMonthlyReports } from './client-reports';
export { getReportRecipients, ReportRecipientsInput, SetReportRecipientsInput, setReportRecipients } from './report-recipients';
export { createReportShareLink, readSharedReport, revokeReportShareLink } from './report-share-links';
export { sendReadyReports } from './send-client-reports';
