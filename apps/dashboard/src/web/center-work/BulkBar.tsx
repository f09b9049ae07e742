// The actions on the rows selected in a list: publish, unpublish or delete them all, each after a question that
// names the rows (the first five, then how many more).
import type { BulkAction } from '@center-platform/core/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useI18n } from '../i18n';

const SHOWN_NAMES = 5;

const LABELS = { publish: 'cw.bulk.publish', unpublish: 'cw.bulk.unpublish', delete: 'cw.bulk.delete' } as const;
const QUESTIONS = {
  publish: 'cw.bulk.ask.publish',
  unpublish: 'cw.bulk.ask.unpublish',
  delete: 'cw.bulk.ask.delete',
} as const;
const BODIES = {
  publish: 'cw.bulk.body.publish',
  unpublish: 'cw.bulk.body.unpublish',
  delete: 'cw.bulk.body.delete',
} as const;
export const BULK_DONE = {
  publish: 'cw.bulk.done.publish',
  unpublish: 'cw.bulk.done.unpublish',
  delete: 'cw.bulk.done.delete',
} as const;

export function BulkBar(props: {
  names: readonly string[];
  busy: boolean;
  onRun: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const { t, lang } = useI18n();
  const [asked, setAsked] = useState<BulkAction | null>(null);
  const count = props.names.length;
  const listed = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    props.names.slice(0, SHOWN_NAMES).map((name) => `„${name}“`),
  );
  const names =
    count > SHOWN_NAMES
      ? t('cw.bulk.more', { names: props.names.slice(0, SHOWN_NAMES).join(', '), count: count - SHOWN_NAMES })
      : listed;
  return (
    <section className="bulk-bar" aria-label={t('cw.bulk.label')}>
      <span className="bulk-count">{t('cw.bulk.selected', { count })}</span>
      {(['publish', 'unpublish', 'delete'] as const).map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'delete' ? 'danger' : undefined}
          disabled={props.busy}
          onClick={() => setAsked(action)}
        >
          {t(LABELS[action])}
        </button>
      ))}
      <button type="button" className="link-button" onClick={props.onClear}>
        {t('cw.bulk.clear')}
      </button>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(QUESTIONS[asked], { count }) : ''}
        body={asked ? t(BODIES[asked], { names }) : ''}
        confirmLabel={asked ? t(LABELS[asked]) : ''}
        busy={props.busy}
        onConfirm={() => {
          if (asked) props.onRun(asked);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
