// The pure parts of the plugin sites screen (spec 4.10): the shortcode to paste, the schema and the patch of
// the site form, the summary line of a sync run's counts and whether the runs list must poll.
import { DEFAULT_SHOP_PAGE_PATH, PluginSiteFields } from '@center-platform/core/shared';
import { z } from 'zod';
import { formatBytes } from '../centerplan/svg-geometry';
import { type ProblemTable, problemKey } from '../components/field-problems';
import type { MessageKey, Translate } from '../i18n';

/** How often the runs list asks again while a run is queued or running. */
export const RUN_POLL_MS = 3000;

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type SiteStatus = 'connected' | 'disconnected' | 'error';

/** The shortcode a plugin site pastes into a page to show the center's map. */
export function pluginShortcode(centerId: string, defaultFloor = 0): string {
  return `[center_centerplan center_id=${centerId} map_type=interactive_svg default_floor=${defaultFloor}]`;
}

export const isRunActive = (run: { status: RunStatus }) => run.status === 'queued' || run.status === 'running';

/** The poll interval of the runs list: while any run is queued or running, otherwise none. */
export function runsPollInterval(runs: readonly { status: RunStatus }[] | undefined): number | false {
  return runs?.some(isRunActive) ? RUN_POLL_MS : false;
}

const ITEM_KINDS = ['files', 'floors', 'shops', 'services', 'locations'] as const;

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * One line for the counts of a run, e.g. "2 files, 1 floor … · 3 removed · 12 KB · fell back to a full sync";
 * "no changes" for an incremental run that had nothing to send, "" while nothing is counted yet.
 */
export function runCountsSummary(counts: Record<string, unknown> | null | undefined, t: Translate): string {
  if (!counts || Object.keys(counts).length === 0) return '';
  if (counts.unchanged === true) return t('plugin.counts.unchanged');
  const items = ITEM_KINDS.map((kind) => [kind, count(counts[kind])] as const);
  const parts = [t('plugin.counts.items', Object.fromEntries(items))];
  const removed = count(counts.removed);
  if (removed > 0) parts.push(t('plugin.counts.removed', { count: removed }));
  const bytes = count(counts.bytes);
  if (bytes > 0) parts.push(formatBytes(bytes));
  if (counts.fellBack === true) parts.push(t('plugin.counts.fellBack'));
  return parts.join(' · ');
}

export const RUN_STATUS_LABELS: Record<RunStatus, MessageKey> = {
  queued: 'plugin.run.queued',
  running: 'plugin.run.running',
  succeeded: 'plugin.run.succeeded',
  failed: 'plugin.run.failed',
};

export const SITE_STATUS_LABELS: Record<SiteStatus, MessageKey> = {
  connected: 'plugin.status.connected',
  disconnected: 'plugin.status.disconnected',
  error: 'plugin.status.error',
};

export function statusBadgeClass(status: SiteStatus | RunStatus): string {
  if (status === 'connected' || status === 'succeeded') return 'badge badge-ok';
  if (status === 'error' || status === 'failed') return 'badge badge-warn';
  return 'badge badge-off';
}

export interface SiteDraft {
  name: string;
  url: string;
  /** where the site shows a shop, with `{slug}` */
  shopDetailPath: string;
  /** the plugin key (outbound key); blank: none (register) or keep the stored one (edit) */
  outboundKey: string;
}

export const EMPTY_SITE_DRAFT: SiteDraft = {
  name: '',
  url: '',
  shopDetailPath: DEFAULT_SHOP_PAGE_PATH,
  outboundKey: '',
};

/**
 * The form's schema: core's fields of a site (the server checks with the same), a blank plugin key being no key
 * (register) or the stored one kept (edit).
 */
export const SiteFormSchema = PluginSiteFields.extend({
  outboundKey: z.preprocess(
    (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    PluginSiteFields.shape.outboundKey,
  ),
});

/** Each field's problems (zod issue codes) in the interface language. */
export const SITE_PROBLEMS: ProblemTable<keyof SiteDraft> = {
  name: { too_small: 'plugin.form.nameMissing' },
  url: { too_small: 'plugin.form.urlMissing', custom: 'plugin.form.urlInvalid' },
  shopDetailPath: { custom: 'plugin.form.shopPathInvalid' },
  outboundKey: { too_small: 'plugin.form.keyTooShort' },
};

export type SiteDraftProblems = Partial<Record<keyof SiteDraft, MessageKey>>;

/** The problems of a draft, one per field, as the form shows them. */
export function siteDraftProblems(draft: SiteDraft): SiteDraftProblems {
  const result = SiteFormSchema.safeParse(draft);
  const problems: SiteDraftProblems = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof SiteDraft;
    problems[field] ??= problemKey(SITE_PROBLEMS, field, issue.code);
  }
  return problems;
}

/** The register input: a blank plugin key is left out (the site cannot sync until one is stored). */
export function siteInput(draft: SiteDraft): {
  name: string;
  url: string;
  shopDetailPath: string;
  outboundKey?: string;
} {
  const outboundKey = draft.outboundKey.trim();
  return {
    name: draft.name.trim(),
    url: draft.url.trim(),
    shopDetailPath: draft.shopDetailPath.trim(),
    ...(outboundKey ? { outboundKey } : {}),
  };
}

/** The update patch: only what changed; a blank plugin key keeps the stored one. */
export function sitePatch(
  site: { name: string; url: string; shopDetailPath: string },
  draft: SiteDraft,
): { name?: string; url?: string; shopDetailPath?: string; outboundKey?: string } {
  const name = draft.name.trim();
  const url = draft.url.trim();
  const shopDetailPath = draft.shopDetailPath.trim();
  const outboundKey = draft.outboundKey.trim();
  return {
    ...(name !== site.name ? { name } : {}),
    ...(url !== site.url ? { url } : {}),
    ...(shopDetailPath !== site.shopDetailPath ? { shopDetailPath } : {}),
    ...(outboundKey ? { outboundKey } : {}),
  };
}
