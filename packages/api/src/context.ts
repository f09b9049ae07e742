import type { Config, ContentVersionFeed, Database, Logger } from '@center-platform/core';
import type { Kysely } from 'kysely';

/** What the app needs from its host: the database, the configuration and a logger. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** announcements of version bumps (embedded database only), so public reads skip the lookup */
  contentVersions?: ContentVersionFeed;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    /** the request's logger, carrying its request id */
    log: Logger;
  };
};
