import type { KeyedFeed } from '@center-platform/core/db';
import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { ApiError } from './errors';

// The server-sent event streams of a feed (the bell, the change stream): what `send` writes, at once and again after
// every announcement of the key (announcements close together are sent once: `send` runs when the stream is ready to
// write); a comment keeps idle connections open through proxies. Bounded per holder (a user, an IP) and in time, so
// a forgotten tab holds no connection forever, and ended when the feed closes (the process stops).

export const HEARTBEAT_MS = 25_000;
export const STREAM_LIFETIME_MS = 10 * 60_000;

export interface FeedStreamOptions {
  feed: KeyedFeed | undefined;
  /** what the feed announces for this stream (a user id, a center id) */
  key: string;
  /** 503 when there is no live feed */
  unavailable: ApiError;
  /** streams open at once per holder */
  bound: { holder: string; max: number; open: Map<string, number>; refused: ApiError };
  /** what must hold before the stream opens (e.g. the center exists); runs after the checks above, may throw */
  prepare?(): Promise<void>;
  /** writes what changed since the last call; the first call opens the stream */
  send(stream: SSEStreamingApi): Promise<void>;
}

export async function feedStream(c: Context, { feed, key, unavailable, bound, prepare, send }: FeedStreamOptions) {
  if (!feed || feed.closed) throw unavailable;
  const open = bound.open.get(bound.holder) ?? 0;
  if (open >= bound.max) throw bound.refused;
  bound.open.set(bound.holder, open + 1);
  const release = () => {
    const left = (bound.open.get(bound.holder) ?? 1) - 1;
    if (left > 0) bound.open.set(bound.holder, left);
    else bound.open.delete(bound.holder);
  };
  try {
    await prepare?.();
  } catch (error) {
    release();
    throw error;
  }
  return streamSSE(c, async (stream) => {
    let changed = true;
    let wake: (() => void) | undefined;
    const unsubscribe = feed.subscribe(key, () => {
      changed = true;
      wake?.();
    });
    stream.onAbort(() => wake?.());
    const until = Date.now() + STREAM_LIFETIME_MS;
    try {
      while (!stream.aborted && !feed.closed && Date.now() < until) {
        if (changed) {
          changed = false;
          await send(stream);
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
      release();
    }
  });
}

/** A 429 of a stream bound, with its limit named. */
export const tooManyStreams = (message: string) => new ApiError(429, 'TOO_MANY_STREAMS', message);
