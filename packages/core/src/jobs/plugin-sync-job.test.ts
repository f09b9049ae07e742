// The plugin-sync sweep (spec 4.10): every 15 minutes one incremental run per connected site that can sync and
// has no run queued or running; the `plugin-sync` job records a failed attempt in its run.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { createLogger } from '../logging/logger';
import { disconnectPluginSite, registerPluginSite } from '../plugin-sites/plugin-sites';
import { listPluginSyncRuns } from '../plugin-sites/sync-runs';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { runPluginSyncJob, runPluginSyncSweep } from './plugin-sync-job';
import type { JobContext } from './workers';

describe('plugin-sync jobs', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  const sent: { name: string; data: unknown }[] = [];
  const key = randomBytes(32);
  const context = (retryCount = 0) =>
    ({
      database: handle,
      // the sites below are on 127.0.0.1
      config: loadConfig({ PLUGIN_KEY_ENCRYPTION_KEY: key.toString('hex'), ALLOW_PRIVATE_OUTBOUND: 'true' }),
      logger: createLogger({ level: 'silent' }),
      retryCount,
      retryLimit: 3,
      queue: {
        send: async (name: string, data: unknown) => {
          sent.push({ name, data });
          return 'job';
        },
      },
    }) as unknown as JobContext;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
  });
  afterAll(() => handle.close());

  it('queues one incremental run per connected site with a key, none for the others or twice', async () => {
    const secrets = { encryptionKey: key, urlPolicy: { allowPrivate: true, httpsOnly: false } };
    const syncable = await registerPluginSite(handle.db, secrets, centerId, {
      name: 'A',
      url: 'http://127.0.0.1:9/a',
      outboundKey: 'plugin-key-of-site-a-000',
    });
    await registerPluginSite(handle.db, secrets, centerId, { name: 'No key', url: 'http://127.0.0.1:9/b' });
    const gone = await registerPluginSite(handle.db, secrets, centerId, {
      name: 'Gone',
      url: 'http://127.0.0.1:9/c',
      outboundKey: 'plugin-key-of-site-c-000',
    });
    await disconnectPluginSite(handle.db, centerId, gone.site.id);

    expect(await runPluginSyncSweep(context())).toEqual({ queued: 1 });
    const [run] = await listPluginSyncRuns(handle.db, centerId, syncable.site.id);
    expect(run).toMatchObject({ kind: 'incremental', status: 'queued' });
    expect(sent).toEqual([{ name: 'plugin-sync', data: { runId: run?.id } }]);
    // the run is still queued: the next sweep adds none
    expect(await runPluginSyncSweep(context())).toEqual({ queued: 0 });

    // nothing listens on port 9: the attempt fails, is recorded, the run waits for its retry; the last one fails it
    await expect(runPluginSyncJob(run?.id as string, context(0))).rejects.toThrow();
    const [retrying] = await listPluginSyncRuns(handle.db, centerId, syncable.site.id);
    expect(retrying).toMatchObject({ status: 'queued' });
    expect(retrying?.errors[0]).toMatch(/^attempt 1 failed/);
    await expect(runPluginSyncJob(run?.id as string, context(3))).rejects.toThrow();
    const [failed] = await listPluginSyncRuns(handle.db, centerId, syncable.site.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.errors).toHaveLength(2);
  });
});
