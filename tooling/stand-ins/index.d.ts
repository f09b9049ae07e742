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

/** One message as the Postmark stand-in received it (`POST /email`), plus the id and time it answered with. */
export interface PostmarkMessage {
  From: string;
  To: string;
  Cc?: string;
  Bcc?: string;
  Subject: string;
  ReplyTo?: string;
  HtmlBody?: string;
  TextBody?: string;
  Tag?: string;
  MessageStream?: string;
  TrackOpens?: boolean;
  TrackLinks?: string;
  Headers?: { Name: string; Value: string }[];
  Metadata?: Record<string, string>;
  MessageID: string;
  SubmittedAt: string;
  [field: string]: unknown;
}

export interface PostmarkStandIn {
  /** the API root to pass as `EMAIL_PROVIDER_API_URL` (same as `origin`) */
  url: string;
  origin: string;
  serverToken: string;
  /** accepted messages, oldest first */
  messages: PostmarkMessage[];
  /** the next request is answered with this status and body (default `{ ErrorCode: 1, Message }`) */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
}
export declare function startPostmarkStandIn(options?: {
  serverToken?: string;
  port?: number;
}): Promise<PostmarkStandIn>;
