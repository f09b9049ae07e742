import pg from 'pg';
import type { Logger } from '../logging/logger';
import type { DatabaseHandle } from './database';

// The announcements of one channel, by the key each payload names (a user whose bell changed, a center whose content
// changed), to every API process: a trigger notifies on commit, every process listens. Embedded: the database's own
// LISTEN. PostgreSQL: one connection of its own that LISTENs, reconnected when it is lost (every listener is told
// once it is back: an announcement made while it was away is missed, so a listener reads again then).

export interface KeyedFeed {
  /** calls `listener` whenever the key is announced, and once when the feed closes; answers the unsubscribe */
  subscribe(key: string, listener: () => void): () => void;
  /** calls `listener` on every announcement, whatever its key (and when the feed is back or closes) */
  subscribeAll(listener: () => void): () => void;
  /** the feed was closed (the process stops): streams end, and their clients reconnect elsewhere */
  readonly closed: boolean;
  close(): Promise<void>;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export async function openKeyedFeed(handle: DatabaseHandle, channel: string, logger?: Logger): Promise<KeyedFeed> {
  const listeners = new Map<string, Set<() => void>>();
  const anyKey = new Set<() => void>();
  const announce = (key: string) => {
    for (const listener of listeners.get(key) ?? []) listener();
    for (const listener of anyKey) listener();
  };
  const everyone = () => {
    for (const set of listeners.values()) for (const listener of set) listener();
    for (const listener of anyKey) listener();
  };
  const subscribeAll = (listener: () => void) => {
    anyKey.add(listener);
    return () => void anyKey.delete(listener);
  };
  const subscribe = (key: string, listener: () => void) => {
    const set = listeners.get(key) ?? new Set();
    set.add(listener);
    listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  };

  let closed = false;
  const feed = (stop: () => Promise<void>): KeyedFeed => ({
    subscribe,
    subscribeAll,
    get closed() {
      return closed;
    },
    close: async () => {
      closed = true;
      everyone();
      await stop();
    },
  });

  if (handle.listen) return feed(await handle.listen(channel, announce));
  if (!handle.url) throw new Error(`the feed of ${channel} needs the database URL`);
  const url = handle.url;
  let client: pg.Client | undefined;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) announce(message.payload);
    });
    next.on('error', (error) => {
      void next.end().catch(() => undefined);
      // a client that never connected is retried by its connect's failure: one retry at a time
      if (client !== next) return;
      logger?.warn({ err: error, channel }, 'a notification feed lost its database connection');
      client = undefined;
      reconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    attempt = 0;
  };
  const reconnect = () => {
    if (closed) return;
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    setTimeout(() => {
      if (closed) return;
      connect()
        .then(everyone)
        .catch(() => reconnect());
    }, wait).unref();
  };
  await connect();
  return feed(async () => {
    await client?.end().catch(() => undefined);
  });
}
