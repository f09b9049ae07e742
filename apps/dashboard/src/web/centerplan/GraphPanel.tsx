// The walkable graph of a floor: its counts, the export as JSON and the import of a JSON file.
import { type FormEvent, useId, useRef, useState } from 'react';
import { type Notice, NoticeView, SubmitButton } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { FileField } from './FileField';
import { exportFileName, exportFloorGraph, type GraphEdge, type GraphNode, parseGraphImport } from './graph';
import { importProblemText } from './messages';
import type { FloorSummary } from './types';

export function GraphPanel(props: {
  centerId: string;
  floor: FloorSummary;
  graph: { nodes: readonly GraphNode[]; edges: readonly GraphEdge[] };
  counts: { nodes: number; edges: number };
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
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

  async function onImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setNotice({ kind: 'warning', text: t('plan.graph.noFile') });
      return;
    }
    let text: string;
    setReading(true);
    try {
      text = await chosen.text();
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
          if (file.current) file.current.value = '';
          void utils.wayfinding.graph.invalidate({ centerId: props.centerId });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }

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
        <FileField
          inputRef={file}
          label={t('plan.graph.import')}
          hint={t('plan.graph.importHint')}
          accept=".json,application/json"
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
