import { type BellFeed, readBell } from '@center-platform/core/bell';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { actorOf } from '../auth/actor';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';

// Issue 25.4: the bell as server-sent events. The user's bell is sent at once and again after every change the
// feed announces (changes close together are sent once: the bell is read when the stream is ready to write); a
// comment keeps idle connections open through proxies. Bounded per user and in time, so a forgotten tab holds no
// connection forever, and ended when the process stops.

export const HEARTBEAT_MS = 25_000;
export const STREAM_LIFETIME_MS = 10 * 60_000;
export const MAX_STREAMS_PER_USER = 5;

const openStreams = new Map<string, number>();

export function bellStream(c: Context<AppEnv>, db: AppDeps['db'], feed: BellFeed | undefined) {
  const { userId } = actorOf(c);
  if (!feed || feed.closed)
    throw new ApiError(
      503,
      'BELL_STREAM_UNAVAILABLE',
      'This server has no live bell: read /api/users/me/notifications.',
    );
  const open = openStreams.get(userId) ?? 0;
  if (open >= MAX_STREAMS_PER_USER)
    throw new ApiError(
      429,
      'TOO_MANY_STREAMS',
      `At most ${MAX_STREAMS_PER_USER} live bells per user are open at once.`,
    );
  openStreams.set(userId, open + 1);
  return streamSSE(c, async (stream) => {
    let changed = true;
    let wake: (() => void) | undefined;
    const unsubscribe = feed.subscribe(userId, () => {
      changed = true;
      wake?.();
    });
    stream.onAbort(() => wake?.());
    const until = Date.now() + STREAM_LIFETIME_MS;
    try {
      while (!stream.aborted && !feed.closed && Date.now() < until) {
        if (changed) {
          changed = false;
          await stream.writeSSE({ event: 'bell', data: JSON.stringify(await readBell(db, userId)) });
        } else {
          await stream.write(': keep-alive\n\n');
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(HEARTBEAT_MS, Math.max(until - Date.now(), 0)));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      unsubscribe();
      const left = (openStreams.get(userId) ?? 1) - 1;
      if (left > 0) openStreams.set(userId, left);
      else openStreams.delete(userId);
    }
  });
}
