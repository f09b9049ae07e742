import { describe, expect, it } from 'vitest';
import { fetchSharedReport, ShareLinkError, sharedReportOf, shareFailureOf } from './share';

const channels = [
  {
    channel: 'website',
    label: 'Website',
    source: 'history',
    historyOnly: false,
    months: [
      { month: '2025-02', metrics: { sessions: 10 }, source: 'history', badge: 'history' },
      { month: 'bad', metrics: { sessions: 1 }, source: 'history', badge: 'history' },
    ],
  },
  { channel: 'metaAds', label: 'Meta Ads', source: 'none', historyOnly: true, months: [] },
  { nonsense: true },
];

describe('sharedReportOf', () => {
  it('reads the answer of GET /api/report-share/{token}: name, month, range, expiry and channels', () => {
    const report = sharedReportOf({
      success: true,
      data: {
        centerName: 'Demo Center',
        month: '2025-03',
        from: '2024-03',
        to: '2025-03',
        expiresAt: '2025-06-01T00:00:00.000Z',
        channels,
        centerId: 'never shown',
      },
    });
    expect(report).toEqual({
      centerName: 'Demo Center',
      month: '2025-03',
      range: { from: '2024-03', to: '2025-03' },
      expiresAt: '2025-06-01T00:00:00.000Z',
      channels: [
        { ...channels[0], months: [channels[0]?.months?.[0]] },
        { channel: 'metaAds', label: 'Meta Ads', source: 'none', historyOnly: true, months: [] },
      ],
    });
  });

  it('reads the channels nested in `reporting` too, and derives the range from the month when none is sent', () => {
    const report = sharedReportOf({ data: { centerName: 'X', month: '2025-03', reporting: { channels } } });
    expect(report.range).toEqual({ from: '2024-03', to: '2025-03' });
    expect(report.channels).toHaveLength(2);
    expect(report.expiresAt).toBeNull();
  });

  it('refuses an answer without a center name or month', () => {
    expect(() => sharedReportOf({ data: { month: '2025-03', channels } })).toThrow(ShareLinkError);
    expect(() => sharedReportOf({ success: false })).toThrow(ShareLinkError);
  });
});

describe('fetchSharedReport', () => {
  it('asks without credentials and tells an unknown or revoked link (404) from an expired one (410)', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const answer = (status: number, body: unknown) => async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(input), init]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    await expect(fetchSharedReport('a/b', answer(404, {}) as typeof fetch)).rejects.toMatchObject({
      failure: 'unknown',
    });
    await expect(fetchSharedReport('t', answer(410, {}) as typeof fetch)).rejects.toMatchObject({ failure: 'expired' });
    await expect(fetchSharedReport('t', answer(500, {}) as typeof fetch)).rejects.toMatchObject({ failure: 'failed' });
    const report = await fetchSharedReport(
      't',
      answer(200, { success: true, data: { centerName: 'C', month: '2025-01', channels: [] } }) as typeof fetch,
    );
    expect(report.centerName).toBe('C');
    expect(calls[0]?.[0]).toBe('/api/report-share/a%2Fb');
    expect(calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
    expect(shareFailureOf(404)).toBe('unknown');
  });
});
