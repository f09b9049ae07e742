import type { DatabaseHandle } from '../db/database';
import { type KeyedFeed, openKeyedFeed } from '../db/keyed-feed';
import type { Logger } from '../logging/logger';

// Issue 25.4: the bell updates live. A trigger (migration 0015) announces on BELL_CHANNEL the user whose
// notifications changed (one added, or marked read), on commit; every API process listens (db/keyed-feed.ts).

export const BELL_CHANNEL = 'bell_notification';

/** by user id */
export type BellFeed = KeyedFeed;

export const openBellFeed = (handle: DatabaseHandle, logger?: Logger): Promise<BellFeed> =>
  openKeyedFeed(handle, BELL_CHANNEL, logger);
