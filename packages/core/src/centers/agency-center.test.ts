// Spec 4.6, 9: the agency center record - latitude and longitude included, always a pair, strict bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { createAgencyCenter, getAgencyCenter, updateAgencyCenter } from './agency-center';
import { updateCenterSettings } from './center-settings';
import { centerBySlugView } from './public-center';

describe('agency center', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let organizationId: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    organizationId = (await getAgencyCenter(handle.db, centerId)).organizationId as string;
  });
  afterAll(() => handle.close());

  it('creates a center with its position and contact data', async () => {
    const created = await createAgencyCenter(handle.db, organizationId, {
      name: 'Süd-Galerie',
      slug: 'sued-galerie',
      city: 'München',
      latitude: 48.1351,
      longitude: 11.582,
      phone: '+49 89 1',
      email: 'info@sued.example',
      websiteUrl: 'https://sued.example',
    });
    expect(created).toMatchObject({
      organizationId,
      slug: 'sued-galerie',
      latitude: 48.1351,
      longitude: 11.582,
      websiteUrl: 'https://sued.example',
    });
    const visitor = await centerBySlugView(handle.db, created.id, 'http://localhost');
    expect(visitor).toMatchObject({ latitude: 48.1351, longitude: 11.582 });
  });

  it('keeps latitude and longitude a pair on create and on change', async () => {
    await expect(
      createAgencyCenter(handle.db, organizationId, { name: 'Half', slug: 'half-center', latitude: 48.1 }),
    ).rejects.toMatchObject({ code: 'INVALID_COORDINATES' });
    const created = await createAgencyCenter(handle.db, organizationId, { name: 'No pin', slug: 'no-pin' });
    expect(created).toMatchObject({ latitude: null, longitude: null });
    await expect(updateAgencyCenter(handle.db, created.id, { longitude: 9.99 })).rejects.toMatchObject({
      code: 'INVALID_COORDINATES',
    });
    // the settings screen holds the same rule
    await expect(updateCenterSettings(handle.db, centerId, { branding: { latitude: null } })).rejects.toMatchObject({
      code: 'INVALID_COORDINATES',
    });
    const moved = await updateAgencyCenter(handle.db, centerId, { latitude: -33.8688 });
    expect(moved).toMatchObject({ latitude: -33.8688, longitude: 8.466 });
    const cleared = await updateAgencyCenter(handle.db, centerId, { latitude: null, longitude: null });
    expect(cleared).toMatchObject({ latitude: null, longitude: null });
    await updateAgencyCenter(handle.db, centerId, { latitude: 49.4875, longitude: 8.466 });
  });

  it('refuses coordinates out of range, as text, and unknown fields', async () => {
    for (const input of [
      { latitude: 90.5, longitude: 1 },
      { latitude: 1, longitude: -180.01 },
      { latitude: '48.1', longitude: '11.5' },
      { lat: 48.1 },
    ]) {
      await expect(updateAgencyCenter(handle.db, centerId, input as never)).rejects.toMatchObject({ kind: 'invalid' });
    }
    expect(await getAgencyCenter(handle.db, centerId)).toMatchObject({ latitude: 49.4875, longitude: 8.466 });
  });

  it('answers 409 for a taken slug or domain and bumps the content version on change', async () => {
    await expect(
      createAgencyCenter(handle.db, organizationId, { name: 'Dup', slug: 'nord-arkaden' }),
    ).rejects.toMatchObject({
      code: 'SLUG_TAKEN',
    });
    const { customDomain, contentVersion } = await getAgencyCenter(handle.db, centerId);
    await expect(
      createAgencyCenter(handle.db, organizationId, {
        name: 'Dup',
        slug: 'dup-domain',
        customDomain: customDomain ?? '',
      }),
    ).rejects.toMatchObject({ code: 'DOMAIN_TAKEN' });
    const changed = await updateAgencyCenter(handle.db, centerId, { phone: '+49 621 1' });
    expect(changed.phone).toBe('+49 621 1');
    expect(changed.contentVersion).toBeGreaterThan(contentVersion);
  });
});
