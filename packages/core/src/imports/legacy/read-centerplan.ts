import { bumpContentVersion } from '../../centers/content-version';
import { emptyCounts, type ImportContext, type ReadCounts } from './import-context';
import type { UpstreamRecord } from './legacy-client';
import { floorNumberOf, textOf } from './upstream-values';

// `/centerplan` -> the center's Centerplan (created on demand) and one MapFloor per `ebene` (spec 2.7, 3, 4.7):
// a floor whose (center, floorNumber) exists is skipped (and its SVG not fetched); floor 0 is the default
// floor; a failed SVG fetch still creates the floor, with `mapSvg` empty. The SVG is sanitized on re-hosting.

export async function importCenterplan(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  const counts = emptyCounts();
  const existing = new Set(
    (await ctx.db.selectFrom('mapFloors').select('floorNumber').where('centerId', '=', ctx.centerId).execute()).map(
      (row) => row.floorNumber,
    ),
  );
  const hasDefault = await ctx.db
    .selectFrom('mapFloors')
    .select('id')
    .where('centerId', '=', ctx.centerId)
    .where('isDefault', '=', true)
    .executeTakeFirst();
  for (const [index, record] of records.entries()) {
    const floorNumber = floorNumberOf(record.ebene);
    if (floorNumber === null) {
      counts.failed++;
      ctx.warn(`/centerplan #${index + 1}: floor "${String(record.ebene)}" is not a floor number; skipped`);
      continue;
    }
    if (existing.has(floorNumber)) {
      counts.unchanged++;
      continue;
    }
    existing.add(floorNumber);
    const svgUrl = textOf(record.svg, 2048);
    const svg = svgUrl ? await ctx.rehost(svgUrl, 'svg') : { path: null };
    if (svgUrl && svg.path === null) {
      ctx.warn(
        `/centerplan floor ${floorNumber}: SVG not fetched (${svg.error ?? 'unknown error'}); floor created with an empty plan`,
      );
    }
    const name = textOf(record.ebene_titel, 200) ?? textOf(record.ebene_kurz, 200) ?? `Ebene ${floorNumber}`;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('centerplans')
        .values({ centerId: ctx.centerId })
        .onConflict((oc) => oc.column('centerId').doNothing())
        .execute();
      const plan = await trx
        .selectFrom('centerplans')
        .select('id')
        .where('centerId', '=', ctx.centerId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('mapFloors')
        .values({
          centerId: ctx.centerId,
          centerplanId: plan.id,
          floorNumber,
          name,
          shortName: textOf(record.ebene_kurz, 60),
          mapImage: svg.path,
          mapSvg: svg.body ? Buffer.from(svg.body).toString('utf8') : '',
          isDefault: floorNumber === 0 && !hasDefault,
          isActive: true,
          sortOrder: floorNumber,
        })
        .onConflict((oc) => oc.columns(['centerId', 'floorNumber']).doNothing())
        .execute();
      await bumpContentVersion(trx, ctx.centerId);
    });
    counts.created++;
  }
  await ctx.progress('/centerplan', records.length, records.length);
  return counts;
}
