import {
  centerOrganization,
  createParkingZone,
  listParkingZones,
  ParkingZoneCreateInput,
  ParkingZoneUpdateInput,
  updateParkingZone,
} from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { agencyRoute } from './agency-route';
import { AGENCY_RULES } from './rules';
import { ParkingZoneSchema } from './schemas';

const uuid = z.uuid('expected a uuid');

/**
 * Spec 5: parking zones, the center-scoped admin reads and writes that a session, an organization key or the
 * server-to-server bridge (`X-CM-Bridge-Secret`, e.g. a parking guidance system pushing free spaces) may call.
 */
export function agencyParkingZoneRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  const target = (c: { req: { param: (name: string) => string | undefined } }) =>
    centerOrganization(db, c.req.param('centerId') as string);
  const path = '/api/agencyos/v1/centers/:centerId/parking-zones';

  agencyRoute(
    app,
    {
      method: 'get',
      path,
      tag: 'Parking',
      summary: 'The parking zones of a center',
      access: AGENCY_RULES.parkingRead,
      params: { centerId: uuid },
      centerParam: 'centerId',
      target,
      response: z.array(ParkingZoneSchema),
    },
    (_c, { target }) => listParkingZones(db, target.centerId as string),
  );
  agencyRoute(
    app,
    {
      method: 'post',
      path,
      tag: 'Parking',
      summary: 'Add a parking zone',
      access: AGENCY_RULES.parkingWrite,
      params: { centerId: uuid },
      centerParam: 'centerId',
      body: ParkingZoneCreateInput,
      status: 201,
      target,
      response: ParkingZoneSchema,
    },
    (_c, { body, target }) => createParkingZone(db, target.centerId as string, body),
  );
  agencyRoute(
    app,
    {
      method: 'put',
      path: `${path}/:zoneId`,
      tag: 'Parking',
      summary: 'Change a parking zone (e.g. its free spaces)',
      description: 'Only the fields given change; freeSpaces never exceeds capacity (400 FREE_SPACES_ABOVE_CAPACITY).',
      access: AGENCY_RULES.parkingWrite,
      params: { centerId: uuid, zoneId: uuid },
      centerParam: 'centerId',
      body: ParkingZoneUpdateInput,
      target,
      response: ParkingZoneSchema,
    },
    (c, { body, target }) => updateParkingZone(db, target.centerId as string, c.req.param('zoneId') as string, body),
  );
  return app;
}
