// Reporting (2.10, 4.8).
import type { ColumnType, Generated } from 'kysely';
import type { ReportingChannel } from '../../imports/reporting/channels';
import type { CreatedAt, Json, Timestamp, Uuid } from './columns';

export type { ReportingChannel };

export interface ReportingChannelSnapshotsTable {
  id: Uuid;
  centerId: string;
  legacyRowId: string;
  legacyClientId: string;
  channel: ReportingChannel;
  /** first day of the month the row reports */
  month: ColumnType<string, string, string>;
  metrics: Json<Record<string, unknown>>;
  importRunId: string | null;
  createdAt: CreatedAt;
}

export interface ClientReportsTable {
  id: Uuid;
  centerId: string;
  month: ColumnType<string, string, string>;
  status: Generated<'pending' | 'ready' | 'sent'>;
  readyAt: Timestamp | null;
  sentAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface ReportShareLinksTable {
  id: Uuid;
  clientReportId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  createdAt: CreatedAt;
}
