// The public share page's reading of `GET /api/report-share/{token}` (spec 6.1 CLIENT_REPORT_AVAILABLE): the
// center's name, the report month and the channels, checked field by field (nothing else of the answer is used).
import { addMonths, isMonth, type MonthRange } from './range';
import type { ChannelData } from './series';

export interface SharedReportView {
  centerName: string;
  /** the report month, 'YYYY-MM' */
  month: string;
  /** the months the charts span */
  range: MonthRange;
  /** when the link stops working (ISO), when the answer says */
  expiresAt: string | null;
  channels: ChannelData[];
}

/** Why a share link shows no report: unknown or revoked (404), expired (410), or anything else. */
export type ShareFailure = 'unknown' | 'expired' | 'failed';

export class ShareLinkError extends Error {
  constructor(
    readonly failure: ShareFailure,
    readonly status?: number,
  ) {
    super(`report share link: ${failure}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'ShareLinkError';
  }
}

export function shareFailureOf(status: number): ShareFailure {
  if (status === 410) return 'expired';
  if (status === 404) return 'unknown';
  return 'failed';
}

/** Months before the report month a shared report spans when the answer names no range. */
const SHARED_HISTORY_MONTHS = 12;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function channelOf(value: unknown): ChannelData | null {
  if (!isObject(value) || typeof value.channel !== 'string' || !Array.isArray(value.months)) return null;
  const months = value.months.filter(
    (m): m is ChannelData['months'][number] => isObject(m) && isMonth(m.month) && isObject(m.metrics),
  );
  return {
    channel: value.channel as ChannelData['channel'],
    label: typeof value.label === 'string' ? value.label : value.channel,
    source: value.source === 'live' || value.source === 'history' ? value.source : 'none',
    historyOnly: value.historyOnly === true,
    months,
  };
}

/**
 * The report of an answer `{ success, data: { centerName, month, from, to, expiresAt, channels } }` (the
 * channels may also sit in `data.reporting`); a ShareLinkError 'failed' for anything else.
 */
export function sharedReportOf(body: unknown): SharedReportView {
  const data = isObject(body) && isObject(body.data) ? body.data : null;
  const reporting = data && isObject(data.reporting) ? data.reporting : data;
  if (!data || !reporting || typeof data.centerName !== 'string' || !isMonth(data.month)) {
    throw new ShareLinkError('failed');
  }
  const channels = (Array.isArray(reporting.channels) ? reporting.channels : [])
    .map(channelOf)
    .filter((c): c is ChannelData => c !== null);
  const from = [reporting.from, data.from].find(isMonth) ?? addMonths(data.month, -SHARED_HISTORY_MONTHS);
  const to = [reporting.to, data.to].find(isMonth) ?? data.month;
  return {
    centerName: data.centerName,
    month: data.month,
    range: { from, to },
    expiresAt: typeof data.expiresAt === 'string' && !Number.isNaN(Date.parse(data.expiresAt)) ? data.expiresAt : null,
    channels,
  };
}

/** Fetches a shared report without credentials: the token is the only key, no session cookie goes along. */
export async function fetchSharedReport(token: string, fetcher: typeof fetch = fetch): Promise<SharedReportView> {
  const res = await fetcher(`/api/report-share/${encodeURIComponent(token)}`, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
    referrerPolicy: 'no-referrer',
  });
  if (!res.ok) throw new ShareLinkError(shareFailureOf(res.status), res.status);
  return sharedReportOf(await res.json());
}
