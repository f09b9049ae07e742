import '../center-work/center-work.css';
import '../centerplan/centerplan.css';
import { useId, useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { FloorTable } from '../centerplan/FloorTable';
import { FloorWork } from '../centerplan/FloorWork';
import { type Prefill, UploadForm } from '../centerplan/UploadForm';
import { LoadError, Loading } from '../components/forms';
import { useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';

// `/dashboard/center-plan` (spec 2.7, 4.10): the floors of the center with their SVG plans (upload or replace,
// default floor, delete), the map locations of the selected floor (three mapping methods) and its walkable
// graph (drawn over the plan; exported and imported as JSON). Everything goes through the centerplan and
// wayfinding procedures (digital-experience, center-scoped); the server sanitizes and validates.

function CenterPlanWork({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const id = useId();
  const floors = trpc.centerplan.floors.useQuery({ centerId });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  // a VIEWER sees the floors, the plan and its locations; uploads, links and the graph are the editors'
  const writes = useWrites('center-website');

  if (floors.isPending) return <Loading />;
  if (floors.error) return <LoadError error={floors.error} onRetry={() => floors.refetch()} />;
  const list = floors.data;
  const selected =
    list.find((floor) => floor.id === selectedId) ?? list.find((floor) => floor.isDefault) ?? list[0] ?? null;
  return (
    <>
      <section className="panel" aria-labelledby={`${id}-floors`}>
        <h2 id={`${id}-floors`}>{t('plan.floors.title')}</h2>
        <FloorTable
          centerId={centerId}
          floors={list}
          selectedId={selected?.id ?? null}
          onShow={(floor) => setSelectedId(floor.id)}
          onReplace={(floor) =>
            setPrefill((current) => ({
              floorNumber: String(floor.floorNumber),
              name: floor.name,
              seq: (current?.seq ?? 0) + 1,
            }))
          }
          onDeleted={(floor) => {
            if (floor.id === selectedId) setSelectedId(null);
          }}
        />
      </section>
      {writes && <UploadForm centerId={centerId} prefill={prefill} onSaved={setSelectedId} />}
      {selected && <FloorWork key={selected.id} centerId={centerId} floor={selected} />}
    </>
  );
}

export default function CenterPlanScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('plan.title')}</h1>
      <p className="hint intro">{t('plan.intro')}</p>
      <CenterScope>{(centerId) => <CenterPlanWork centerId={centerId} />}</CenterScope>
    </div>
  );
}
