export declare const SHARED_DIR: string;
export declare const FIXTURES_DIR: string;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface LegacyPlatform {
  url: string;
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}
export declare function startLegacyPlatform(options?: {
  port?: number;
  dataModule?: string;
  latencyMs?: number;
}): Promise<LegacyPlatform>;

export interface ReportingExport {
  url: string;
  origin: string;
  apiKey: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}
export declare function startReportingExport(options?: {
  port?: number;
  apiKey?: string;
  clients?: unknown[];
  latencyMs?: number;
}): Promise<ReportingExport>;
