// The reporting import (spec 2.10, 4.8): the reporting system's export client, client-to-center matching, the
// preview and the execute that the REST routes, tRPC procedures, the job and the CLI call.

export type { ReportingExecuteResult } from './execute';
export { executeReportingImport } from './execute';
export type { MatchRule } from './match-clients';
export { matchClients } from './match-clients';
export type { ReportingPreview, ReportingPreviewRow } from './preview';
export { previewReportingImport } from './preview';
export type {
  ReportingChannel,
  ReportingClientExport,
  ReportingClientIndex,
  ReportingExportClient,
} from './reporting-client';
export { createReportingExportClient, REPORTING_CHANNELS, ReportingUpstreamError } from './reporting-client';
