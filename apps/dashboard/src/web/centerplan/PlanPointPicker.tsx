// A point on a floor of the plan, picked by a click (entrances and touchscreens): the floor's drawing with the
// point marked; the point can also be typed into the form's x and y fields. Coordinates are whole plan units.
import './centerplan.css';
import { ErrorMessage, Loading } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { PlanView } from './PlanView';

export function PlanPointPicker(props: {
  centerId: string;
  floorId: string;
  point: { x: number; y: number } | null;
  /** without it (a reader) the plan is only shown */
  onPick?: ((point: { x: number; y: number }) => void) | undefined;
}) {
  const { t } = useI18n();
  const floor = trpc.centerplan.floor.useQuery({ centerId: props.centerId, floorId: props.floorId });
  if (floor.isPending) return <Loading />;
  if (floor.error) return <ErrorMessage error={floor.error} />;
  if (!floor.data.mapSvg.trim()) return <p className="hint">{t('plan.view.noSvg')}</p>;
  const onPick = props.onPick;
  return (
    <div className="field field-wide plan-point-picker">
      {onPick && <p className="hint">{t('plan.pick.hint')}</p>}
      <PlanView
        svg={floor.data.mapSvg}
        name={floor.data.name}
        nodes={[]}
        lines={[]}
        showGraph={false}
        markers={[]}
        picked={props.point}
        onPick={onPick && ((point) => point && onPick({ x: Math.round(point.x), y: Math.round(point.y) }))}
      />
    </div>
  );
}
