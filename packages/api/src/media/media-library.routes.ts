import {
  deleteMedia,
  listMediaLibrary,
  MediaLibraryQuery,
  type MediaStorage,
  mediaUsage,
  UpdateMediaInput,
  UploadMediaForm,
  updateMedia,
  uploadMedia,
} from '@center-platform/core/media';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { CenterQuery, route, UuidParam } from '../http/route';
import { MEDIA_LIBRARY_RULE, MEDIA_WRITE_RULE } from './rules';

const FileParams = z.object({ id: UuidParam });
const AltTextBody = UpdateMediaInput.pick({ altText: true });

/** Spec 4.6 `GET /api/media` (the media library list of a center) and, issue 26, uploading and managing its files. */
export function mediaLibraryRoutes(deps: AppDeps, storage: MediaStorage) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const cdnBaseUrl = deps.config.media.cdnBaseUrl;
  route(
    app,
    {
      method: 'get',
      path: '/api/media',
      tag: 'Media',
      summary: 'The media library of a center, paged',
      access: { staff: MEDIA_LIBRARY_RULE, centerQuery: 'centerId' },
      request: { query: MediaLibraryQuery },
    },
    async (c, { query }) => {
      const page = await listMediaLibrary(db, query, cdnBaseUrl);
      return c.json({ success: true, ...page });
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/media',
      tag: 'Media',
      summary: 'Upload a file to the media library of a center',
      description:
        'multipart/form-data with `file` and an optional `alt`. The type is told from the bytes (JPEG, PNG, GIF, ' +
        'WebP, AVIF, SVG, ICO, PDF); a picture loses its metadata, an SVG is sanitized; the same bytes again are ' +
        'the same file.',
      access: { staff: MEDIA_WRITE_RULE, centerQuery: 'centerId' },
      request: { query: CenterQuery, body: UploadMediaForm, form: true },
      status: 201,
    },
    async (_c, { query, body }) => {
      const { file, alt } = UploadMediaForm.parse(body);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return uploadMedia(db, storage, { centerId: query.centerId, alt }, { bytes, name: file.name }, cdnBaseUrl);
    },
  );
  route(
    app,
    {
      method: 'patch',
      path: '/api/media/:id',
      tag: 'Media',
      summary: "Change a file's alt text",
      access: { staff: MEDIA_WRITE_RULE, centerQuery: 'centerId' },
      request: { params: FileParams, query: CenterQuery, body: AltTextBody },
    },
    (_c, { params, query, body }) => updateMedia(db, { ...query, ...params, ...body }, cdnBaseUrl),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/media/:id/usage',
      tag: 'Media',
      summary: 'The records of the center that use a file',
      access: { staff: MEDIA_LIBRARY_RULE, centerQuery: 'centerId' },
      request: { params: FileParams, query: CenterQuery },
    },
    (_c, { params, query }) => mediaUsage(db, { ...query, ...params }),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/media/:id',
      tag: 'Media',
      summary: 'Delete a file nothing uses (409 MEDIA_IN_USE names the records that do)',
      access: { staff: MEDIA_WRITE_RULE, centerQuery: 'centerId' },
      request: { params: FileParams, query: CenterQuery },
    },
    (_c, { params, query }) => deleteMedia(db, storage, { ...query, ...params }),
  );
  return app;
}
