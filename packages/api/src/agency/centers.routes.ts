import { listFloors } from '@center-platform/core/centerplan';
import {
  AgencyCenterCreateInput,
  AgencyCenterUpdateInput,
  createAgencyCenter,
  getAgencyCenter,
  updateAgencyCenter,
} from '@center-platform/core/centers';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { bodyUuid } from './body-uuid';
import { centerOfPath } from './path-center';
import { AGENCY_RULES } from './rules';
import { AgencyCenterSchema, CenterContextSchema } from './schemas';

const params = z.object({ centerId: z.uuid('expected a uuid') });

/** `POST /centers`: the center fields, and the organization (a key's own; staff name it). */
const CenterCreateBody = AgencyCenterCreateInput.extend({
  organizationId: z.uuid().optional().describe("defaults to the API key's organization"),
});

const ContextQuery = z.object({
  include: z
    .string()
    .regex(/^(floors_summary)(,floors_summary)*$/, 'unknown value; known: floors_summary')
    .optional()
    .describe('floors_summary: the compact floors, without the mapSvg body'),
});

/** Spec 4.6, 9: the agency's center record (latitude and longitude included) and its context read. */
export function agencyCenterRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  const target = centerOfPath(db);

  route(
    app,
    {
      method: 'get',
      path: '/api/agencyos/v1/centers/:centerId',
      tag: 'Centers',
      summary: 'Read a center, with latitude and longitude',
      access: { agency: AGENCY_RULES.centerRead, centerParam: 'centerId', target },
      request: { params },
      response: AgencyCenterSchema,
    },
    (_c, { target }) => getAgencyCenter(db, target.centerId as string),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/agencyos/v1/centers/:centerId',
      tag: 'Centers',
      summary: 'Change a center',
      description:
        'Only the fields given change. latitude (-90..90) and longitude (-180..180) are numbers and a pair: both set or both null after the change, else 400 INVALID_COORDINATES. Unknown fields are refused.',
      access: { agency: AGENCY_RULES.centerWrite, centerParam: 'centerId', target },
      request: { params, body: AgencyCenterUpdateInput },
      response: AgencyCenterSchema,
    },
    (_c, { body, target }) => updateAgencyCenter(db, target.centerId as string, body),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/agencyos/v1/centers',
      tag: 'Centers',
      summary: 'Create a center of the organization',
      description:
        'name and slug are required; latitude and longitude as on PUT. An API key creates in its own organization; staff (SUPER_ADMIN) name the organizationId. 409 SLUG_TAKEN / DOMAIN_TAKEN.',
      access: {
        agency: AGENCY_RULES.centerCreate,
        target: async (c, { body }) => {
          const caller = c.get('agencyCaller');
          const organizationId =
            bodyUuid(body, 'organizationId') ??
            (caller?.kind === 'api_key' ? caller.organizationId : c.get('principal')?.organizationId);
          if (!organizationId) throw new ApiError(400, 'INVALID_REQUEST', 'body.organizationId: required');
          return { organizationId };
        },
      },
      request: { body: CenterCreateBody },
      status: 201,
      response: AgencyCenterSchema,
    },
    (_c, { body, target }) => {
      const { organizationId: _named, ...center } = body;
      return createAgencyCenter(db, target.organizationId as string, center);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/agencyos/v1/centers/:centerId/context',
      tag: 'Centers',
      summary: 'The context of a center for agents and agency tools',
      access: { agency: AGENCY_RULES.context, centerParam: 'centerId', target },
      request: { params, query: ContextQuery },
      response: CenterContextSchema,
    },
    async (_c, { query, target }) => {
      const center = await getAgencyCenter(db, target.centerId as string);
      return {
        center: { id: center.id, name: center.name, slug: center.slug },
        ...(query.include ? { floors: await listFloors(db, center.id) } : {}),
      };
    },
  );
  return app;
}
