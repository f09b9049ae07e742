// The history of one record in its editor (issue 25.7), for the admins of the center: each change with its time,
// its writer and every changed field before and after, newest first, older pages on request; any earlier version
// is restored after a question in place (the restore is itself a change in the history).
import './history.css';
import { HISTORY_ROLES, type HistoryKind, isRestorableKind } from '@center-platform/core/shared';
import { type ReactNode, useId, useState } from 'react';
import { ErrorMessage, Loading } from '../components/forms';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { useSession } from '../session';
import { type RouterOutputs, trpc } from '../trpc';
import { historyValue } from './history-values';

type Revision = RouterOutputs['history']['list']['revisions'][number];

/** The session reads the center's history and restores from it: the center's admins (the server's rule). */
export function useReadsHistory(): boolean {
  return (HISTORY_ROLES as readonly string[]).includes(useSession().me.role);
}

export interface HistoryPanelProps {
  /** the center whose history holds the record; null: the platform's (a SUPER_ADMIN reading a user, wherever made) */
  centerId: string | null;
  kind: HistoryKind;
  recordId: string;
  /** a field's label by its API name (undefined, or none given: the name is shown) */
  fieldLabel?: (field: string) => string | undefined;
  /** the words for a field's stored value (an option's label, a category's name); undefined: the value itself */
  valueLabel?: (field: string, value: unknown) => string | undefined;
  /** the editor holds unsaved changes: restore is held back until they are saved or discarded */
  dirty: boolean;
  /** an earlier version was restored (a record whose history is read only never is) */
  onRestored?: (at: string) => void;
}

function ActorName({ actor }: { actor: Revision['actor'] }) {
  const { t } = useI18n();
  if (actor.kind === 'system') return <>{t('history.actor.system')}</>;
  if (actor.kind === 'import') return <>{t('history.actor.import')}</>;
  const name = actor.label ?? t('history.actor.unknown');
  return <>{actor.kind === 'key' ? t('history.actor.key', { name }) : name}</>;
}

