// Starting a legacy import (spec 4.7): the legacy center from the platform's source list, the center it goes into,
// the parts to import, and a confirm step naming both centers. The target starts as the center being worked on.
import { LEGACY_READ_FLAGS, type LegacyReadFlag } from '@center-platform/core/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CheckboxField, ErrorMessage, Loading, SelectField } from '../components/forms';
import type { PickedRecord } from '../components/RecordPicker';
import { errorCodes } from '../errors';
import { useI18n } from '../i18n';
import { CenterPicker } from '../shell/CenterPicker';
import { useCurrentCenter } from '../shell/current-center';
import { trpc } from '../trpc';

export type LegacySource = { id: number; name: string; city: string | null };

const ALL_ON = Object.fromEntries(LEGACY_READ_FLAGS.map((flag) => [flag, true])) as Record<LegacyReadFlag, boolean>;

export function sourceLabel(source: LegacySource) {
  return `${source.name}${source.city ? ` (${source.city})` : ''} · #${source.id}`;
}

export function StartPanel({
  sources,
  activeTargets,
  onQueued,
}: {
  sources: { data: LegacySource[] | undefined; error: unknown; isPending: boolean };
  /** the centers an import is queued or running into: no second one into them */
  activeTargets: readonly (string | null)[];
  onQueued: (runId: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  const current = useCurrentCenter();
  const [sourceId, setSourceId] = useState('');
  const [picked, setTarget] = useState<PickedRecord | null>(null);
  const target = picked ?? (current ? { id: current.id, name: current.name } : null);
  const [reads, setReads] = useState(ALL_ON);
  const [confirming, setConfirming] = useState(false);
  const start = trpc.legacyImport.start.useMutation({
    onSuccess: (run) => {
      setConfirming(false);
      onQueued(run.id);
      void utils.legacyImport.runs.invalidate();
    },
    onError: (error) => {
      setConfirming(false);
      // another import of the center is going: the list shows it
      if (errorCodes(error).appCode === 'IMPORT_ALREADY_ACTIVE') void utils.legacyImport.runs.invalidate();
    },
  });
  const source = sources.data?.find((center) => String(center.id) === sourceId);
  const chosen = LEGACY_READ_FLAGS.filter((flag) => reads[flag]);
  const ready = Boolean(source && target && chosen.length > 0);
  const busyRun = Boolean(target && activeTargets.includes(target.id));

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('legacy.start.title')}</h2>
      {sources.isPending && <Loading label={t('legacy.sources.loading')} />}
      <ErrorMessage error={sources.error} />
      {sources.data && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) setConfirming(true);
          }}
        >
          <SelectField
            label={t('legacy.source')}
            hint={t('legacy.source.hint', { count: sources.data.length })}
            value={sourceId}
            onChange={(event) => setSourceId(event.target.value)}
            required
          >
            <option value="">{t('cw.option.choose')}</option>
            {sources.data.map((center) => (
              <option key={center.id} value={String(center.id)}>
                {sourceLabel(center)}
              </option>
            ))}
          </SelectField>
          <CenterPicker label={t('legacy.target')} value={target} onChange={setTarget} />
          <fieldset className="legacy-reads">
            <legend>{t('legacy.reads')}</legend>
            <p className="hint">{t('legacy.reads.hint')}</p>
            {LEGACY_READ_FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                label={t(`legacy.part.${flag}`)}
                checked={reads[flag]}
                onChecked={(checked) => setReads((before) => ({ ...before, [flag]: checked }))}
              />
            ))}
          </fieldset>
          <div className="import-actions">
            <button type="submit" className="primary" disabled={!ready || busyRun || start.isPending}>
              {t('legacy.start')}
            </button>
            {busyRun && <p className="hint">{t('legacy.start.busy')}</p>}
          </div>
          <ErrorMessage error={start.error} />
        </form>
      )}
      {source && target && (
        <ConfirmDialog
          open={confirming}
          title={t('legacy.confirm.title')}
          body={t('legacy.confirm.body', { source: source.name, target: target.name, count: chosen.length })}
          confirmLabel={t('legacy.start')}
          busy={start.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            start.mutate({
              sourceCenterId: source.id,
              targetCenterId: target.id,
              options: Object.fromEntries(LEGACY_READ_FLAGS.map((flag) => [flag, reads[flag]])),
            })
          }
        />
      )}
    </section>
  );
}
