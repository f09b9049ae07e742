// The floors of the center: show, replace, make default, delete (confirmed).
import { useState } from 'react';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView } from '../components/forms';
import { RowAction, RowActions } from '../components/RowActions';
import { useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';
import { formatBytes } from './svg-geometry';
import type { FloorSummary } from './types';

const FLOOR_SORT = {
  number: (floor: FloorSummary) => floor.floorNumber,
  name: (floor: FloorSummary) => floor.name,
  size: (floor: FloorSummary) => floor.svgBytes,
};
/** the sortable columns, in the table's order */
const FLOOR_SORT_COLUMNS = ['number', 'name', undefined, 'size', undefined];

export function FloorTable(props: {
  centerId: string;
  floors: FloorSummary[];
  selectedId: string | null;
  onShow: (floor: FloorSummary) => void;
  onReplace: (floor: FloorSummary) => void;
  onDeleted: (floor: FloorSummary) => void;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<FloorSummary | null>(null);
  const setDefault = trpc.centerplan.setDefaultFloor.useMutation();
  const remove = trpc.centerplan.deleteFloor.useMutation();
  const { centerId } = props;
  // bottom floor first, as the server sends them
  const floors = useClientTable(props.floors, FLOOR_SORT, [{ id: 'number', desc: false }]);

  function makeDefault(floor: FloorSummary) {
    setNotice(null);
    setDefault.mutate(
      { centerId, floorId: floor.id },
      {
        onSuccess: () => {
          setNotice({ kind: 'status', text: t('plan.defaultSet', { name: floor.name }) });
          void utils.centerplan.floors.invalidate({ centerId });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }

  function confirmDelete() {
    const floor = deleting;
    if (!floor) return;
    remove.mutate(
      { centerId, floorId: floor.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setNotice({ kind: 'status', text: t('plan.deleted', { name: floor.name }) });
          props.onDeleted(floor);
          void utils.centerplan.invalidate();
          void utils.wayfinding.graph.invalidate({ centerId });
        },
        onError: (error) => {
          setDeleting(null);
          setNotice({ kind: 'error', error });
        },
      },
    );
  }

  const busy = setDefault.isPending || remove.isPending;
  const writes = useWrites('center-website');
  return (
    <>
      {props.floors.length === 0 ? (
        <p>{t('plan.floors.empty')}</p>
      ) : (
        <DataTable
          caption={t('plan.floors.caption', { count: props.floors.length })}
          headers={[
            <SortHeader key="number" pages={floors} sortKey="number" label={t('plan.col.number')} />,
            <SortHeader key="name" pages={floors} sortKey="name" label={t('plan.col.name')} />,
            t('plan.col.default'),
            <SortHeader key="size" pages={floors} sortKey="size" label={t('plan.col.size')} />,
            t('plan.col.actions'),
          ]}
          sort={(index) => sortStateOf(floors, FLOOR_SORT_COLUMNS[index])}
        >
          {floors.rows.map((floor) => {
            const current = floor.id === props.selectedId;
            return (
              <tr
                key={floor.id}
                className={floor.isActive ? (current ? 'plan-row-current' : undefined) : 'row-inactive'}
                aria-current={current || undefined}
              >
                <td>{floor.floorNumber}</td>
                <th scope="row">
                  {floor.name}
                  {!floor.isActive && <span className="hint"> ({t('plan.inactive')})</span>}
                </th>
                <td>{floor.isDefault && <span className="badge badge-ok">{t('plan.default')}</span>}</td>
                <td>{formatBytes(floor.svgBytes)}</td>
                <RowActions>
                  <RowAction
                    label={t('plan.action.show')}
                    named={t('plan.action.showNamed', { name: floor.name })}
                    pressed={current}
                    onClick={() => props.onShow(floor)}
                  />
                  {writes && (
                    <>
                      <RowAction
                        label={t('plan.action.replace')}
                        named={t('plan.action.replaceNamed', { name: floor.name })}
                        onClick={() => props.onReplace(floor)}
                      />
                      {!floor.isDefault && (
                        <RowAction
                          label={t('plan.action.setDefault')}
                          named={t('plan.action.setDefaultNamed', { name: floor.name })}
                          disabled={busy}
                          onClick={() => makeDefault(floor)}
                        />
                      )}
                      <RowAction
                        label={t('plan.action.delete')}
                        named={t('plan.action.deleteNamed', { name: floor.name })}
                        danger
                        disabled={busy}
                        onClick={() => {
                          setNotice(null);
                          setDeleting(floor);
                        }}
                      />
                    </>
                  )}
                </RowActions>
              </tr>
            );
          })}
        </DataTable>
      )}
      <NoticeView notice={notice} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('plan.deleteConfirm.title')}
        body={t('plan.deleteConfirm.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('plan.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
