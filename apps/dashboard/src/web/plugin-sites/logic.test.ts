// the areas' German messages, as the signed-in frame has them
import '../i18n/areas';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, translate } from '../i18n';
import { CATALOGUE } from '../i18n/both-catalogues';
import {
  pluginShortcode,
  RUN_POLL_MS,
  runCountsSummary,
  runsPollInterval,
  siteDraftProblems,
  siteInput,
  sitePatch,
  statusBadgeClass,
} from './logic';

const t = translate.bind(null, 'en');

// translate('en', ...) needs the English catalogue, which the app loads on first use
await loadCatalogue('en');

describe('pluginShortcode', () => {
  it('names the center and the interactive map on floor 0 unless told otherwise', () => {
    const id = '6f1c2f7e-1111-4222-8333-944455556666';
    expect(pluginShortcode(id)).toBe(`[center_centerplan center_id=${id} map_type=interactive_svg default_floor=0]`);
    expect(pluginShortcode(id, 2)).toContain('default_floor=2]');
  });
});

describe('runsPollInterval', () => {
  it('polls while a run is queued or running and stops once all are done', () => {
    expect(runsPollInterval([{ status: 'succeeded' }, { status: 'queued' }])).toBe(RUN_POLL_MS);
    expect(runsPollInterval([{ status: 'running' }])).toBe(RUN_POLL_MS);
    expect(runsPollInterval([{ status: 'succeeded' }, { status: 'failed' }])).toBe(false);
    expect(runsPollInterval([])).toBe(false);
    expect(runsPollInterval(undefined)).toBe(false);
  });
});

describe('runCountsSummary', () => {
  it('says nothing while nothing is counted', () => {
    expect(runCountsSummary({}, t)).toBe('');
    expect(runCountsSummary(null, t)).toBe('');
  });

  it('lists the items per kind, the removed ones, the size and a fall-back to a full sync', () => {
    const line = runCountsSummary(
      { files: 2, floors: 1, shops: 40, services: 5, locations: 30, removed: 3, bytes: 2048, fellBack: true },
      t,
    );
    expect(line).toBe(
      `${t('plugin.counts.items', { files: 2, floors: 1, shops: 40, services: 5, locations: 30 })} · ${t(
        'plugin.counts.removed',
        { count: 3 },
      )} · 2 KB · ${t('plugin.counts.fellBack')}`,
    );
  });

  it('leaves out what is zero or absent and treats odd values as zero', () => {
    const line = runCountsSummary({ files: 0, shops: 'x', removed: 0, bytes: 0, fellBack: false }, t);
    expect(line).toBe(t('plugin.counts.items', { files: 0, floors: 0, shops: 0, services: 0, locations: 0 }));
  });

  it('says "no changes" for an incremental run that had nothing to send, in both languages', () => {
    expect(runCountsSummary({ files: 0, unchanged: true }, t)).toBe(CATALOGUE.en['plugin.counts.unchanged']);
    expect(runCountsSummary({ unchanged: true }, translate.bind(null, 'de'))).toBe(
      CATALOGUE.de['plugin.counts.unchanged'],
    );
  });
});

describe('statusBadgeClass', () => {
  it('marks good, bad and neutral states', () => {
    expect(statusBadgeClass('connected')).toBe('badge badge-ok');
    expect(statusBadgeClass('succeeded')).toBe('badge badge-ok');
    expect(statusBadgeClass('error')).toBe('badge badge-warn');
    expect(statusBadgeClass('failed')).toBe('badge badge-warn');
    expect(statusBadgeClass('disconnected')).toBe('badge badge-off');
    expect(statusBadgeClass('running')).toBe('badge badge-off');
  });
});

describe('the site form', () => {
  it('asks for a name and an http(s) URL and a plugin key of at least 16 characters when one is given', () => {
    expect(siteDraftProblems({ name: ' ', url: '', shopDetailPath: '/shops/', outboundKey: '' })).toEqual({
      name: 'plugin.form.nameMissing',
      url: 'plugin.form.urlMissing',
      shopDetailPath: 'plugin.form.shopPathInvalid',
    });
    expect(
      siteDraftProblems({ name: 'Site', url: 'example.org', shopDetailPath: '//x/{slug}', outboundKey: 'short' }),
    ).toEqual({
      url: 'plugin.form.urlInvalid',
      shopDetailPath: 'plugin.form.shopPathInvalid',
      outboundKey: 'plugin.form.keyTooShort',
    });
    expect(
      siteDraftProblems({
        name: 'Site',
        url: 'https://example.org',
        shopDetailPath: '/shops/{slug}',
        outboundKey: 'k'.repeat(16),
      }),
    ).toEqual({});
  });

  it('registers with the trimmed values and without a blank plugin key', () => {
    expect(
      siteInput({ name: ' Site ', url: ' https://example.org ', shopDetailPath: ' /s/{slug} ', outboundKey: '  ' }),
    ).toEqual({
      name: 'Site',
      url: 'https://example.org',
      shopDetailPath: '/s/{slug}',
    });
    expect(
      siteInput({
        name: 'Site',
        url: 'https://example.org',
        shopDetailPath: '/shops/{slug}',
        outboundKey: ' k '.repeat(8),
      }).outboundKey,
    ).toBe(' k '.repeat(8).trim());
  });

  it('patches only what changed and keeps the stored plugin key when the field is blank', () => {
    const site = { name: 'Site', url: 'https://example.org', shopDetailPath: '/shops/{slug}' };
    expect(
      sitePatch(site, { name: 'Site', url: 'https://example.org', shopDetailPath: '/shops/{slug}', outboundKey: '' }),
    ).toEqual({});
    expect(
      sitePatch(site, {
        name: 'New',
        url: 'https://example.org/',
        shopDetailPath: '/laden/{slug}',
        outboundKey: 'x'.repeat(20),
      }),
    ).toEqual({
      name: 'New',
      url: 'https://example.org/',
      shopDetailPath: '/laden/{slug}',
      outboundKey: 'x'.repeat(20),
    });
  });
});
