// The public entry of the imports area: `@center-platform/core/imports`.
export { createImportRun, getImportRun, type ImportKind, type ImportRunView, listImportRuns, ResumeImportRunInput, resumeImportRun } from './import-runs';
export { LEGACY_READ_FLAGS, LegacyImportRequest } from './legacy/options';
export { listLegacySourceCenters, requestLegacyImport } from './legacy/request-import';
export { runLegacyImport } from './legacy/run-legacy-import';
export type { ReportingChannel } from './reporting/channels';
export { executeReportingImport, type ReportingExecuteResult } from './reporting/execute';
export { previewReportingImport, type ReportingPreviewRow } from './reporting/preview';
export { createReportingExportClient, ReportingUpstreamError } from './reporting/reporting-client';
export { assertReportingExportConfigured, type ReportingExecuteRequest, RequestReportingExecuteInput, requestReportingExecute } from './reporting/request-execute';
