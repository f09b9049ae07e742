import '../center-work/center-work.css';
import '../webhooks/webhooks.css';
import { useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { useQuestion } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView } from '../components/forms';
import { OneTimeKeyPanel } from '../components/OneTimeKeyPanel';
import { Panel } from '../components/Panel';
import { RowAction, RowActions } from '../components/RowActions';
import { useRowChoice } from '../components/row-choice';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { Deliveries } from '../webhooks/Deliveries';
import { kindsSummary, statusBadgeClass } from '../webhooks/logic';
import type { IssuedSecret, Webhook } from '../webhooks/types';
import { WebhookForm } from '../webhooks/WebhookForm';

// `/dashboard/webhooks` (issue 27.3): the center's webhooks. Make one (its signing secret is shown once), edit,
// disable or enable it, rotate its secret, delete it, and follow its deliveries with their log and a button to send
// one again. Everything goes through the webhooks procedures (cms-integration, center-scoped).

type WebhookActions = Record<'showDeliveries' | 'edit' | 'toggle' | 'rotate' | 'delete', (webhook: Webhook) => void>;

/** A webhook's row: its values, and the actions on it, which the table carries out. */
function WebhookRow(props: { webhook: Webhook; current: boolean; busy: boolean; actions: WebhookActions }) {
  const { t } = useI18n();
  const { webhook, current, busy, actions } = props;
  const active = webhook.status === 'active';
  return (
    <tr
      className={active ? (current ? 'plan-row-current' : undefined) : 'row-inactive'}
      aria-current={current || undefined}
    >
      <th scope="row">
        <code className="webhook-url">{webhook.url}</code>
        {webhook.description && <div className="hint">{webhook.description}</div>}
      </th>
      <td>{kindsSummary(webhook.kinds, t)}</td>
      <td>
        <span className={statusBadgeClass(webhook.status)}>
          {t(active ? 'webhooks.status.active' : 'webhooks.status.disabled')}
        </span>
        {!active && webhook.consecutiveFailures > 0 && (
          <div className="hint">{t('webhooks.disabledAfter', { count: webhook.consecutiveFailures })}</div>
        )}
      </td>
      <RowActions>
        <RowAction
          label={t('webhooks.action.deliveries')}
          named={t('webhooks.action.deliveriesNamed', { url: webhook.url })}
          pressed={current}
          onClick={() => actions.showDeliveries(webhook)}
        />
        <RowAction
          label={t('webhooks.action.edit')}
          named={t('webhooks.action.editNamed', { url: webhook.url })}
          onClick={() => actions.edit(webhook)}
        />
        <RowAction
          label={t(active ? 'webhooks.action.disable' : 'webhooks.action.enable')}
          named={t(active ? 'webhooks.action.disableNamed' : 'webhooks.action.enableNamed', { url: webhook.url })}
          disabled={busy}
          onClick={() => actions.toggle(webhook)}
        />
        <RowAction
          label={t('webhooks.action.rotate')}
          named={t('webhooks.action.rotateNamed', { url: webhook.url })}
          disabled={busy}
          onClick={() => actions.rotate(webhook)}
        />
        <RowAction
          label={t('webhooks.action.delete')}
          named={t('webhooks.action.deleteNamed', { url: webhook.url })}
          danger
          disabled={busy}
          onClick={() => actions.delete(webhook)}
        />
      </RowActions>
    </tr>
  );
}

