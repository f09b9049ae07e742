import {
  findOrganization,
  getOrganizationHosting,
  HostingPatchInput,
  patchOrganizationHosting,
} from '@center-platform/core/organizations';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http/route';
import { AGENCY_RULES } from './rules';
import { HostingSchema } from './schemas';

const params = z.object({
  slugOrId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,120}$/, 'expected an organization slug or id')
    .describe('the organization slug or id'),
});
const target = (db: AppDeps['db']) => async (c: { req: { param: (name: string) => string | undefined } }) => {
  const organization = await findOrganization(db, c.req.param('slugOrId') as string);
  return { organizationId: organization.id };
};

/** Spec 4.6 `GET / PATCH /api/agencyos/v1/organizations/{slugOrId}/hosting`: the per-template hosting project map. */
export function agencyHostingRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  route(
    app,
    {
      method: 'get',
      path: '/api/agencyos/v1/organizations/:slugOrId/hosting',
      tag: 'Organizations',
      summary: 'The per-template hosting project map of an organization',
      access: { agency: AGENCY_RULES.hostingRead, target: target(db) },
      request: { params },
      response: HostingSchema,
    },
    (_c, { target }) => getOrganizationHosting(db, target.organizationId as string),
  );
  route(
    app,
    {
      method: 'patch',
      path: '/api/agencyos/v1/organizations/:slugOrId/hosting',
      tag: 'Organizations',
      summary: 'Change the hosting projects of some templates',
      description:
        'Keys are website template keys. An entry replaces the stored one, null removes it, templates not named stay. Entries: provider, projectId, optional projectName, teamId, productionUrl (https). No secrets belong here.',
      access: { agency: AGENCY_RULES.hostingWrite, target: target(db) },
      request: { params, body: HostingPatchInput },
      response: HostingSchema,
    },
    (_c, { body, target }) => patchOrganizationHosting(db, target.organizationId as string, body),
  );
  return app;
}
