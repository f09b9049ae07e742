// The small status marks of the center-work lists: content status, on/off, visibility window, authorship.
import { formatDateTime, type MessageKey, useI18n } from '../i18n';

export const STATUS_KEYS: Record<string, MessageKey> = {
  Draft: 'cw.status.Draft',
  Active: 'cw.status.Active',
  Inactive: 'cw.status.Inactive',
  Archived: 'cw.status.Archived',
};

export const STATUS_OPTIONS = Object.entries(STATUS_KEYS).map(([value, label]) => ({ value, label }));

export const AUTHORSHIP_OPTIONS: readonly { value: string; label: MessageKey }[] = [
  { value: 'human', label: 'cw.authorship.human' },
  { value: 'ai', label: 'cw.authorship.ai' },
  { value: 'ai_reviewed', label: 'cw.authorship.ai_reviewed' },
];

/** The status; an Active entry whose window or publish date lies ahead says "Scheduled". */
export function StatusBadge({ status, scheduled = false }: { status: unknown; scheduled?: boolean }) {
  const { t } = useI18n();
  if (typeof status !== 'string') return null;
  if (scheduled) return <span className="badge badge-warn">{t('cw.status.scheduled')}</span>;
  const key = STATUS_KEYS[status];
  return <span className={status === 'Active' ? 'badge badge-ok' : 'badge badge-off'}>{key ? t(key) : status}</span>;
}

export function ActiveBadge({
  active,
  labels = ['cw.active.on', 'cw.active.off'],
}: {
  active: unknown;
  /** the words for on and off */
  labels?: readonly [MessageKey, MessageKey];
}) {
  const { t } = useI18n();
  if (typeof active !== 'boolean') return null;
  return <span className={active ? 'badge badge-ok' : 'badge badge-off'}>{t(active ? labels[0] : labels[1])}</span>;
}

/** The authorship label; `ai` and `ai_reviewed` get a visible badge (as the public badge of spec 2.8). */
export function AuthorshipBadge({ label }: { label: unknown }) {
  const { t } = useI18n();
  if (label === 'ai' || label === 'ai_reviewed') {
    return (
      <span className="badge badge-ai">{t(label === 'ai' ? 'cw.authorship.ai' : 'cw.authorship.ai_reviewed')}</span>
    );
  }
  if (label === 'human') return <span className="hint">{t('cw.authorship.human')}</span>;
  return <span className="hint">{t('cw.authorship.none')}</span>;
}

const asTime = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

/** The visibility window in words, with a mark when it has not begun or is over. */
export function WindowCell({ from, until, now = Date.now() }: { from: unknown; until: unknown; now?: number }) {
  const { t, lang } = useI18n();
  const start = asTime(from);
  const end = asTime(until);
  const text =
    start && end
      ? t('cw.window.between', { from: formatDateTime(lang, start), until: formatDateTime(lang, end) })
      : start
        ? t('cw.window.from', { from: formatDateTime(lang, start) })
        : end
          ? t('cw.window.until', { until: formatDateTime(lang, end) })
          : t('cw.window.always');
  const state = start && Date.parse(start) > now ? 'planned' : end && Date.parse(end) < now ? 'over' : null;
  return (
    <>
      <span>{text}</span>
      {state && (
        <>
          {' '}
          <span className="badge badge-warn">{t(state === 'planned' ? 'cw.window.planned' : 'cw.window.over')}</span>
        </>
      )}
    </>
  );
}