function WebhooksTable(props: {
  centerId: string;
  webhooks: Webhook[];
  selectedId: string | null;
  onEdit: (webhook: Webhook) => void;
  onShowDeliveries: (webhook: Webhook) => void;
  onIssued: (issued: IssuedSecret) => void;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const { centerId } = props;
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = trpc.webhooks.update.useMutation();
  const rotate = trpc.webhooks.rotateSecret.useMutation();
  const remove = trpc.webhooks.delete.useMutation();
  const question = useQuestion(rotate.isPending || remove.isPending);
  const refresh = () => void utils.webhooks.list.invalidate({ centerId });
  const showError = (error: unknown) => setNotice({ kind: 'error', error });

  function toggle(webhook: Webhook) {
    setNotice(null);
    const status = webhook.status === 'active' ? 'disabled' : 'active';
    update.mutate(
      { centerId, webhookId: webhook.id, data: { status } },
      {
        onSuccess: () => {
          refresh();
          setNotice({ kind: 'status', text: t(status === 'active' ? 'webhooks.enabled' : 'webhooks.disabled') });
        },
        onError: showError,
      },
    );
  }

  function rotateSecret(webhook: Webhook) {
    rotate.mutate(
      { centerId, webhookId: webhook.id },
      {
        onSuccess: (result) => {
          props.onIssued({ url: result.webhook.url, secret: result.secret });
          setNotice({ kind: 'status', text: t('webhooks.rotated') });
        },
        onError: showError,
        onSettled: question.close,
      },
    );
  }

  function deleteWebhook(webhook: Webhook) {
    remove.mutate(
      { centerId, webhookId: webhook.id },
      {
        onSuccess: () => {
          refresh();
          setNotice({ kind: 'status', text: t('webhooks.deleted') });
        },
        onError: showError,
        onSettled: question.close,
      },
    );
  }

  const actions: WebhookActions = {
    showDeliveries: props.onShowDeliveries,
    edit: props.onEdit,
    toggle,
    rotate: (webhook) =>
      question.ask({
        title: t('webhooks.rotateConfirm.title'),
        body: t('webhooks.rotateConfirm.body', { url: webhook.url }),
        confirmLabel: t('webhooks.rotateConfirm.confirm'),
        onConfirm: () => rotateSecret(webhook),
      }),
    delete: (webhook) =>
      question.ask({
        title: t('webhooks.deleteConfirm.title'),
        body: t('webhooks.deleteConfirm.body', { url: webhook.url }),
        confirmLabel: t('webhooks.deleteConfirm.confirm'),
        onConfirm: () => deleteWebhook(webhook),
      }),
  };
  const busy = update.isPending || rotate.isPending || remove.isPending;
  return (
    <>
      {props.webhooks.length === 0 ? (
        <p>{t('webhooks.empty')}</p>
      ) : (
        <DataTable
          caption={t('webhooks.caption', { count: props.webhooks.length })}
          headers={[
            t('webhooks.col.url'),
            t('webhooks.col.kinds'),
            t('webhooks.col.status'),
            t('webhooks.col.actions'),
          ]}
        >
          {props.webhooks.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              current={webhook.id === props.selectedId}
              busy={busy}
              actions={actions}
            />
          ))}
        </DataTable>
      )}
      <NoticeView notice={notice} />
      {question.dialog}
    </>
  );
}

function WebhooksWork({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const webhooks = trpc.webhooks.list.useQuery({ centerId });
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  const chosen = useRowChoice(webhooks.data);

  if (webhooks.isPending) return <Loading />;
  if (webhooks.error) return <LoadError error={webhooks.error} onRetry={() => webhooks.refetch()} />;
  const { editing, shown } = chosen;
  return (
    <>
      {issued && (
        <OneTimeKeyPanel
          key={issued.secret}
          title={t('webhooks.secret.title')}
          label={t('webhooks.secret.label')}
          secret={issued.secret}
          onClose={() => setIssued(null)}
          texts={{
            warning: t('webhooks.secret.warning'),
            done: t('webhooks.secret.done'),
            copied: t('webhooks.secret.copied'),
            copyFailed: t('webhooks.secret.copyFailed'),
          }}
        >
          <p className="webhook-url">{t('webhooks.secret.intro', { url: issued.url })}</p>
        </OneTimeKeyPanel>
      )}
      <Panel title={t('webhooks.list.title')}>
        <WebhooksTable
          centerId={centerId}
          webhooks={webhooks.data}
          selectedId={shown?.id ?? null}
          onEdit={chosen.edit}
          onShowDeliveries={chosen.show}
          onIssued={setIssued}
        />
      </Panel>
      {shown && <Deliveries key={shown.id} centerId={centerId} webhook={shown} />}
      <WebhookForm
        key={editing?.id ?? 'new'}
        centerId={centerId}
        webhook={editing}
        onCreated={setIssued}
        onDone={chosen.stopEditing}
      />
    </>
  );
}

export default function WebhooksScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('webhooks.title')}</h1>
      <p className="hint intro">{t('webhooks.intro')}</p>
      <CenterScope>{(centerId) => <WebhooksWork centerId={centerId} />}</CenterScope>
    </div>
  );
}
