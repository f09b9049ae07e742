import { z } from 'zod';
import { isReportingMonth } from '../../reporting/client-reporting';
import { AnswerOverLimit, readCapped } from '../read-capped';
import { REPORTING_CHANNELS, type ReportingChannel } from './channels';

// The reporting system's export (spec 4.8): `?match_index=1` answers a light index of every client,
// `?client_id=<id>` one client with its channel history. Guarded by the shared key sent as `x-api-key`. Every
// answer is size-capped and time-limited and parsed with zod; anything unusable becomes a ReportingUpstreamError
// whose code says what happened (the REST layer maps the codes, the run records the message).

export { REPORTING_CHANNELS, type ReportingChannel };

export type ReportingUpstreamErrorCode =
  | 'REPORTING_NOT_CONFIGURED'
  | 'REPORTING_UNAUTHORIZED'
  | 'REPORTING_TIMEOUT'
  | 'REPORTING_UNREACHABLE'
  | 'REPORTING_MALFORMED'
  | 'REPORTING_HTTP_ERROR';

export class ReportingUpstreamError extends Error {
  constructor(
    readonly code: ReportingUpstreamErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ReportingUpstreamError';
  }
}

/** One client of the match index. */
export interface ReportingClientIndex {
  /** the reporting system's client id, as a string (upstream answers a number) */
  legacyClientId: string;
  name: string;
  slug: string;
  city: string | null;
  /** a center id the reporting system already knows for this client */
  cockpitCenterId: string | null;
  isTest: boolean;
  /** rows per channel as the index states them (channels the platform does not know are left out) */
  counts: Record<ReportingChannel, number>;
}

/** One row of a channel's history, checked: `month` is the first day of `period`. */
export interface ReportingExportRow {
  legacyRowId: string;
  channel: ReportingChannel;
  period: string;
  /** `YYYY-MM-01` */
  month: string;
  metrics: Record<string, unknown>;
}

/** One client's export: its usable rows per channel and what was left out. */
export interface ReportingClientExport {
  client: ReportingClientIndex;
  channels: Record<ReportingChannel, ReportingExportRow[]>;
  /** rows without a usable id, period or metrics object, and repeated ids (the later rows) */
  invalidRows: number;
  /** channels the platform does not know, with their row counts; not imported */
  unknownChannels: Record<string, number>;
}

export interface ReportingExportClient {
  matchIndex(): Promise<ReportingClientIndex[]>;
  clientExport(legacyClientId: string): Promise<ReportingClientExport>;
}

export interface ReportingExportClientOptions {
  /** `REPORTING_DASHBOARD_EXPORT_URL`: the export URL, or only the host (the path is then the spec's) */
  url?: string;
  /** `REPORTING_DASHBOARD_EXPORT_API_KEY` */
  apiKey?: string;
  /** per request, including reading the answer (default 30 s) */
  timeoutMs?: number;
  /** the largest answer read (default 64 MB) */
  maxBytes?: number;
  fetch?: typeof fetch;
}

export const REPORTING_EXPORT_PATH = '/api/integrations/cockpit-export';

const CHANNEL_SET: ReadonlySet<string> = new Set(REPORTING_CHANNELS);
const isChannel = (value: string): value is ReportingChannel => CHANNEL_SET.has(value);

const ClientId = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(200)]);
const optionalText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null));

