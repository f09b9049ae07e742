// Staff floors of the center plan (spec 2.7, 4.10, 8) on the seeded demo: upload with sanitizing, size
// warning and refusal, default floor switching, delete, center scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { deleteFloor, getFloor, listFloors, saveFloorSvg, setDefaultFloor } from './floors';

const version = async (handle: DatabaseHandle, centerId: string) =>
  (await handle.db.selectFrom('centers').select('contentVersion').where('id', '=', centerId).executeTakeFirstOrThrow())
    .contentVersion;

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="alert(1)">
<script>alert(2)</script>
<foreignObject width="10" height="10"><div>x</div></foreignObject>
<image href="https://evil.example/x.png" width="5" height="5"/>
<use xlink:href="https://evil.example/sprite.svg#a"/>
<rect id="shop-a" data-id="a" x="0" y="0" width="50" height="50"/>
</svg>`;

/** A valid SVG of about `kb` kilobytes. */
const bigSvg = (kb: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><desc>${'x'.repeat(kb * 1024)}</desc><rect id="shop-big" width="1" height="1"/></svg>`;

describe('center plan floors', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let otherCenterId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    otherCenterId = (
      await handle.db.selectFrom('centers').select('id').where('slug', '=', 'nord-arkaden').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  it('lists compact floors without the SVG body but with its size', async () => {
    const floors = await listFloors(handle.db, centerId);
    expect(floors.length).toBeGreaterThan(0);
    for (const floor of floors) {
      expect(floor).not.toHaveProperty('mapSvg');
      expect(floor.svgBytes).toBe(Buffer.byteLength((await getFloor(handle.db, centerId, floor.id)).mapSvg));
    }
  });

  it('sanitizes an uploaded SVG: script, onload, foreignObject and external hrefs removed, ids kept', async () => {
    const before = await version(handle, centerId);
    const saved = await saveFloorSvg(handle.db, centerId, { floorNumber: 7, name: 'Dach', svg: HOSTILE });
    expect(saved.removed).toBeGreaterThanOrEqual(4);
    expect(saved.warnings).toEqual([]);
    expect(saved.floor).toMatchObject({ floorNumber: 7, name: 'Dach', isDefault: false });
    expect(saved.floor).not.toHaveProperty('mapSvg');
    const { mapSvg } = await getFloor(handle.db, centerId, saved.floor.id);
    expect(mapSvg).not.toMatch(/script|onload|foreignObject|evil\.example/i);
    expect(mapSvg).toContain('id="shop-a"');
    expect(mapSvg).toContain('data-id="a"');
    expect(await version(handle, centerId)).toBe(before + 1);

    // replacing by floorId keeps the floor
    const replaced = await saveFloorSvg(handle.db, centerId, { floorId: saved.floor.id, svg: bigSvg(1) });
    expect(replaced.floor.id).toBe(saved.floor.id);
    expect((await getFloor(handle.db, centerId, saved.floor.id)).mapSvg).toContain('shop-big');
  });

  it('warns above 500 KB and refuses above 5 MB or when nothing usable is left', async () => {
    const big = await saveFloorSvg(handle.db, centerId, { floorNumber: 8, svg: bigSvg(600) });
    expect(big.warnings).toHaveLength(1);
    expect(big.warnings[0]).toMatch(/over 500 KB/);
    await expect(saveFloorSvg(handle.db, centerId, { floorNumber: 9, svg: bigSvg(5200) })).rejects.toMatchObject({
      code: 'SVG_TOO_LARGE',
    });
    await expect(
      saveFloorSvg(handle.db, centerId, { floorNumber: 9, svg: '<script>alert(1)</script>' }),
    ).rejects.toMatchObject({ code: 'SVG_UNUSABLE' });
    await expect(saveFloorSvg(handle.db, centerId, { svg: bigSvg(1) })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect((await listFloors(handle.db, centerId)).some((f) => f.floorNumber === 9)).toBe(false);
  });

  it('switches the default floor: exactly one default afterwards', async () => {
    const floors = await listFloors(handle.db, centerId);
    const target = floors.find((f) => !f.isDefault);
    if (!target) throw new Error('no non-default floor');
    const before = await version(handle, centerId);
    const result = await setDefaultFloor(handle.db, centerId, target.id);
    expect(result.isDefault).toBe(true);
    const after = await listFloors(handle.db, centerId);
    expect(after.filter((f) => f.isDefault).map((f) => f.id)).toEqual([target.id]);
    expect(await version(handle, centerId)).toBe(before + 1);
    // setting it again keeps it the only default
    await setDefaultFloor(handle.db, centerId, target.id);
    expect((await listFloors(handle.db, centerId)).filter((f) => f.isDefault)).toHaveLength(1);
  });

  it('scopes floors to the center: another center answers NOT_FOUND', async () => {
    const [floor] = await listFloors(handle.db, centerId);
    if (!floor) throw new Error('no floor');
    await expect(getFloor(handle.db, otherCenterId, floor.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(setDefaultFloor(handle.db, otherCenterId, floor.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(deleteFloor(handle.db, otherCenterId, floor.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(saveFloorSvg(handle.db, otherCenterId, { floorId: floor.id, svg: bigSvg(1) })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('deletes a floor', async () => {
    const floor = (await listFloors(handle.db, centerId)).find((f) => f.floorNumber === 8);
    if (!floor) throw new Error('no floor 8');
    expect(await deleteFloor(handle.db, centerId, floor.id)).toEqual({ id: floor.id });
    await expect(getFloor(handle.db, centerId, floor.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses a name with a NUL character as invalid input (PostgreSQL text cannot store it)', async () => {
    await expect(
      saveFloorSvg(handle.db, centerId, { floorNumber: 9, name: 'Ebene\u0000', svg: bigSvg(1) }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
