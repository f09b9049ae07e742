import { buildKioskSnapshot } from '@center-platform/core/snapshot';
import { createRoute, z } from '@hono/zod-openapi';
import { allowPublicReads } from '../cors';
import type { PublicApp, PublicDeps } from '../public-app';
import { found } from '../read-cache';
import { CenterIdParams, intParam, jsonResponse } from '../schemas/common';
import { KioskSnapshot } from '../schemas/snapshot';

// Issue 27.4: the offline kiosk snapshot, signed with Ed25519 over the bytes of its body (the `Snapshot-Signature`
// header, base64url; `Snapshot-Key-Id` names the key, whose public half the visitor surface carries). Cached like the
// other public reads: an ETag of its content, 304, gzip and brotli, rebuilt in the background each minute.

const snapshot = createRoute({
  method: 'get',
  path: '/api/centers/{centerId}/snapshot',
  tags: ['Kiosk'],
  summary: 'Everything a kiosk shows in one signed bundle, whole or since a version it holds (issue 27.4)',
  request: {
    params: CenterIdParams,
    query: z.object({
      since: intParam(0, 2_147_483_647)
        .optional()
        .openapi({ description: 'the `version` of a snapshot the kiosk holds: only the sections changed since' }),
      media: z
        .enum(['kiosk'])
        .optional()
        .openapi({ description: '`kiosk`: list every file the snapshot names with the address of its kiosk size' }),
    }),
  },
  responses: jsonResponse(KioskSnapshot, 'The snapshot; its Ed25519 signature in the Snapshot-Signature header'),
});

export function registerSnapshotRoutes(app: PublicApp, { db, config, cache, snapshotSigner }: PublicDeps) {
  allowPublicReads(app, snapshot);
  app.openapi(snapshot, (c) => {
    const { since, media } = c.req.valid('query');
    return cache.answer(c, {
      selector: { id: c.req.valid('param').centerId },
      key: `snapshot:${since ?? ''}:${media ?? ''}`,
      loadAt: async (id, now) => {
        const signer = await snapshotSigner();
        const built = await buildKioskSnapshot(db, id, {
          now,
          ...(since !== undefined && { since }),
          media: media === 'kiosk',
          mediaBaseUrl: config.media.cdnBaseUrl,
          deployment: {
            botChallengeSiteKey: config.botChallenge.siteKey,
            snapshotKey: { keyId: signer.keyId, publicKey: signer.publicKey },
          },
        });
        if (!built) return found(undefined, 'CENTER_NOT_FOUND', 'No center matches this request.');
        const json = new Uint8Array(Buffer.from(JSON.stringify(built)));
        return { json, headers: { 'snapshot-signature': signer.sign(json), 'snapshot-key-id': signer.keyId } };
      },
    });
  });
}
