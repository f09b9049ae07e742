// The walkable graph of a floor: its counts, the export as JSON and the import of a JSON file.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Notice, NoticeView, SubmitButton, TextField } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { exportFileName, exportFloorGraph, type GraphEdge, type GraphNode, parseGraphImport } from './graph';
import { importProblemText } from './messages';
import type { FloorSummary } from './types';

interface ImportDraft {
  file: FileList | null;
}

/** the chosen file, or the problem of none */
const importResolver = problemResolver<ImportDraft, { file: File }>(
  ({ file }) => ({ file: file?.[0] ? undefined : 'plan.graph.noFile' }),
  ({ file }) => ({ file: file?.[0] as File }),
);

export function GraphPanel(props: {
  centerId: string;
  floor: FloorSummary;
  graph: { nodes: readonly GraphNode[]; edges: readonly GraphEdge[] };
  counts: { nodes: number; edges: number };
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const form = useForm<ImportDraft, unknown, { file: File }>({
    defaultValues: { file: null },
    resolver: importResolver,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reading, setReading] = useState(false);
  const save = trpc.wayfinding.saveGraph.useMutation();

  function onExport() {
    const json = JSON.stringify(exportFloorGraph(props.graph, props.floor.id), null, 2);
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = exportFileName(props.floor.floorNumber);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  const onImport = form.handleSubmit(async ({ file }) => {
    setNotice(null);
    let text: string;
    setReading(true);
    try {
      text = await file.text();
    } catch {
      setNotice({ kind: 'warning', text: t('plan.upload.readError') });
      return;
    } finally {
      setReading(false);
    }
    const parsed = parseGraphImport(text, props.floor.id);
    if (!parsed.ok) {
      setNotice({ kind: 'warning', text: importProblemText(parsed.problem, t) });
      return;
    }
    save.mutate(
      { centerId: props.centerId, data: parsed.graph },
      {
        onSuccess: (result) => {
          setNotice({ kind: 'status', text: t('plan.graph.saved', { nodes: result.nodes, edges: result.edges }) });
          form.reset();
          void utils.wayfinding.graph.invalidate({ centerId: props.centerId });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  });

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plan.graph.title')}</h2>
      <p>{t('plan.graph.counts', props.counts)}</p>
      <p className="hint">{t('plan.graph.legend')}</p>
      <p>
        <button type="button" onClick={onExport}>
          {t('plan.graph.export')}
        </button>
      </p>
      <form onSubmit={onImport} className="form form-grid form-wide" noValidate>
        <TextField
          label={t('plan.graph.import')}
          hint={t('plan.graph.importHint')}
          error={problemMessage(t, form.formState.errors.file)}
          type="file"
          accept=".json,application/json"
          {...form.register('file')}
        />
        <NoticeView notice={notice} />
        <div className="form-actions">
          <SubmitButton
            busy={reading || save.isPending}
            label={t('plan.graph.submit')}
            busyLabel={t('plan.graph.busy')}
          />
        </div>
      </form>
    </section>
  );
}
