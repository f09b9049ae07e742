// Accounts (2.9, 3, 5): users, sessions, one-time tokens, mail aliases, notifications, the e-mail log.
import type { Generated } from 'kysely';
import type { CreatedAt, JsonDefault, TextArray, Timestamp, UpdatedAt, Uuid } from './columns';

export type Role =
  | 'SUPER_ADMIN'
  | 'CENTER_ADMIN'
  | 'ORG_MARKETING_MANAGER'
  | 'CONTENT_EDITOR'
  | 'AGENCY_CONTENT_EDITOR'
  | 'CENTER_MANAGER'
  | 'CM_ASSISTANT'
  | 'FACILITY_MANAGER'
  | 'FACILITY_TECHNICIAN'
  | 'FACILITY_ASSISTANT'
  | 'TENANT'
  | 'VIEWER'
  | 'FINANCE_MANAGER'
  | 'ANALYTICS_VIEWER';

export interface UsersTable {
  id: Uuid;
  email: string;
  name: string;
  passwordHash: string | null;
  role: Role;
  organizationId: string | null;
  /** the center a center-scoped user works in */
  centerId: string | null;
  isActive: Generated<boolean>;
  failedLoginAttempts: Generated<number>;
  lockedUntil: Timestamp | null;
  emailDigestEnabled: Generated<boolean>;
  emailDigestHour: Generated<number>;
  emailDigestLastSentAt: Timestamp | null;
  lastLoginAt: Timestamp | null;
  passwordChangedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** lucia sessions */
export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  centerId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
}

export type AccountTokenPurpose = 'setup' | 'reset' | 'unlock' | 'mail_alias_verify';

/** One-time links: only the SHA-256 of the token is stored. */
export interface AccountTokensTable {
  id: Uuid;
  tokenHash: string;
  purpose: AccountTokenPurpose;
  userId: string | null;
  mailAliasId: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface MailAliasesTable {
  id: Uuid;
  centerId: string;
  alias: string;
  targetEmail: string;
  isExternal: boolean;
  status: Generated<'pending' | 'verified'>;
  verifiedAt: Timestamp | null;
  createdByUserId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BellNotificationsTable {
  id: Uuid;
  userId: string;
  centerId: string | null;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  payload: JsonDefault<Record<string, unknown>>;
  readAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface EmailLogTable {
  id: Uuid;
  templateId: string;
  toAddresses: TextArray;
  subject: string;
  status: 'sent' | 'failed' | 'outbox';
  transport: 'postmark' | 'outbox';
  providerMessageId: string | null;
  error: string | null;
  /** bodies are kept only for the outbox transport (demo) */
  textBody: string | null;
  htmlBody: string | null;
  userId: string | null;
  centerId: string | null;
  createdAt: CreatedAt;
}
