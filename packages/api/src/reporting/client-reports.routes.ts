import type { AccountServices } from '@center-platform/core/accounts';
import {
  getReportRecipients,
  listClientReports,
  revokeReportShareLink,
  SetReportRecipientsInput,
  setReportRecipients,
} from '@center-platform/core/reporting';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf, centerScopeOf } from '../auth/actor';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';
import { flagOf } from '../http/query';
import { route, UuidParam } from '../http/route';
import { sendClientReport } from './client-reports';
import { REPORTING_RULES } from './rules';

/**
 * Spec 4.8, 6.1: the monthly client reports of a center. `POST .../client-reports/{month}/send` prepares the
 * report of the month and mails it now (the manual twin of the `client-reports` job; `?resend=1` mails a sent
 * report again with a new link); `GET .../client-reports` lists the reports and their share links (never a
 * token); `DELETE /api/report-share-links/{linkId}` revokes a link.
 */
export function clientReportsRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = REPORTING_RULES.manageReports;
  const params = z.object({ centerId: UuidParam });

  route(
    app,
    {
      method: 'post',
      path: '/api/centers/:centerId/client-reports/:month/send',
      tag: 'Reporting',
      summary: 'Send the client report of a month',
      access: { staff: rule, centerParam: 'centerId' },
      request: { params },
    },
    async (c, { params: { centerId } }) => {
      const resendParam = c.req.query('resend');
      const resend = resendParam === undefined ? false : flagOf(resendParam);
      if (resend === undefined) throw new ApiError(400, 'INVALID_REQUEST', 'query.resend: expected 1 or 0');
      return c.json({
        success: true,
        data: await sendClientReport(services, centerId, c.req.param('month') ?? '', resend),
      });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/centers/:centerId/client-reports',
      tag: 'Reporting',
      summary: 'The client reports of a center',
      access: { staff: rule, centerParam: 'centerId' },
      request: { params },
    },
    (_c, { params }) => listClientReports(services.db, params.centerId),
  );

  const recipientsPath = '/api/centers/:centerId/client-reports/recipients';
  route(
    app,
    {
      method: 'get',
      path: recipientsPath,
      tag: 'Reporting',
      summary: 'The client report recipients',
      access: { staff: rule, centerParam: 'centerId' },
      request: { params },
    },
    (_c, { params }) => getReportRecipients(services.db, params.centerId),
  );
  route(
    app,
    {
      method: 'put',
      path: recipientsPath,
      tag: 'Reporting',
      summary: 'Replace the client report recipients',
      access: { staff: rule, centerParam: 'centerId' },
    },
    async (c) => {
      const { recipients } = await parseBody(c, SetReportRecipientsInput);
      return c.json({
        success: true,
        data: await setReportRecipients(services.db, uuidParam(c, 'centerId'), recipients),
      });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/report-share-links/:linkId',
      tag: 'Reporting',
      summary: 'Revoke a report share link',
      access: { staff: rule },
      request: { params: z.object({ linkId: UuidParam }) },
    },
    async (c, { params: { linkId } }) => {
      // the rule passed, so a caller other than SUPER_ADMIN has a center in its session: only its links
      const scope = centerScopeOf(actorOf(c));
      return c.json({ success: true, data: await revokeReportShareLink(services.db, linkId, scope) });
    },
  );
  return app;
}
