import type { Principal } from '@center-platform/core/accounts';
import type { AgencyCaller } from '@center-platform/core/agency';
import type { BellFeed } from '@center-platform/core/bell';
import type { ContentVersionFeed } from '@center-platform/core/centers';
import type { ChangeFeed } from '@center-platform/core/changes';
import type { Config } from '@center-platform/core/config';
import type { Database } from '@center-platform/core/db';
import type { JobQueue } from '@center-platform/core/jobs';
import type { Logger } from '@center-platform/core/logging';
import type { Mailer } from '@center-platform/core/mail';
import type { MediaStorage } from '@center-platform/core/media';
import type { SocialPublisher } from '@center-platform/core/social';
import type Redis from 'ioredis';
import type { Kysely } from 'kysely';
import type { VisitorLimiters } from './http/rate-limit';
import type { PublicReadCache } from './public/read-cache';

/** What the app needs from its host: the database, the configuration and a logger. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** announcements of version bumps (embedded database only), so public reads skip the lookup */
  contentVersions?: ContentVersionFeed;
  /** the shared rate-limit store (REDIS_URL); process memory without it */
  redis?: Redis;
  /** replaces the mailer made from the configuration (tests) */
  mailer?: Mailer;
  /** the announcements of changed bells (issue 25.4): the live bell streams; without it they answer 503 */
  bellFeed?: BellFeed;
  /** the announcements of committed content changes (issue 27): the public change streams; without it they answer 503 */
  changeFeed?: ChangeFeed;
  /** the durable job queue (pg-boss), for routes that enqueue work; without it nothing can be enqueued */
  jobs?: JobQueue;
  /** replaces the visitor rate limiters made on `redis` (tests: small limits) */
  visitorLimiters?: Partial<VisitorLimiters>;
  /** the local media store the platform serves (tests); made from the configuration without it */
  mediaStorage?: MediaStorage;
  /** the social publishing provider (spec 6.4); without it publishing answers 409 SOCIAL_PUBLISHER_NOT_CONFIGURED */
  socialPublisher?: SocialPublisher;
  /**
   * the public reads' answer cache, when the host also answers from it in front of the app
   * (`withPublicReadFastPath`); made by the app without it
   */
  publicReadCache?: PublicReadCache;
  /** the host's state: `draining` once it stops (readiness answers 503, every answer closes its connection) */
  lifecycle?: { readonly draining: boolean };
}

export type AppEnv = {
  Variables: {
    requestId: string;
    /** the request's logger, carrying its request id */
    log: Logger;
    /** who calls, when signed in (session cookie) or presenting a bearer key */
    principal?: Principal;
    caller?: { email: string; name: string; via: 'cookie' | 'bearer' };
    /** an organization API key or the bridge credential: callers only the agency routes accept */
    agencyCaller?: Exclude<AgencyCaller, { kind: 'staff' }>;
    /** the session id, when signed in with the cookie */
    sessionId?: string;
  };
};
