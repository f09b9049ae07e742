import type { Config, Database, Logger } from '@center-platform/core';
import type { Kysely } from 'kysely';

/** What the app needs from its host: the database, the configuration and a logger. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    /** the request's logger, carrying its request id */
    log: Logger;
  };
};
