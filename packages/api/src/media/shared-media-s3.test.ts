import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, sharedMediaProblem } from '@center-platform/core/config';
import { createAssetRehoster, createMediaStorage, MEDIA_CACHE_CONTROL } from '@center-platform/core/media';
import { type S3StandIn, startS3StandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

/** a PNG signature and a marker, enough for the import's type check */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('shared logo')]);

describe('media in S3, shared by every process', () => {
  let s3: S3StandIn;
  let legacy: Server;
  let legacyHost: string;
  let env: Record<string, string>;
  /** the API process: its own configuration, its own store, the same database and bucket */
  let api: AccountsApp;

  beforeAll(async () => {
    s3 = await startS3StandIn({ bucket: 'center-media' });
    const endpoint = s3.endpoint;
    // what an operator sets on every API and worker process alike
    env = {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'center-media',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      // the public address of the bucket (path style): the base of every media URL the platform writes
      MEDIA_CDN_URL: s3.publicUrl,
    };
    // the legacy platform's asset host the import downloads from
    legacy = createServer((req, res) => {
      if (req.url !== '/media/img/logo.png') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    await new Promise<void>((resolve) => legacy.listen(0, '127.0.0.1', resolve));
    legacyHost = `127.0.0.1:${(legacy.address() as AddressInfo).port}`;
    api = await openAccountsApp(env);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => legacy?.close(resolve));
    await s3?.close();
  }, 30_000);

  it('serves an image one process imported under the URL another process hands out', async () => {
    // the worker process: its configuration from the same variables (on PostgreSQL it may start with them)
    const workerConfig = loadConfig({ ...env, DATABASE_URL: 'postgres://postgres@db.internal:5432/center' });
    expect(sharedMediaProblem(workerConfig, 'worker')).toBeUndefined();
    const rehoster = createAssetRehoster({
      db: api.db,
      storage: createMediaStorage(workerConfig.media),
      centerId: api.centerId,
      allowedHosts: [legacyHost],
    });
    const imported = await rehoster.rehost(`http://${legacyHost}/media/img/logo.png`, 'image');
    expect(imported.error).toBeUndefined();
    const key = imported.path ?? '';
    expect(key).toMatch(new RegExp(`^centers/${api.centerId}/[0-9a-f]{2}/[0-9a-f]{64}\\.png$`));

    // the API process lists it (the media library) under MEDIA_CDN_URL
    const editor = await api.signIn((await api.createUser('CONTENT_EDITOR')).email);
    const res = await api.request('GET', `/api/media?centerId=${api.centerId}&kind=image`, { cookie: editor });
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { data: { storageKey: string; url: string }[] }).data.find(
      (item) => item.storageKey === key,
    );
    expect(listed?.url).toBe(`${env.MEDIA_CDN_URL}/${key}`);

    // and that URL answers with the bytes, whichever process stored them
    const served = await fetch(listed?.url ?? '');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);

    // the API process's own store reads the same object (what a re-run of the import or a plan read finds)
    const stored = await createMediaStorage(api.config.media).get(key);
    expect(stored && Buffer.from(stored.body).equals(PNG)).toBe(true);
  }, 30_000);
});
