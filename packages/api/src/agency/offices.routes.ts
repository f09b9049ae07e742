import { officeTarget } from '@center-platform/core/agency';
import { centerOrganization } from '@center-platform/core/centers';
import { createOffice, OfficeCreateInput, OfficeUpdateInput, updateOffice } from '@center-platform/core/content';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { bodyUuid } from './body-uuid';
import { AGENCY_RULES } from './rules';
import { RecordSchema } from './schemas';

const OfficeCreateBody = OfficeCreateInput.extend({ centerId: z.uuid() }).strict();
const OfficeUpdateBody = OfficeUpdateInput.extend({
  id: z.uuid(),
  centerId: z.uuid().optional().describe('optional; when given it must be the office’s own center'),
}).strict();

/** Spec 4.6 `POST / PUT /api/agencyos/v1/offices`: all office fields, through the dashboard's office writes. */
export function agencyOfficeRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();

  route(
    app,
    {
      method: 'post',
      path: '/api/agencyos/v1/offices',
      tag: 'Offices',
      summary: 'Create an office of a center',
      description:
        'All office fields; `centerId` names the center. Opening hours go through the central serialization.',
      access: {
        agency: AGENCY_RULES.officeWrite,
        target: async (_c, { body }) => {
          const centerId = bodyUuid(body, 'centerId');
          if (!centerId) throw new ApiError(400, 'INVALID_REQUEST', 'body.centerId: required');
          return centerOrganization(db, centerId);
        },
      },
      request: { body: OfficeCreateBody },
      status: 201,
      response: RecordSchema,
    },
    (_c, { body, target }) => {
      const { centerId: _center, ...office } = body;
      return createOffice(db, target.centerId as string, office);
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/agencyos/v1/offices',
      tag: 'Offices',
      summary: 'Change an office',
      description:
        'The body names the office by `id`; only the fields given change. An office never moves to another center.',
      access: {
        agency: AGENCY_RULES.officeWrite,
        target: async (_c, { body }) => {
          const id = bodyUuid(body, 'id');
          if (!id) throw new ApiError(400, 'INVALID_REQUEST', 'body.id: required');
          return officeTarget(db, id, bodyUuid(body, 'centerId'));
        },
      },
      request: { body: OfficeUpdateBody },
      response: RecordSchema,
    },
    (_c, { body, target }) => {
      const { id, centerId: _center, ...office } = body;
      return updateOffice(db, target.centerId as string, id, office);
    },
  );
  return app;
}
