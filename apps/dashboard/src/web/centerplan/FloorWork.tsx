// The work on one floor of the center plan: its plan with the graph drawn over it, the map locations (list,
// link by element id / data-id / coordinate, unlink), the unlinked `shop-`/`service-` elements and the shops
// without a location, and the export and import of the floor's walkable graph.
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, ErrorMessage, Loading, StatusMessage } from '../components/forms';
import { problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';
import { GraphPanel } from './GraphPanel';
import { floorGraph, overlayLines } from './graph';
import { LinkForm, type LinkFormState } from './LinkForm';
import { LocationList } from './LocationList';
import { EMPTY_DRAFT, type LinkDraft, linkInput, linkProblems } from './link-draft';
import { PlanView } from './PlanView';
import type { FloorSummary } from './types';

export function FloorWork({ centerId, floor }: { centerId: string; floor: FloorSummary }) {
  const writes = useWrites('center-website');
  const { t } = useI18n();
  const id = useId();
  const input = { centerId, floorId: floor.id };
  const detail = trpc.centerplan.floor.useQuery(input);
  const locations = trpc.centerplan.locations.useQuery(input);
  // the pick lists of the link form: an editor's only
  const unlinked = trpc.centerplan.unlinkedElements.useQuery(input, { enabled: writes });
  const unplaced = trpc.centerplan.unplacedShops.useQuery({ centerId }, { enabled: writes });
  const graph = trpc.wayfinding.graph.useQuery({ centerId });
  const form: LinkFormState = useForm({
    defaultValues: EMPTY_DRAFT,
    resolver: problemResolver(
      (draft: LinkDraft) => linkProblems(draft, floor.id),
      (draft) => linkInput(draft, floor.id),
    ),
  });
  /** fills the draft from the plan or a pick list (a changed field, checked again once the form was sent) */
  const fill = (patch: Partial<LinkDraft>) => {
    for (const [field, value] of Object.entries(patch) as [keyof LinkDraft, string][])
      form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const [showGraph, setShowGraph] = useState(true);
  const [clickOutside, setClickOutside] = useState(false);
  const [method, x, y] = form.watch(['method', 'x', 'y']);

  const own = useMemo(() => floorGraph(graph.data ?? { nodes: [], edges: [] }, floor.id), [graph.data, floor.id]);
  const lines = useMemo(() => overlayLines(own.nodes, own.edges), [own]);
  const markers = useMemo(
    () =>
      (locations.data ?? []).flatMap((location) =>
        location.x !== null && location.y !== null ? [{ key: location.id, x: location.x, y: location.y }] : [],
      ),
    [locations.data],
  );
  const pickedX = Number(x);
  const pickedY = Number(y);
  const picked =
    method === 'coordinate' &&
    x.trim() !== '' &&
    y.trim() !== '' &&
    Number.isFinite(pickedX) &&
    Number.isFinite(pickedY)
      ? { x: pickedX, y: pickedY }
      : null;

  let plan: ReactNode;
  if (detail.isPending) plan = <Loading />;
  else if (detail.error) plan = <ErrorMessage error={detail.error} />;
  else if (!detail.data.mapSvg.trim()) plan = <p>{t('plan.view.noSvg')}</p>;
  else
    plan = (
      <PlanView
        svg={detail.data.mapSvg}
        name={floor.name}
        nodes={own.nodes}
        lines={lines}
        showGraph={showGraph}
        markers={markers}
        picked={picked}
        onPick={
          writes
            ? (point) => {
                setClickOutside(point === null);
                if (point) fill({ method: 'coordinate', x: String(point.x), y: String(point.y) });
              }
            : undefined
        }
      />
    );

  return (
    <>
      <section className="panel" aria-labelledby={`${id}-plan`}>
        <h2 id={`${id}-plan`}>{t('plan.view.title', { name: floor.name })}</h2>
        <CheckboxField
          label={t('plan.view.showGraph')}
          name="showGraph"
          checked={showGraph}
          onChange={(e) => setShowGraph(e.target.checked)}
        />
        {plan}
        {picked && <StatusMessage>{t('plan.view.picked', picked)}</StatusMessage>}
        {clickOutside && <p className="hint">{t('plan.view.outside')}</p>}
        <h3>{t('plan.locations.title')}</h3>
        <LocationList centerId={centerId} floorId={floor.id} />
      </section>
      {writes && (
        <>
          <div className="plan-columns">
            <LinkForm centerId={centerId} floorId={floor.id} form={form} />
            <section className="panel" aria-labelledby={`${id}-unlinked`}>
              <h2 id={`${id}-unlinked`}>{t('plan.unlinkedElements.title')}</h2>
              <p className="hint">{t('plan.unlinkedElements.hint')}</p>
              {unlinked.isPending ? (
                <Loading />
              ) : unlinked.error ? (
                <ErrorMessage error={unlinked.error} />
              ) : unlinked.data.length === 0 ? (
                <p>{t('plan.unlinkedElements.empty')}</p>
              ) : (
                <ul className="plan-picks">
                  {unlinked.data.map((elementId) => (
                    <li key={elementId}>
                      <button
                        type="button"
                        aria-label={t('plan.unlinkedElements.use', { id: elementId })}
                        onClick={() => {
                          const kind = form.getValues('kind');
                          fill({
                            method: 'element_id',
                            elementId,
                            ...(elementId.startsWith('service-') && kind !== 'service'
                              ? { kind: 'service', targetId: '', targetName: '' }
                              : elementId.startsWith('shop-') && kind !== 'shop'
                                ? { kind: 'shop', targetId: '', targetName: '' }
                                : {}),
                          });
                        }}
                      >
                        <code>{elementId}</code>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <h2>{t('plan.unplaced.title')}</h2>
              <p className="hint">{t('plan.unplaced.hint')}</p>
              {unplaced.isPending ? (
                <Loading />
              ) : unplaced.error ? (
                <ErrorMessage error={unplaced.error} />
              ) : unplaced.data.length === 0 ? (
                <p>{t('plan.unplaced.empty')}</p>
              ) : (
                <ul className="plan-picks">
                  {unplaced.data.map((shop) => (
                    <li key={shop.id}>
                      <button
                        type="button"
                        aria-label={t('plan.unplaced.use', { name: shop.name })}
                        onClick={() => fill({ kind: 'shop', targetId: shop.id, targetName: shop.name })}
                      >
                        {shop.name}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          {graph.isPending ? (
            <Loading />
          ) : graph.error ? (
            <ErrorMessage error={graph.error} />
          ) : (
            <GraphPanel
              centerId={centerId}
              floor={floor}
              graph={own}
              counts={{ nodes: own.nodes.length, edges: own.edges.length }}
            />
          )}
        </>
      )}
    </>
  );
}
