import { type BellFeed, readBell } from '@center-platform/core/bell';
import type { Context } from 'hono';
import { actorOf } from '../auth/actor';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { feedStream, tooManyStreams } from '../http/feed-stream';

// Issue 25.4: the bell as server-sent events: the user's bell at once and after every change of it.

export const MAX_STREAMS_PER_USER = 5;

const openStreams = new Map<string, number>();

export function bellStream(c: Context<AppEnv>, db: AppDeps['db'], feed: BellFeed | undefined) {
  const { userId } = actorOf(c);
  return feedStream(c, {
    feed,
    key: userId,
    unavailable: new ApiError(
      503,
      'BELL_STREAM_UNAVAILABLE',
      'This server has no live bell: read /api/users/me/notifications.',
    ),
    bound: {
      holder: userId,
      max: MAX_STREAMS_PER_USER,
      open: openStreams,
      refused: tooManyStreams(`At most ${MAX_STREAMS_PER_USER} live bells per user are open at once.`),
    },
    send: async (stream) => {
      await stream.writeSSE({ event: 'bell', data: JSON.stringify(await readBell(db, userId)) });
    },
  });
}
