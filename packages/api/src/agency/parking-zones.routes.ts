import {
  createParkingZone,
  listParkingZones,
  ParkingZoneCreateInput,
  ParkingZoneUpdateInput,
  updateParkingZone,
} from '@center-platform/core/parking';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http/route';
import { centerOfPath } from './path-center';
import { AGENCY_RULES } from './rules';
import { ParkingZoneSchema } from './schemas';

const uuid = z.uuid('expected a uuid');

/**
 * Spec 5: parking zones, the center-scoped admin reads and writes that a session, an organization key or the
 * server-to-server bridge (`X-CM-Bridge-Secret`, e.g. a parking guidance system pushing free spaces) may call.
 */
export function agencyParkingZoneRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  const target = centerOfPath(db);
  const path = '/api/agencyos/v1/centers/:centerId/parking-zones';

  route(
    app,
    {
      method: 'get',
      path,
      tag: 'Parking',
      summary: 'The parking zones of a center',
      access: { agency: AGENCY_RULES.parkingRead, centerParam: 'centerId', target },
      request: { params: z.object({ centerId: uuid }) },
      response: z.array(ParkingZoneSchema),
    },
    (_c, { target }) => listParkingZones(db, target.centerId as string),
  );
  route(
    app,
    {
      method: 'post',
      path,
      tag: 'Parking',
      summary: 'Add a parking zone',
      access: { agency: AGENCY_RULES.parkingWrite, centerParam: 'centerId', target },
      request: { params: z.object({ centerId: uuid }), body: ParkingZoneCreateInput },
      status: 201,
      response: ParkingZoneSchema,
    },
    (_c, { body, target }) => createParkingZone(db, target.centerId as string, body),
  );
  route(
    app,
    {
      method: 'put',
      path: `${path}/:zoneId`,
      tag: 'Parking',
      summary: 'Change a parking zone (e.g. its free spaces)',
      description: 'Only the fields given change; freeSpaces never exceeds capacity (400 FREE_SPACES_ABOVE_CAPACITY).',
      access: { agency: AGENCY_RULES.parkingWrite, centerParam: 'centerId', target },
      request: { params: z.object({ centerId: uuid, zoneId: uuid }), body: ParkingZoneUpdateInput },
      response: ParkingZoneSchema,
    },
    (_c, { params, body, target }) => updateParkingZone(db, target.centerId as string, params.zoneId, body),
  );
  return app;
}
