import {
  centerOrganization,
  createOffice,
  DomainError,
  OfficeCreateInput,
  OfficeUpdateInput,
  updateOffice,
} from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { agencyRoute, bodyUuid } from './agency-route';
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

  agencyRoute(
    app,
    {
      method: 'post',
      path: '/api/agencyos/v1/offices',
      tag: 'Offices',
      summary: 'Create an office of a center',
      description:
        'All office fields; `centerId` names the center. Opening hours go through the central serialization.',
      access: AGENCY_RULES.officeWrite,
      body: OfficeCreateBody,
      status: 201,
      target: async (_c, { body }) => {
        const centerId = bodyUuid(body, 'centerId');
        if (!centerId) throw new ApiError(400, 'INVALID_REQUEST', 'body.centerId: required');
        return centerOrganization(db, centerId);
      },
      response: RecordSchema,
    },
    (_c, { body, target }) => {
      const { centerId: _center, ...office } = body;
      return createOffice(db, target.centerId as string, office);
    },
  );

  agencyRoute(
    app,
    {
      method: 'put',
      path: '/api/agencyos/v1/offices',
      tag: 'Offices',
      summary: 'Change an office',
      description:
        'The body names the office by `id`; only the fields given change. An office never moves to another center.',
      access: AGENCY_RULES.officeWrite,
      body: OfficeUpdateBody,
      target: async (_c, { body }) => {
        const id = bodyUuid(body, 'id');
        if (!id) throw new ApiError(400, 'INVALID_REQUEST', 'body.id: required');
        const centerId = bodyUuid(body, 'centerId');
        const office = await db
          .selectFrom('offices')
          .innerJoin('centers', 'centers.id', 'offices.centerId')
          .select(['centers.id as centerId', 'centers.organizationId'])
          .where('offices.id', '=', id)
          .executeTakeFirst();
        if (!office || (centerId !== undefined && centerId !== office.centerId)) {
          throw new DomainError('not_found', 'NOT_FOUND', 'Office was not found in this center.');
        }
        return office;
      },
      response: RecordSchema,
    },
    (_c, { body, target }) => {
      const { id, centerId: _center, ...office } = body;
      return updateOffice(db, target.centerId as string, id, office);
    },
  );
  return app;
}