const ClientFields = z.object({
  id: ClientId,
  name: z.string().trim().max(500),
  slug: z.string().trim().max(500),
  city: optionalText,
  cockpitCenterId: z
    .union([z.string().trim().max(500), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
  isTest: z.boolean().nullish(),
  counts: z.record(z.string(), z.number().int().nonnegative()).nullish(),
});
type ClientFields = z.infer<typeof ClientFields>;

const MatchIndexAnswer = z.object({ clients: z.array(z.unknown()) });
const ClientExportAnswer = z.object({
  client: ClientFields,
  channels: z.record(z.string(), z.unknown()),
});

const ExportRow = z.object({
  legacyRowId: z.union([
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    z.string().trim().min(1).max(200),
  ]),
  // the month check of the reporting read: a year 0000 is no Postgres date and would fail the whole client
  period: z.string().refine(isReportingMonth, 'expected YYYY-MM'),
  // a plain object that jsonb can store (z.custom: no copy of the object, unlike z.record)
  metrics: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && !hasUnstorableText(value),
    'expected an object of metrics',
  ),
});

/** jsonb refuses the NUL character and unpaired surrogates: a row holding one could never be stored. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => UNSTORABLE.test(key) || hasUnstorableText(inner));
  return false;
}

const zeroCounts = (): Record<ReportingChannel, number> =>
  Object.fromEntries(REPORTING_CHANNELS.map((channel) => [channel, 0])) as Record<ReportingChannel, number>;

function toIndexEntry(fields: ClientFields): ReportingClientIndex {
  const counts = zeroCounts();
  for (const [channel, count] of Object.entries(fields.counts ?? {})) if (isChannel(channel)) counts[channel] = count;
  return {
    legacyClientId: String(fields.id),
    name: fields.name,
    slug: fields.slug,
    city: fields.city,
    cockpitCenterId: fields.cockpitCenterId,
    isTest: fields.isTest ?? false,
    counts,
  };
}

const issues = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'answer'}: ${issue.message}`)
    .join('; ');

/** The export URL: a configured URL without a path gets the spec's export path. */
function exportUrl(configured: string): URL {
  const url = new URL(configured);
  if (url.pathname === '/' || url.pathname === '') url.pathname = REPORTING_EXPORT_PATH;
  return url;
}

export function createReportingExportClient(options: ReportingExportClientOptions): ReportingExportClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const fetchImpl = options.fetch ?? fetch;

  async function getJson(read: string, query: Record<string, string>): Promise<unknown> {
    const label = `reporting export ${read}`;
    if (!options.url || !options.apiKey) {
      throw new ReportingUpstreamError(
        'REPORTING_NOT_CONFIGURED',
        `${label}: not configured (REPORTING_DASHBOARD_EXPORT_URL and REPORTING_DASHBOARD_EXPORT_API_KEY are both required)`,
      );
    }
    let url: URL;
    try {
      url = exportUrl(options.url);
    } catch {
      throw new ReportingUpstreamError('REPORTING_NOT_CONFIGURED', `${label}: the configured export URL is not a URL`);
    }
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const signal = AbortSignal.timeout(timeoutMs);
    const failed = (error: unknown, during: string) => {
      const cause =
        error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
      const message = [error instanceof Error ? error.message : String(error), cause?.code ?? cause?.message]
        .filter(Boolean)
        .join(': ');
      if (signal.aborted || (error instanceof Error && error.name === 'TimeoutError'))
        return new ReportingUpstreamError('REPORTING_TIMEOUT', `${label}: no complete answer within ${timeoutMs} ms`, {
          cause: error,
        });
      return new ReportingUpstreamError('REPORTING_UNREACHABLE', `${label}: ${during} (${message})`, { cause: error });
    };

    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'x-api-key': options.apiKey },
        // a redirect is not followed: the key must not travel to another host
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      throw failed(error, `unreachable at ${url.origin}`);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => {});
      throw new ReportingUpstreamError(
        'REPORTING_UNAUTHORIZED',
        `${label}: the API key was refused (HTTP ${response.status}); check REPORTING_DASHBOARD_EXPORT_API_KEY`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      const what = response.status >= 300 && response.status < 400 ? 'a redirect, not followed' : 'an error';
      throw new ReportingUpstreamError('REPORTING_HTTP_ERROR', `${label}: answered HTTP ${response.status} (${what})`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new ReportingUpstreamError(
        'REPORTING_MALFORMED',
        `${label}: answer of ${declared} bytes is over the limit of ${maxBytes}`,
      );
    }
    let text: string;
    try {
      text = await readCapped(response, maxBytes);
    } catch (error) {
      if (error instanceof AnswerOverLimit)
        throw new ReportingUpstreamError(
          'REPORTING_MALFORMED',
          `${label}: answer is over the limit of ${maxBytes} bytes`,
        );
      throw failed(error, 'the answer broke off');
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ReportingUpstreamError(
        'REPORTING_MALFORMED',
        `${label}: malformed JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  async function matchIndex(): Promise<ReportingClientIndex[]> {
    const read = '?match_index=1';
    const answer = MatchIndexAnswer.safeParse(await getJson(read, { match_index: '1' }));
    if (!answer.success)
      throw new ReportingUpstreamError(
        'REPORTING_MALFORMED',
        `reporting export ${read}: unexpected shape (${issues(answer.error)})`,
      );
    const clients: ReportingClientIndex[] = [];
    const seen = new Set<string>();
    for (const [position, raw] of answer.data.clients.entries()) {
      const parsed = ClientFields.safeParse(raw);
      if (!parsed.success) {
        const id = (raw as { id?: unknown } | null)?.id;
        throw new ReportingUpstreamError(
          'REPORTING_MALFORMED',
          `reporting export ${read}: client #${position + 1}${id !== undefined ? ` (id ${JSON.stringify(id)})` : ''} is unusable (${issues(parsed.error)})`,
        );
      }
      const entry = toIndexEntry(parsed.data);
      if (seen.has(entry.legacyClientId))
        throw new ReportingUpstreamError(
          'REPORTING_MALFORMED',
          `reporting export ${read}: client id ${entry.legacyClientId} appears twice`,
        );
      seen.add(entry.legacyClientId);
      clients.push(entry);
    }
    return clients;
  }

  async function clientExport(legacyClientId: string): Promise<ReportingClientExport> {
    const read = `?client_id=${legacyClientId}`;
    const answer = ClientExportAnswer.safeParse(await getJson(read, { client_id: legacyClientId }));
    if (!answer.success)
      throw new ReportingUpstreamError(
        'REPORTING_MALFORMED',
        `reporting export ${read}: unexpected shape (${issues(answer.error)})`,
      );
    const client = toIndexEntry(answer.data.client);
    if (client.legacyClientId !== legacyClientId)
      throw new ReportingUpstreamError(
        'REPORTING_MALFORMED',
        `reporting export ${read}: answered client ${client.legacyClientId} instead`,
      );
    const channels = Object.fromEntries(
      REPORTING_CHANNELS.map((channel): [ReportingChannel, ReportingExportRow[]] => [channel, []]),
    ) as Record<ReportingChannel, ReportingExportRow[]>;
    const unknownChannels: Record<string, number> = {};
    let invalidRows = 0;
    const seen = new Set<string>();
    for (const [channel, rows] of Object.entries(answer.data.channels)) {
      if (!isChannel(channel)) {
        unknownChannels[channel] = Array.isArray(rows) ? rows.length : 0;
        continue;
      }
      if (rows === null || rows === undefined) continue;
      if (!Array.isArray(rows))
        throw new ReportingUpstreamError(
          'REPORTING_MALFORMED',
          `reporting export ${read}: channel ${channel} is not a list of rows`,
        );
      const kept = channels[channel];
      for (const raw of rows) {
        const row = ExportRow.safeParse(raw);
        if (!row.success) {
          invalidRows++;
          continue;
        }
        const legacyRowId = String(row.data.legacyRowId);
        if (seen.has(legacyRowId)) {
          invalidRows++;
          continue;
        }
        seen.add(legacyRowId);
        kept.push({
          legacyRowId,
          channel,
          period: row.data.period,
          month: `${row.data.period}-01`,
          metrics: row.data.metrics,
        });
      }
    }
    return { client, channels, invalidRows, unknownChannels };
  }

  return { matchIndex, clientExport };
}
