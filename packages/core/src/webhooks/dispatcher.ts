import { openChangeFeed } from '../changes/change-feed';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logging/logger';
import { dispatchWebhookDeliveries, type EnqueueDelivery } from './deliveries';

// The webhook dispatcher of a worker process: woken by every committed change (the change feed, whichever process
// saved it), it turns the new events into deliveries at once; the `webhook-dispatch` job sweeps every minute for what
// a process that was down did not see. Runs are one at a time per process; a change during a run makes one more.

export interface WebhookDispatcher {
  /** one run now (and, if one is running, one more after it) */
  poke(): void;
  stop(): Promise<void>;
}

export async function startWebhookDispatcher(options: {
  database: DatabaseHandle;
  enqueue: EnqueueDelivery;
  /** after a run that queued deliveries: wake this process's delivery worker */
  onQueued?: () => void;
  logger?: Logger;
}): Promise<WebhookDispatcher> {
  const { database, enqueue, logger } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        if ((await dispatchWebhookDeliveries(database.db, enqueue)) > 0) options.onQueued?.();
      } catch (error) {
        logger?.warn({ err: error }, 'webhook dispatch failed; the next change or sweep retries it');
      }
    } while (again && !stopped);
  };
  const poke = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
  };
  const feed = await openChangeFeed(database, logger);
  const unsubscribe = feed.subscribeAll(poke);
  poke();
  return {
    poke,
    async stop() {
      stopped = true;
      unsubscribe();
      await feed.close();
      await running;
    },
  };
}
