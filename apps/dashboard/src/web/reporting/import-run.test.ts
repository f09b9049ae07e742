import type { ImportRunView, ReportingExecuteResult } from '@center-platform/core/imports';
import { describe, expect, it } from 'vitest';
import {
  executeOutcome,
  executeScope,
  filterPreviewRows,
  importResult,
  runActive,
  runEnded,
  runProgress,
} from './import-run';

const summary: ReportingExecuteResult['summary'] = {
  clientsImported: 2,
  clientsFailed: 0,
  testClientsSkipped: 3,
  unmatchedIgnored: 1,
  rowsWritten: 96,
  rowsAlreadyPresent: 4,
  centersLinked: 2,
};
const client = {
  legacyClientId: '1',
  centerId: 'c-1',
  rule: 'cockpitCenterId' as const,
  rowsWritten: 84,
  rowsAlreadyPresent: 0,
  linked: true,
};
const dry: ReportingExecuteResult = { dryRun: true, summary, clients: [client] };
const run: ImportRunView = {
  id: '0b8b7ab4-8a8e-4a39-9a33-0c9f7a7d2b11',
  kind: 'reporting',
  status: 'queued',
  sourceRef: 'http://reporting.test/api/integrations/cockpit-export',
  targetCenterId: null,
  options: { skipTestClients: true },
  progress: {},
  counts: {},
  warnings: [],
  errors: [],
  createdAt: '2025-03-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};

describe('executeOutcome', () => {
  it('reads a dry run as its counts, whether wrapped as the REST body or bare', () => {
    const expected = {
      kind: 'dryRun',
      result: { counts: summary, clients: [{ ...client, error: null, warnings: [] }] },
    };
    expect(executeOutcome({ success: true, data: dry })).toEqual(expected);
    expect(executeOutcome(dry)).toEqual(expected);
  });

  it('reads a real execute as the queued run', () => {
    expect(executeOutcome({ success: true, runId: run.id, data: run })).toEqual({ kind: 'queued', run });
    expect(executeOutcome(run)).toEqual({ kind: 'queued', run });
  });
});

describe('importResult', () => {
  it('reads the counts of a finished run (flat, with the clients) and ignores what is not a count', () => {
    const result = importResult({
      ...summary,
      rowsWritten: '96',
      clients: [{ legacyClientId: 7, error: 'export failed', warnings: ['2 rows left out', 3] }, 'junk'],
    });
    expect(result.counts).toEqual({ ...summary, rowsWritten: undefined });
    expect(result.counts).not.toHaveProperty('rowsWritten');
    expect(result.clients).toEqual([
      {
        legacyClientId: '7',
        centerId: null,
        rule: null,
        rowsWritten: 0,
        rowsAlreadyPresent: 0,
        linked: false,
        error: 'export failed',
        warnings: ['2 rows left out'],
      },
    ]);
    expect(importResult(null)).toEqual({ counts: {}, clients: [] });
  });
});

describe('a run in progress', () => {
  it('ends with succeeded, failed or cancelled', () => {
    expect(runEnded(run)).toBe(false);
    expect(runEnded({ status: 'running' })).toBe(false);
    expect(runEnded({ status: 'succeeded' })).toBe(true);
    expect(runEnded({ status: 'failed' })).toBe(true);
    expect(runEnded({ status: 'cancelled' })).toBe(true);
    expect(runEnded(undefined)).toBe(false);
  });

  it('is followed while queued or running; an interrupted run is neither under way nor ended', () => {
    expect(runActive({ status: 'queued' })).toBe(true);
    expect(runActive({ status: 'running' })).toBe(true);
    expect(runActive({ status: 'interrupted' })).toBe(false);
    expect(runEnded({ status: 'interrupted' })).toBe(false);
    expect(runActive({ status: 'succeeded' })).toBe(false);
    expect(runActive(undefined)).toBe(false);
  });

  it('reports done of total and the current client; no fraction while the total is unknown', () => {
    expect(runProgress({ progress: { done: 3, total: 12, legacyClientId: 42 } })).toEqual({
      done: 3,
      total: 12,
      current: '42',
      fraction: 0.25,
    });
    expect(runProgress({ progress: {} })).toEqual({ done: 0, total: 0, current: null, fraction: undefined });
    expect(runProgress({ progress: { done: 5, total: 4, legacyClientId: null } }).fraction).toBe(1);
  });
});

describe('the preview table', () => {
  const match = (centerName: string) => ({
    centerId: `id-${centerName}`,
    centerName,
    centerSlug: 'slug',
    rule: 'exactSlug' as const,
  });
  const rows = [
    {
      legacyClientId: '1',
      name: 'Rhein Galerie LU',
      slug: 'rhein-galerie',
      city: 'Ludwigshafen',
      isTest: false,
      match: match('Rhein-Galerie'),
    },
    {
      legacyClientId: '8',
      name: 'Unbekanntes Center',
      slug: 'unbekannt',
      city: 'Irgendwo',
      isTest: false,
      match: null,
    },
    { legacyClientId: '9', name: 'Test', slug: 'test', city: null, isTest: true, match: match('Demo Center') },
    { legacyClientId: '10', name: 'Demo', slug: 'demo', city: null, isTest: true, match: null },
  ];

  it('filters by match and test flag, and by words in name, slug, city, id or center', () => {
    expect(filterPreviewRows(rows, 'all').map((r) => r.legacyClientId)).toEqual(['1', '8', '9', '10']);
    expect(filterPreviewRows(rows, 'matched').map((r) => r.legacyClientId)).toEqual(['1', '9']);
    expect(filterPreviewRows(rows, 'unmatched').map((r) => r.legacyClientId)).toEqual(['8', '10']);
    expect(filterPreviewRows(rows, 'test').map((r) => r.legacyClientId)).toEqual(['9', '10']);
    expect(filterPreviewRows(rows, 'all', 'ludwigs').map((r) => r.legacyClientId)).toEqual(['1']);
    expect(filterPreviewRows(rows, 'all', 'demo center').map((r) => r.legacyClientId)).toEqual(['9']);
    expect(filterPreviewRows(rows, 'unmatched', ' 10 ').map((r) => r.legacyClientId)).toEqual(['10']);
  });

  it('counts what an execute takes: matched clients, test clients only when included', () => {
    expect(executeScope(rows, false)).toEqual({ clients: 1, testClients: 0 });
    expect(executeScope(rows, true)).toEqual({ clients: 2, testClients: 1 });
  });
});
