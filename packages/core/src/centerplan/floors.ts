import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sanitizedAsAWhole } from '../content/free-form';
import { notFound, parseInput, plainText, touched, writeForCenter } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { FloorNumberInput } from './floor-rules';
import { SVG_MAX_BYTES, sanitizeSvgInPool } from './svg-pool';

// The staff side of the floors of a center plan (spec 2.7, 4.10, 8): list, read, upload a floor's SVG plan
// (always through sanitizeSvg), switch the default floor, delete. Every write goes through writeForCenter (one
// transaction, content version bumped once).

/** Recommended maximum of a floor plan (spec 4.10, 8): above it the upload is kept with a warning. */
export const SVG_RECOMMENDED_BYTES = 500 * 1024;

export interface FloorSummary {
  id: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
  mapImage: string | null;
  isDefault: boolean;
  isActive: boolean;
  /** the size of the stored SVG in bytes (UTF-8); the body itself is not part of the summary */
  svgBytes: number;
}

export interface Floor extends FloorSummary {
  mapSvg: string;
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** The floors of a center, by floor number, without their SVG bodies. */
export async function listFloors(db: Kysely<Database>, centerId: string): Promise<FloorSummary[]> {
  const rows = await db
    .selectFrom('mapFloors')
    .select(['id', 'floorNumber', 'name', 'shortName', 'mapImage', 'isDefault', 'isActive'])
    .select((eb) => eb.fn<number>('octet_length', ['mapSvg']).as('svgBytes'))
    .where('centerId', '=', centerId)
    .orderBy('floorNumber')
    .execute();
  return rows.map((row) => ({ ...row, svgBytes: Number(row.svgBytes) }));
}

/** One floor of the center with its SVG; NOT_FOUND for a floor of another center. */
export async function getFloor(db: Kysely<Database>, centerId: string, floorId: string): Promise<Floor> {
  const row = await db
    .selectFrom('mapFloors')
    .select(['id', 'floorNumber', 'name', 'shortName', 'mapImage', 'isDefault', 'isActive', 'mapSvg'])
    .where('centerId', '=', centerId)
    .where('id', '=', floorId)
    .executeTakeFirst();
  if (!row) throw notFound('The floor');
  return { ...row, svgBytes: byteLength(row.mapSvg) };
}

export const SaveFloorSvgInput = z
  .object({
    floorId: z.uuid().optional(),
    floorNumber: FloorNumberInput.optional(),
    name: plainText().min(1).max(200).optional(),
    shortName: plainText().min(1).max(60).optional(),
    svg: sanitizedAsAWhole('svg', z.string().min(1)),
  })
  .refine((v) => (v.floorId === undefined) !== (v.floorNumber === undefined), {
    message: 'Give either floorId or floorNumber.',
  });
export type SaveFloorSvg = z.input<typeof SaveFloorSvgInput>;

export interface SavedFloorSvg {
  floor: FloorSummary;
  /** how many elements and attributes the sanitizer stripped */
  removed: number;
  warnings: string[];
}

/**
 * Creates or replaces the plan of a floor. The SVG is sanitized first; the sanitized markup is stored. Refused
 * (INVALID) above 5 MB (before or after sanitizing), above the element cap or the sanitizing deadline of
 * svg-pool.ts, or when nothing usable is left; above 500 KB it is stored
 * with a warning. A floor given by floorNumber that does not exist yet is created (the center plan too).
 */
export async function saveFloorSvg(
  db: Kysely<Database>,
  centerId: string,
  input: SaveFloorSvg,
): Promise<SavedFloorSvg> {
  const data = parseInput(SaveFloorSvgInput, input);
  const { svg, removed } = await sanitizeSvgInPool(data.svg);
  if (!/^<svg[\s>]/i.test(svg)) {
    throw new DomainError('invalid', 'SVG_UNUSABLE', 'Nothing usable is left of the SVG after sanitizing.');
  }
  const bytes = byteLength(svg);
  if (bytes > SVG_MAX_BYTES) throw new DomainError('invalid', 'SVG_TOO_LARGE', 'The SVG is larger than 5 MB.');
  const warnings =
    bytes > SVG_RECOMMENDED_BYTES
      ? [`The SVG is ${Math.round(bytes / 1024)} KB, over 500 KB (the recommended maximum); the plan may load slowly.`]
      : [];

  const floorId = await writeForCenter(db, centerId, async (trx) => {
    const floorNumber = data.floorNumber as number;
    const existing = await trx
      .selectFrom('mapFloors')
      .select('id')
      .where('centerId', '=', centerId)
      .$call((q) =>
        data.floorId !== undefined ? q.where('id', '=', data.floorId) : q.where('floorNumber', '=', floorNumber),
      )
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('mapFloors')
        .set({
          mapSvg: svg,
          ...(data.name !== undefined ? { name: data.name } : {}),
          ...(data.shortName !== undefined ? { shortName: data.shortName } : {}),
          ...touched(),
        })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    if (data.floorId !== undefined) throw notFound('The floor');
    await trx
      .insertInto('centerplans')
      .values({ centerId })
      .onConflict((oc) => oc.column('centerId').doNothing())
      .execute();
    const plan = await trx
      .selectFrom('centerplans')
      .select('id')
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    const hasDefault = await trx
      .selectFrom('mapFloors')
      .select('id')
      .where('centerId', '=', centerId)
      .where('isDefault', '=', true)
      .executeTakeFirst();
    const created = await trx
      .insertInto('mapFloors')
      .values({
        centerId,
        centerplanId: plan.id,
        floorNumber,
        name: data.name ?? `Ebene ${floorNumber}`,
        shortName: data.shortName ?? null,
        mapSvg: svg,
        isDefault: !hasDefault,
        isActive: true,
        sortOrder: floorNumber,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  const { mapSvg: _body, ...floor } = await getFloor(db, centerId, floorId);
  return { floor, removed, warnings };
}

/** NOT_FOUND unless the floor belongs to the center. */
export async function assertFloorOfCenter(db: Kysely<Database>, centerId: string, floorId: string): Promise<void> {
  const floor = await db
    .selectFrom('mapFloors')
    .select('id')
    .where('centerId', '=', centerId)
    .where('id', '=', floorId)
    .executeTakeFirst();
  if (!floor) throw notFound('The floor');
}

/** Makes one floor the default of its center (the previous default is cleared in the same transaction). */
export async function setDefaultFloor(db: Kysely<Database>, centerId: string, floorId: string): Promise<FloorSummary> {
  await writeForCenter(db, centerId, async (trx) => {
    await assertFloorOfCenter(trx, centerId, floorId);
    await trx
      .updateTable('mapFloors')
      .set({ isDefault: false, ...touched() })
      .where('centerId', '=', centerId)
      .where('isDefault', '=', true)
      .where('id', '<>', floorId)
      .execute();
    await trx
      .updateTable('mapFloors')
      .set({ isDefault: true, ...touched() })
      .where('id', '=', floorId)
      .execute();
  });
  const { mapSvg: _body, ...floor } = await getFloor(db, centerId, floorId);
  return floor;
}

/** Deletes a floor (its map locations go with it). */
export async function deleteFloor(db: Kysely<Database>, centerId: string, floorId: string): Promise<{ id: string }> {
  return deleteOfCenter(db, 'mapFloors', centerId, floorId, 'The floor');
}

/** Deletes one row of a center plan table by id, scoped to the center (one write); NOT_FOUND when there is none. */
export async function deleteOfCenter(
  db: Kysely<Database>,
  table: 'mapFloors' | 'mapLocations',
  centerId: string,
  id: string,
  what: string,
): Promise<{ id: string }> {
  return writeForCenter(db, centerId, async (trx) => {
    const deleted = await trx
      .deleteFrom(table)
      .where('centerId', '=', centerId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound(what);
    return deleted;
  });
}
