import type { AccessRule, AccountServices } from '@center-platform/core/accounts';
import type { AgencyRule } from '@center-platform/core/agency';
import { SignageSettingsInput, updateSignage } from '@center-platform/core/dooh';
import { Hono } from 'hono';
import { z } from 'zod';
import { centerOfPath } from '../agency/path-center';
import type { AppEnv } from '../context';
import { type AgencyAccess, route, type StaffAccess, UuidParam } from '../http/route';
import { DOOH, STRUCTURE_KINDS } from './structure-kinds';

// The staff REST writes of the data behind the public reads (issue 25.2), for integrations and agencies' tools that
// do not speak tRPC: `POST /api/centers/{centerId}/<kind>`, `PATCH` and `DELETE .../<kind>/{id}` for each kind of
// structure-kinds.ts, and `PATCH /api/centers/{centerId}/signage-config`. They call the same core functions with the
// same schemas and rules as the dashboard's tRPC procedures; the public read on the same path stays GET-only and
// cross-origin, these do not. Each has its twin under `/api/agencyos/v1/centers/{centerId}/...` for an agency's
// tools: an organization key with the `write` scope, on the centers of its organization (staff as on the staff path).

type Db = AccountServices['db'];

/** What the routes call of a kind's writer (each writer's inputs are its own; the route checks them by its schema). */
interface Writes {
  createInput: z.ZodType;
  updateInput: z.ZodType;
  create: (db: Db, centerId: string, input: never) => Promise<unknown>;
  update: (db: Db, centerId: string, id: string, input: never) => Promise<unknown>;
  remove: (db: Db, centerId: string, id: string) => Promise<{ id: string }>;
}

export function structureRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const center = z.object({ centerId: UuidParam });
  const record = z.object({ centerId: UuidParam, id: UuidParam });

  /** The access of a write on the staff path, and of its twin on the agency path. */
  const accessOf = (staff: AccessRule): { prefix: string; access: StaffAccess | AgencyAccess }[] => [
    { prefix: '/api/centers', access: { staff, centerParam: 'centerId' } },
    {
      prefix: '/api/agencyos/v1/centers',
      access: {
        agency: { staff, apiKey: 'write', bridge: false } satisfies AgencyRule,
        centerParam: 'centerId',
        target: centerOfPath(services.db),
      },
    },
  ];

  for (const { path, tag, label, rules, writer } of Object.values(STRUCTURE_KINDS)) {
    const writes: Writes = writer;
    for (const { prefix, access } of accessOf(rules.write)) {
      const base = `${prefix}/:centerId/${path}`;
      route(
        app,
        {
          method: 'post',
          path: base,
          tag,
          summary: `Create ${label}`,
          description: 'Visible in the public reads at once (the center’s content version is bumped).',
          access,
          request: { params: center, body: writes.createInput },
          status: 201,
        },
        (_c, { params, body }) => writes.create(services.db, params.centerId, body as never),
      );
      route(
        app,
        {
          method: 'patch',
          path: `${base}/:id`,
          tag,
          summary: `Change ${label}`,
          description: 'Only the fields given change. An id of another center is 404.',
          access,
          request: { params: record, body: writes.updateInput },
        },
        (_c, { params, body }) => writes.update(services.db, params.centerId, params.id, body as never),
      );
      route(
        app,
        {
          method: 'delete',
          path: `${base}/:id`,
          tag,
          summary: `Delete ${label}`,
          access,
          request: { params: record },
        },
        (_c, { params }) => writes.remove(services.db, params.centerId, params.id),
      );
    }
  }

  for (const { prefix, access } of accessOf(DOOH.write)) {
    route(
      app,
      {
        method: 'patch',
        path: `${prefix}/:centerId/signage-config`,
        tag: 'Digital signage',
        summary: 'Change the signage configuration of the center’s players',
        description: 'Only the settings given change; `playlistSlug` must name an active playlist of the center.',
        access,
        request: { params: center, body: SignageSettingsInput },
      },
      (_c, { params, body }) => updateSignage(services.db, params.centerId, body),
    );
  }
  return app;
}
