// Starting the reporting import (spec 4.8): a dry run (counts only) or the real import behind a confirm step.
import { useId, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CheckboxField, ErrorMessage, Loading, StatusMessage } from '../components/forms';
import { errorCodes } from '../errors';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { ResultView } from './ImportRun';
import type { Names, Preview } from './import-parts';
import { executeOutcome, executeScope, type ImportResult } from './import-run';

export function ExecutePanel({
  preview,
  names,
  busyRun,
  onQueued,
}: {
  preview: Preview | undefined;
  names: Names;
  /** a run is queued or running: no second one */
  busyRun: boolean;
  onQueued: (runId: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  const [includeTests, setIncludeTests] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dryResult, setDryResult] = useState<ImportResult | null>(null);
  const dryRun = trpc.reportingImport.execute.useMutation();
  const execute = trpc.reportingImport.execute.useMutation();
  const scope = executeScope(preview?.rows ?? [], includeTests);
  const error = dryRun.error ?? execute.error;

  function onError(caught: unknown) {
    // another run is going: show it
    if (errorCodes(caught).appCode === 'IMPORT_ALREADY_ACTIVE') void utils.reportingImport.runs.invalidate();
  }

  function startDryRun() {
    execute.reset();
    setDryResult(null);
    dryRun.mutate(
      { dryRun: true, skipTestClients: !includeTests },
      {
        onSuccess: (answer) => {
          const outcome = executeOutcome(answer);
          if (outcome.kind === 'dryRun') setDryResult(outcome.result);
        },
        onError,
      },
    );
  }

  function startImport() {
    dryRun.reset();
    execute.mutate(
      { skipTestClients: !includeTests },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setDryResult(null);
          const outcome = executeOutcome(answer);
          if (outcome.kind === 'queued') {
            utils.reportingImport.run.setData({ runId: outcome.run.id }, outcome.run);
            onQueued(outcome.run.id);
          }
          void utils.reportingImport.runs.invalidate();
        },
        onError: (caught) => {
          setConfirming(false);
          onError(caught);
        },
      },
    );
  }

  const busy = dryRun.isPending || execute.isPending;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.run.section')}</h2>
      <p className="hint">{t('import.run.hint')}</p>
      <CheckboxField
        label={t('import.includeTests')}
        name="includeTestClients"
        checked={includeTests}
        onChange={(e) => {
          setIncludeTests(e.target.checked);
          setDryResult(null);
        }}
      />
      <p className="hint">{t('import.includeTestsHint')}</p>
      <div className="import-actions">
        <button type="button" onClick={startDryRun} disabled={busy || !preview}>
          {dryRun.isPending ? t('import.dryRunBusy') : t('import.dryRun')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => setConfirming(true)}
          disabled={busy || busyRun || !preview}
        >
          {execute.isPending ? t('import.executeBusy') : t('import.execute')}
        </button>
      </div>
      <ErrorMessage error={error} />
      {dryRun.isPending && <Loading label={t('import.dryRunBusy')} />}
      {dryResult && (
        <ResultView
          result={dryResult}
          names={names}
          title={t('import.dry.title')}
          hint={<StatusMessage>{t('import.dry.hint')}</StatusMessage>}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('import.confirm.title')}
        body={t('import.confirm.body', { clients: scope.clients, tests: scope.testClients })}
        confirmLabel={t('import.confirm.ok')}
        busy={execute.isPending}
        onConfirm={startImport}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