function ChangesTable(
  props: Pick<HistoryPanelProps, 'fieldLabel' | 'valueLabel'> & {
    changes: Revision['changes'];
    /** one column of values (a created or a deleted record) */
    only?: 'before' | 'after';
  },
) {
  const { t, lang } = useI18n();
  // a center or organization by the name the server found for its id; else the caller's words; else the value
  const shown = (field: string, value: unknown, name: string | undefined) =>
    name ?? props.valueLabel?.(field, value) ?? historyValue(value, t, lang);
  return (
    <table className="history-changes">
      <thead>
        <tr>
          <th scope="col">{t('history.field')}</th>
          {props.only ? (
            <th scope="col">{t('history.value')}</th>
          ) : (
            <>
              <th scope="col">{t('history.before')}</th>
              <th scope="col">{t('history.after')}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {props.changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{props.fieldLabel?.(change.field) ?? change.field}</th>
            {props.only ? (
              <td>{shown(change.field, change[props.only], change[`${props.only}Name`])}</td>
            ) : (
              <>
                <td>{shown(change.field, change.before, change.beforeName)}</td>
                <td>{shown(change.field, change.after, change.afterName)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One revision: what, when, who, the changed fields; the record's name first where a list mixes records (`title`). */
export function RevisionItem(
  props: HistoryPanelProps & { revision: Revision; restorable: boolean; title?: string | undefined },
) {
  const { t, lang } = useI18n();
  const { revision } = props;
  const [asking, setAsking] = useState(false);
  const utils = trpc.useUtils();
  const restore = trpc.history.restore.useMutation({
    onSuccess: () => {
      void utils.history.list.invalidate();
      props.onRestored?.(revision.at);
    },
  });
  const at = formatDateTime(lang, revision.at);
  const action: MessageKey = revision.restoredFrom ? 'history.action.restore' : `history.action.${revision.action}`;
  return (
    <li className="history-item" data-revision={revision.id}>
      <p className="history-head">
        {props.title && <span className="history-record">{props.title}</span>}
        <strong>{t(action)}</strong> · <time dateTime={revision.at}>{at}</time> · <ActorName actor={revision.actor} />
      </p>
      {revision.action === 'update' ? (
        <ChangesTable {...props} changes={revision.changes} />
      ) : (
        revision.changes.length > 0 && (
          // a created or deleted record: its values, folded (they are many)
          <details className="history-values">
            <summary>{t('history.values', { count: revision.changes.length })}</summary>
            <ChangesTable
              {...props}
              changes={revision.changes}
              only={revision.action === 'create' ? 'after' : 'before'}
            />
          </details>
        )
      )}
      {props.restorable &&
        (asking ? (
          <fieldset className="history-confirm">
            <legend>{t('history.restore.ask', { at })}</legend>
            <button
              type="button"
              className="primary"
              disabled={restore.isPending}
              onClick={() => props.centerId && restore.mutate({ centerId: props.centerId, revisionId: revision.id })}
            >
              {t('history.restore.yes')}
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </button>
          </fieldset>
        ) : (
          <button
            type="button"
            disabled={props.dirty}
            title={props.dirty ? t('history.restore.dirty') : undefined}
            onClick={() => setAsking(true)}
          >
            {t('history.restore', { at })}
          </button>
        ))}
      <ErrorMessage error={restore.error} />
    </li>
  );
}

/** One page of the history; the first revision of the first page is the record as it is now. */
function HistoryPage(
  props: HistoryPanelProps & {
    before: string | undefined;
    first: boolean;
    onOlder: (next: string) => void;
    last: boolean;
  },
) {
  const { t } = useI18n();
  const query = { kind: props.kind, recordId: props.recordId, ...(props.before ? { before: props.before } : {}) };
  const ofCenter = trpc.history.list.useQuery(
    { centerId: props.centerId ?? '', ...query },
    { retry: false, enabled: props.centerId !== null },
  );
  const ofPlatform = trpc.history.platform.useQuery(query, { retry: false, enabled: props.centerId === null });
  const page = props.centerId === null ? ofPlatform : ofCenter;
  return (
    <RevisionPageItems
      page={page}
      empty={props.first ? t('history.empty') : undefined}
      last={props.last}
      onOlder={props.onOlder}
    >
      {(revision, index) => (
        <RevisionItem
          key={revision.id}
          {...props}
          revision={revision}
          restorable={revision.restorable && props.centerId !== null && !(props.first && index === 0)}
        />
      )}
    </RevisionPageItems>
  );
}

/**
 * A page of revisions as items of the list the pages fill: loading, failed, `empty` when it has none, its revisions,
 * and on the last page shown the button to the next older one.
 */
export function RevisionPageItems(props: {
  page: { isPending: boolean; error: unknown; data?: { revisions: Revision[]; next: string | null } | undefined };
  empty: string | undefined;
  last: boolean;
  onOlder: (next: string) => void;
  children: (revision: Revision, index: number) => ReactNode;
}) {
  const { t } = useI18n();
  const { page } = props;
  if (page.isPending || !page.data) return <li>{page.error ? <ErrorMessage error={page.error} /> : <Loading />}</li>;
  const { revisions, next } = page.data;
  if (props.empty && revisions.length === 0) return <li className="hint">{props.empty}</li>;
  return (
    <>
      {revisions.map(props.children)}
      {props.last && next && (
        <li>
          <button type="button" onClick={() => props.onOlder(next)}>
            {t('history.older')}
          </button>
        </li>
      )}
    </>
  );
}

export function HistoryPanel(props: HistoryPanelProps) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  return (
    <details className="history-panel" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary id={`${id}-title`}>{t('history.title')}</summary>
      {open && (
        <>
          <p className="hint">{t(isRestorableKind(props.kind) ? 'history.intro' : 'history.intro.readOnly')}</p>
          <ol className="history-list" aria-labelledby={`${id}-title`}>
            {pages.map((before, index) => (
              <HistoryPage
                key={before ?? 'newest'}
                {...props}
                before={before}
                first={index === 0}
                last={index === pages.length - 1}
                onOlder={(next) => setPages((shown) => [...shown, next])}
              />
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
