// "Publish now" and "Schedule" in the editor of a news item, event, offer or job (issue 25.6): the entry becomes
// Active and visible from now or from the chosen moment (a news item dated then too). Offered once the form's own
// changes are saved, so a publish never carries half-edited fields along.
import { scheduledFor } from '@center-platform/core/shared';
import { useState } from 'react';
import { TextField } from '../components/forms';
import { formatDateTime, useI18n } from '../i18n';
import { localInputToIso } from './datetime';
import type { Row } from './fields';

export function PublishBar(props: { row: Row; dirty: boolean; busy: boolean; onPublish: (at: string | null) => void }) {
  const { t, lang } = useI18n();
  const [at, setAt] = useState('');
  const when = localInputToIso(at);
  const scheduled = scheduledFor(props.row);
  return (
    <section className="publish-bar" aria-label={t('publish.title')}>
      <p className="hint">
        {scheduled
          ? t('publish.scheduledFor', { at: formatDateTime(lang, scheduled) })
          : props.row.status === 'Active'
            ? t('publish.isPublished')
            : t('publish.notPublished')}
        {props.dirty && ` ${t('publish.saveFirst')}`}
      </p>
      <div className="publish-actions">
        <button
          type="button"
          className="primary"
          disabled={props.dirty || props.busy}
          onClick={() => props.onPublish(null)}
        >
          {t('publish.now')}
        </button>
        <TextField
          label={t('publish.at')}
          name="publish-at"
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
        <button
          type="button"
          disabled={props.dirty || props.busy || !when}
          onClick={() => when && props.onPublish(when)}
        >
          {t('publish.schedule')}
        </button>
      </div>
    </section>
  );
}
