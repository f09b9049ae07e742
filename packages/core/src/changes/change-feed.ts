import type { DatabaseHandle } from '../db/database';
import { type KeyedFeed, openKeyedFeed } from '../db/keyed-feed';
import type { Logger } from '../logging/logger';
import { CHANGE_CHANNEL } from './content-changes';

/** by center id: a committed change of the center's content, in whichever process it was saved */
export type ChangeFeed = KeyedFeed;

export const openChangeFeed = (handle: DatabaseHandle, logger?: Logger): Promise<ChangeFeed> =>
  openKeyedFeed(handle, CHANGE_CHANNEL, logger);
