import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notFound, optionalText, parseInput, plainText, touched, writeForCenter } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

// Spec 5: parking zones are the example of a center-scoped admin read/write that a session, a bearer key or the
// server-to-server bridge (a parking guidance system pushing its free spaces) may call. The chatbot answers
// parking questions from the active zones, so every write bumps the center's content version.

const Count = z.number().int().min(0).max(100_000);

export const ParkingZoneFields = z.strictObject({
  name: plainText().min(1).max(120),
  capacity: Count.nullable(),
  freeSpaces: Count.nullable(),
  floor: optionalText(60),
  isActive: z.boolean(),
});
export const ParkingZoneCreateInput = ParkingZoneFields.partial().required({ name: true });
export const ParkingZoneUpdateInput = ParkingZoneFields.partial();
export type ParkingZoneCreate = z.input<typeof ParkingZoneCreateInput>;
export type ParkingZoneUpdate = z.input<typeof ParkingZoneUpdateInput>;

const COLUMNS = [
  'id',
  'centerId',
  'name',
  'capacity',
  'freeSpaces',
  'floor',
  'isActive',
  'updatedAt',
  'createdAt',
] as const;

/** A zone never reports more free spaces than it has. */
function assertWithinCapacity(zone: { capacity: number | null; freeSpaces: number | null }) {
  if (zone.capacity !== null && zone.freeSpaces !== null && zone.freeSpaces > zone.capacity) {
    throw new DomainError(
      'invalid',
      'FREE_SPACES_ABOVE_CAPACITY',
      `freeSpaces (${zone.freeSpaces}) exceeds the zone's capacity (${zone.capacity}).`,
    );
  }
}

export async function listParkingZones(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('parkingZones')
    .select(COLUMNS)
    .where('centerId', '=', centerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function createParkingZone(db: Kysely<Database>, centerId: string, input: ParkingZoneCreate) {
  const data = parseInput(ParkingZoneCreateInput, input);
  assertWithinCapacity({ capacity: data.capacity ?? null, freeSpaces: data.freeSpaces ?? null });
  return writeForCenter(db, centerId, (trx) =>
    trx
      .insertInto('parkingZones')
      .values({ centerId, ...data })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

/** Changes the fields given of a zone of this center (a zone of another center is NOT_FOUND). */
export async function updateParkingZone(
  db: Kysely<Database>,
  centerId: string,
  zoneId: string,
  input: ParkingZoneUpdate,
) {
  const data = parseInput(ParkingZoneUpdateInput, input);
  return writeForCenter(db, centerId, async (trx) => {
    const row = await trx
      .updateTable('parkingZones')
      .set({ ...data, ...touched() })
      .where('id', '=', zoneId)
      .where('centerId', '=', centerId)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound('Parking zone');
    // checked on the row after the change: one of the two values alone may change
    assertWithinCapacity(row);
    return row;
  });
}
