// An S3-compatible object store (s3rver) on a free loopback port, with one bucket, in a folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export async function startS3StandIn({ bucket = 'media' } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'cp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** s3rver's fixed credentials */
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    /** the bucket's public address (path style) */
    publicUrl: `${endpoint}/${bucket}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
