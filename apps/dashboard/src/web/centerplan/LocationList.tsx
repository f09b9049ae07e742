// The map locations of a floor, each with its unlink action.
import { useState } from 'react';
import { type Notice, NoticeView } from '../components/forms';
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
        <div className="table-wrap">
          <table>
            <caption>{t('plan.locations.caption', { count: props.locations.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('plan.col.target')}</th>
                <th scope="col">{t('plan.col.method')}</th>
                <th scope="col">{t('plan.col.element')}</th>
                <th scope="col">{t('plan.col.point')}</th>
                <th scope="col">{t('plan.col.label')}</th>
                <th scope="col">{t('plan.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
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
                    <td>
                      <div className="row-actions">
                        <button
                          type="button"
                          className="danger"
                          aria-label={t('plan.action.unlinkNamed', { name })}
                          disabled={unlink.isPending}
                          onClick={() => onUnlink(location, name)}
                        >
                          {t('plan.action.unlink')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <NoticeView notice={notice} />
    </>
  );
}
