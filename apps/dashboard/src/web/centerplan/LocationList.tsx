// The map locations of a floor, each with its unlink action.
import { useState } from 'react';
import { DataTable } from '../components/DataTable';
import { type Notice, NoticeView } from '../components/forms';
import { RowAction, RowActions } from '../components/RowActions';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { METHOD_LABELS } from './link-draft';
import type { MapLocation } from './types';

export function LocationList(props: {
  centerId: string;
  floorId: string;
  locations: readonly MapLocation[];
  nameOfTarget: (id: string) => string;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<Notice | null>(null);
  const unlink = trpc.centerplan.unlinkLocation.useMutation();

  function onUnlink(location: MapLocation, name: string) {
    setNotice(null);
    unlink.mutate(
      { centerId: props.centerId, locationId: location.id },
      {
        onSuccess: () => {
          setNotice({ kind: 'status', text: t('plan.unlinked', { name }) });
          void utils.centerplan.locations.invalidate({ centerId: props.centerId, floorId: props.floorId });
          void utils.centerplan.unlinkedElements.invalidate({ centerId: props.centerId, floorId: props.floorId });
          void utils.centerplan.unplacedShops.invalidate({ centerId: props.centerId });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }

  return (
    <>
      {props.locations.length === 0 ? (
        <p>{t('plan.locations.empty')}</p>
      ) : (
        <DataTable
          caption={t('plan.locations.caption', { count: props.locations.length })}
          headers={[
            t('plan.col.target'),
            t('plan.col.method'),
            t('plan.col.element'),
            t('plan.col.point'),
            t('plan.col.label'),
            t('plan.col.actions'),
          ]}
        >
          {props.locations.map((location) => {
            const targetId = location.shopId ?? location.serviceId ?? '';
            const name = location.label || props.nameOfTarget(targetId);
            return (
              <tr key={location.id}>
                <th scope="row">
                  {props.nameOfTarget(targetId)}{' '}
                  <span className="hint">({t(location.shopId ? 'plan.kind.shop' : 'plan.kind.service')})</span>
                </th>
                <td>{t(METHOD_LABELS[location.mappingMethod])}</td>
                <td>{location.svgElementId ? <code>{location.svgElementId}</code> : t('plan.noElement')}</td>
                <td>{location.x !== null && location.y !== null ? `${location.x}, ${location.y}` : '—'}</td>
                <td>{location.label ?? '—'}</td>
                <RowActions>
                  <RowAction
                    label={t('plan.action.unlink')}
                    named={t('plan.action.unlinkNamed', { name })}
                    danger
                    disabled={unlink.isPending}
                    onClick={() => onUnlink(location, name)}
                  />
                </RowActions>
              </tr>
            );
          })}
        </DataTable>
      )}
      <NoticeView notice={notice} />
    </>
  );
}
