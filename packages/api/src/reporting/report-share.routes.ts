import type { Database } from '@center-platform/core/db';
import { DomainError } from '@center-platform/core/errors';
import { type LiveReportingSources, readSharedReport } from '@center-platform/core/reporting';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context';
import { errorBody } from '../http/errors';

const SHARE_LINK_STATUS: Record<string, 404 | 410> = {
  SHARE_LINK_UNKNOWN: 404,
  SHARE_LINK_REVOKED: 404,
  SHARE_LINK_EXPIRED: 410,
};

/**
 * Spec 6.1 CLIENT_REPORT_AVAILABLE: `GET /api/report-share/{token}`, the data of the read-only report page a
 * share link opens, without sign-in. The token is the only input: it answers its own report and nothing else.
 * Unknown and revoked links answer 404, expired ones 410. Every answer is `no-store`, `noindex` and sends no
 * referrer. Mount it before the `authenticate` middleware of /api/*: no session or bearer key is read.
 */
export function reportShareRoutes(db: Kysely<Database>, live?: LiveReportingSources) {
  const app = new Hono<AppEnv>();
  app.get('/api/report-share/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    try {
      const report = await readSharedReport(db, c.req.param('token'), live ? { live } : {});
      return c.json({ success: true, data: report });
    } catch (error) {
      const status = error instanceof DomainError ? SHARE_LINK_STATUS[error.code] : undefined;
      if (error instanceof DomainError && status) return c.json(errorBody(error.code, error.message), status);
      throw error;
    }
  });
  return app;
}
