// The frame both imports (reporting, spec 4.8; legacy platform, spec 4.7) show a run in: its panel with loading and
// errors, and where the run stands: the resume offer of an interrupted run, the progress of one under way, the
// outcome of one that ended.

import type { ImportRunView } from '@center-platform/core/imports';
import { type ReactNode, useId } from 'react';
import { ErrorMessage, Loading, StatusMessage, WarningMessage } from '../components/forms';
import { useI18n } from '../i18n';
import { InterruptedRun } from './import-parts';
import { runActive, runEnded } from './import-run';

/** The panel of one run: its heading, the read's loading and error, then what the run view shows of it. */
export function RunPanel(props: { runId: string; query: { isPending: boolean; error: unknown }; children: ReactNode }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-run={props.runId}>
      <h2 id={`${id}-title`}>{t('import.run.title')}</h2>
      {props.query.isPending && <Loading />}
      <ErrorMessage error={props.query.error} />
      {props.children}
    </section>
  );
}

/** Where a run stands, each in the import's own words. */
export function RunState(props: {
  runId: string;
  status: ImportRunView['status'];
  resume: { isPending: boolean; error: unknown; mutate: (input: { runId: string }) => void };
  /** the bar's parts done of all (none while their number is unknown) */
  bar: { max: number; value: number } | null;
  /** the progress in words, and the part under way */
  progress: ReactNode;
  current: ReactNode;
  words: { interrupted: string; succeeded: string; failed: string };
}) {
  const { t } = useI18n();
  const { status, resume, words } = props;
  return (
    <>
      {status === 'interrupted' && (
        <InterruptedRun
          message={words.interrupted}
          resume={resume}
          onResume={() => resume.mutate({ runId: props.runId })}
        />
      )}
      {runActive({ status }) && (
        <div className="import-run-progress">
          <progress className="import-progress" aria-label={t('import.run.progressLabel')} {...props.bar} />
          <p>
            {props.progress}
            {props.current && (
              <>
                {' '}
                <span className="hint">{props.current}</span>
              </>
            )}
          </p>
        </div>
      )}
      {runEnded({ status }) &&
        (status === 'succeeded' ? (
          <StatusMessage>{words.succeeded}</StatusMessage>
        ) : (
          <WarningMessage>{words.failed}</WarningMessage>
        ))}
    </>
  );
}
