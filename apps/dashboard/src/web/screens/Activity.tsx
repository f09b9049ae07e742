import '../history/history.css';
import { HISTORY_KIND_NAMES, type HistoryKind } from '@center-platform/core/shared';
import { useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { SelectField } from '../components/forms';
import { RevisionItem, RevisionPageItems } from '../history/HistoryPanel';
import { activityLabels, historyKindLabel } from '../history/history-kinds';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

// `/dashboard/history` (issue 25.7, area organization and center, for the center's admins): every write to the center,
// newest first, whoever made it and whatever it changed: content, settings, users, forwardings, plugin sites, social
// posts. Read here; an earlier version of a content record is restored in that record's own history panel.

function ActivityPage(props: {
  centerId: string;
  kind: HistoryKind | undefined;
  before: string | undefined;
  last: boolean;
  onOlder: (next: string) => void;
}) {
  const { t } = useI18n();
  const page = trpc.history.list.useQuery(
    {
      centerId: props.centerId,
      ...(props.kind ? { kind: props.kind } : {}),
      ...(props.before ? { before: props.before } : {}),
    },
    { retry: false },
  );
  return (
    <RevisionPageItems
      page={page}
      empty={props.before ? undefined : t('activity.empty')}
      last={props.last}
      onOlder={props.onOlder}
    >
      {(revision) => (
        <RevisionItem
          key={revision.id}
          centerId={props.centerId}
          kind={revision.kind}
          recordId={revision.recordId}
          dirty={false}
          revision={revision}
          restorable={false}
          {...activityLabels(t, revision.kind)}
          title={[historyKindLabel(t, revision.kind), revision.recordName].filter(Boolean).join(': ')}
        />
      )}
    </RevisionPageItems>
  );
}

function CenterActivity({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<HistoryKind | undefined>(undefined);
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const kinds = [...HISTORY_KIND_NAMES].sort((a, b) => historyKindLabel(t, a).localeCompare(historyKindLabel(t, b)));
  return (
    <>
      <div className="activity-filter">
        <SelectField
          label={t('activity.kind')}
          value={kind ?? ''}
          onChange={(event) => {
            setKind((event.target.value || undefined) as HistoryKind | undefined);
            setPages([undefined]);
          }}
        >
          <option value="">{t('activity.kind.all')}</option>
          {kinds.map((option) => (
            <option key={option} value={option}>
              {historyKindLabel(t, option)}
            </option>
          ))}
        </SelectField>
      </div>
      <ol className="history-list" aria-label={t('activity.title')}>
        {pages.map((before, index) => (
          <ActivityPage
            key={`${kind ?? 'all'}-${before ?? 'newest'}`}
            centerId={centerId}
            kind={kind}
            before={before}
            last={index === pages.length - 1}
            onOlder={(next) => setPages((shown) => [...shown, next])}
          />
        ))}
      </ol>
    </>
  );
}

export default function ActivityScreen() {
  const { t } = useI18n();
  return (
    <div className="screen screen-wide">
      <h1>{t('activity.title')}</h1>
      <p>{t('activity.intro')}</p>
      <CenterScope>{(centerId) => <CenterActivity centerId={centerId} />}</CenterScope>
    </div>
  );
}
