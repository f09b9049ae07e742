import type { AccountServices } from '@center-platform/core/accounts';
import { HistoryQuery, listRevisions, RestoreRevisionInput, restoreRevision } from '@center-platform/core/history';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { route, UuidParam } from '../http/route';
import { HISTORY_RULE, PLATFORM_HISTORY_RULE } from './rules';

// Issue 25.7: `GET /api/centers/{centerId}/history` (of one record with `kind` and `recordId`, else the center's
// newest changes) and `POST /api/centers/{centerId}/history/{revisionId}/restore`, for the admins of the center;
// `GET /api/history`, the records of no center, for the platform's admins.

export function historyRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const access = { staff: HISTORY_RULE, centerParam: 'centerId' };
  const tag = 'History';
  route(
    app,
    {
      method: 'get',
      path: '/api/centers/:centerId/history',
      tag,
      summary: 'The history of the center’s content, newest first',
      description:
        'Each write of a record: who (`actor`), when (`at`), the action and every changed field before and after. ' +
        '`kind` and `recordId` narrow it to one record; `next` is the `before` of the following page.',
      access,
      request: { params: z.object({ centerId: UuidParam }), query: HistoryQuery },
    },
    (_c, { params, query }) => listRevisions(services.db, params.centerId, query),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/history',
      tag,
      summary: 'The history of the records of no center, newest first',
      description:
        'Platform-wide users, organizations, their module switches and keys: each write as in a center’s history. ' +
        'These records are read here, not restored.',
      access: { staff: PLATFORM_HISTORY_RULE },
      request: { query: HistoryQuery },
    },
    (_c, { query }) => listRevisions(services.db, null, query),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/centers/:centerId/history/:revisionId/restore',
      tag,
      summary: 'Restore a record to an earlier version',
      description:
        'The record becomes what this revision recorded (a deleted record is created again). Recorded as a write ' +
        'of its own and visible in the public reads at once. 409 RESTORE_CONFLICT when the old state no longer ' +
        'fits (a reference deleted since, a slug taken since); 409 NOT_RESTORABLE for a record that is kept for ' +
        'reading only (accounts, keys, forwardings, social posts, the plan).',
      access,
      request: { params: RestoreRevisionInput.extend({ centerId: UuidParam }) },
    },
    (_c, { params: { centerId, ...revision } }) => restoreRevision(services.db, centerId, revision),
  );
  return app;
}
