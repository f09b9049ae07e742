// The map locations of a floor a page at a time (a large center links thousands of shops): each with the name of
// what it links, searchable and filtered by kind and method on the server, with its unlink action.
import type { LocationSortKey } from '@center-platform/core/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { ListFilter, ListToolbar } from '../center-work/list-toolbar';
import { PagedBody, pageCaption, SortHeader, sortStateOf, useListRequest } from '../center-work/server-pages';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView } from '../components/forms';
import { RowAction, RowActions } from '../components/RowActions';
import { useI18n } from '../i18n';
import { useWrites } from '../session';
import { type RouterOutputs, trpc } from '../trpc';
import { METHOD_LABELS, METHODS, type Method, TARGET_KINDS, type TargetKind } from './link-draft';
import { useRefreshAfterLinking } from './plan-links';

type LocationRow = RouterOutputs['centerplan']['locationPage']['rows'][number];
/** the sortable columns, in the table's order */
const SORT_COLUMNS: (LocationSortKey | undefined)[] = ['target', 'method', 'element', undefined, undefined, undefined];

function useLocationPages(centerId: string, floorId: string) {
  const unset = { kind: '' as TargetKind | '', method: '' as Method | '' };
  const list = useListRequest([{ id: 'target' as LocationSortKey, desc: false }], unset);
  const query = trpc.centerplan.locationPage.useQuery(
    { centerId, floorId, ...list.request },
    { placeholderData: keepPreviousData },
  );
  return { ...list, query, table: useReactTable<LocationRow>(list.tableOf(query.data)) };
}
type LocationPages = ReturnType<typeof useLocationPages>;

export function LocationList({ centerId, floorId }: { centerId: string; floorId: string }) {
  const { t } = useI18n();
  const list = useLocationPages(centerId, floorId);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <>
      <LocationFilters list={list} />
      <PagedBody list={list} empty={t('plan.locations.empty')}>
        <LocationTable centerId={centerId} floorId={floorId} list={list} onNotice={setNotice} />
      </PagedBody>
      <NoticeView notice={notice} />
    </>
  );
}

function LocationFilters({ list }: { list: LocationPages }) {
  const { t } = useI18n();
  return (
    <ListToolbar list={list} search={t('plan.locations.search')}>
      <ListFilter
        list={list}
        name="kind"
        label={t('plan.link.kind')}
        options={TARGET_KINDS}
        labelOf={(kind) => t(`plan.kind.${kind}`)}
      />
      <ListFilter
        list={list}
        name="method"
        label={t('plan.link.method')}
        options={METHODS}
        labelOf={(method) => t(METHOD_LABELS[method])}
      />
    </ListToolbar>
  );
}

function LocationTable(props: {
  centerId: string;
  floorId: string;
  list: LocationPages;
  onNotice: (notice: Notice | null) => void;
}) {
  const { t } = useI18n();
  const refresh = useRefreshAfterLinking(props.centerId, props.floorId);
  const unlink = trpc.centerplan.unlinkLocation.useMutation();
  const writes = useWrites('center-website');
  const { list, onNotice } = props;
  const answer = list.query.data;
  if (!answer) return null;

  function onUnlink(location: LocationRow, name: string) {
    onNotice(null);
    unlink.mutate(
      { centerId: props.centerId, locationId: location.id },
      {
        onSuccess: () => onNotice({ kind: 'status', text: t('plan.unlinked', { name }) }),
        onError: (error) => onNotice({ kind: 'error', error }),
        onSettled: refresh,
      },
    );
  }

  return (
    <DataTable
      caption={pageCaption(t, answer, { filtering: list.filtering })}
      headers={[
        <SortHeader key="target" pages={list} sortKey="target" label={t('plan.col.target')} />,
        <SortHeader key="method" pages={list} sortKey="method" label={t('plan.col.method')} />,
        <SortHeader key="element" pages={list} sortKey="element" label={t('plan.col.element')} />,
        t('plan.col.point'),
        t('plan.col.label'),
        // a reader has nothing to do with a location
        ...(writes ? [t('plan.col.actions')] : []),
      ]}
      sort={(index) => sortStateOf(list, SORT_COLUMNS[index])}
    >
      {answer.rows.map((location) => {
        const target = location.targetName ?? '—';
        const name = location.label || target;
        return (
          <tr key={location.id}>
            <th scope="row">
              {target} <span className="hint">({t(location.shopId ? 'plan.kind.shop' : 'plan.kind.service')})</span>
            </th>
            <td>{t(METHOD_LABELS[location.mappingMethod])}</td>
            <td>{location.svgElementId ? <code>{location.svgElementId}</code> : t('plan.noElement')}</td>
            <td>{location.x !== null && location.y !== null ? `${location.x}, ${location.y}` : '—'}</td>
            <td>{location.label ?? '—'}</td>
            {writes && (
              <RowActions>
                <RowAction
                  label={t('plan.action.unlink')}
                  named={t('plan.action.unlinkNamed', { name })}
                  danger
                  disabled={unlink.isPending}
                  onClick={() => onUnlink(location, name)}
                />
              </RowActions>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
