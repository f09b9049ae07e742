import '../center-work/center-work.css';
import '../webhooks/webhooks.css';
import { useId, useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView } from '../components/forms';
import { OneTimeKeyPanel } from '../components/OneTimeKeyPanel';
import { RowAction, RowActions } from '../components/RowActions';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { Deliveries } from '../webhooks/Deliveries';
import { kindsSummary, statusBadgeClass } from '../webhooks/logic';
import type { IssuedSecret, Webhook } from '../webhooks/types';
import { WebhookForm } from '../webhooks/WebhookForm';

// `/dashboard/webhooks` (issue 27.3): the center's webhooks. Make one (its signing secret is shown once), edit,
// disable or enable it, rotate its secret, delete it, and follow its deliveries with their log and a button to send
// one again. Everything goes through the webhooks procedures (cms-integration, center-scoped).

type Confirm = { kind: 'rotate' | 'delete'; webhook: Webhook };

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
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const update = trpc.webhooks.update.useMutation();
  const rotate = trpc.webhooks.rotateSecret.useMutation();
  const remove = trpc.webhooks.delete.useMutation();
  const refresh = () => void utils.webhooks.list.invalidate({ centerId });
  const onError = (error: unknown) => {
    setConfirm(null);
    setNotice({ kind: 'error', error });
  };

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
        onError,
      },
    );
  }

  function onConfirm() {
    if (!confirm) return;
    const { webhook } = confirm;
    const input = { centerId, webhookId: webhook.id };
    if (confirm.kind === 'rotate') {
      rotate.mutate(input, {
        onSuccess: (result) => {
          setConfirm(null);
          props.onIssued({ url: result.webhook.url, secret: result.secret });
          setNotice({ kind: 'status', text: t('webhooks.rotated') });
        },
        onError,
      });
    } else {
      remove.mutate(input, {
        onSuccess: () => {
          setConfirm(null);
          refresh();
          setNotice({ kind: 'status', text: t('webhooks.deleted') });
        },
        onError,
      });
    }
  }

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
          {props.webhooks.map((webhook) => {
            const current = webhook.id === props.selectedId;
            const active = webhook.status === 'active';
            return (
              <tr
                key={webhook.id}
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
                    onClick={() => props.onShowDeliveries(webhook)}
                  />
                  <RowAction
                    label={t('webhooks.action.edit')}
                    named={t('webhooks.action.editNamed', { url: webhook.url })}
                    onClick={() => props.onEdit(webhook)}
                  />
                  <RowAction
                    label={t(active ? 'webhooks.action.disable' : 'webhooks.action.enable')}
                    named={t(active ? 'webhooks.action.disableNamed' : 'webhooks.action.enableNamed', {
                      url: webhook.url,
                    })}
                    disabled={busy}
                    onClick={() => toggle(webhook)}
                  />
                  <RowAction
                    label={t('webhooks.action.rotate')}
                    named={t('webhooks.action.rotateNamed', { url: webhook.url })}
                    disabled={busy}
                    onClick={() => setConfirm({ kind: 'rotate', webhook })}
                  />
                  <RowAction
                    label={t('webhooks.action.delete')}
                    named={t('webhooks.action.deleteNamed', { url: webhook.url })}
                    danger
                    disabled={busy}
                    onClick={() => setConfirm({ kind: 'delete', webhook })}
                  />
                </RowActions>
              </tr>
            );
          })}
        </DataTable>
      )}
      <NoticeView notice={notice} />
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm?.kind === 'rotate' ? 'webhooks.rotateConfirm.title' : 'webhooks.deleteConfirm.title')}
        body={t(confirm?.kind === 'rotate' ? 'webhooks.rotateConfirm.body' : 'webhooks.deleteConfirm.body', {
          url: confirm?.webhook.url ?? '',
        })}
        confirmLabel={t(
          confirm?.kind === 'rotate' ? 'webhooks.rotateConfirm.confirm' : 'webhooks.deleteConfirm.confirm',
        )}
        busy={rotate.isPending || remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}

function WebhooksWork({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const id = useId();
  const webhooks = trpc.webhooks.list.useQuery({ centerId });
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (webhooks.isPending) return <Loading />;
  if (webhooks.error) return <LoadError error={webhooks.error} onRetry={() => webhooks.refetch()} />;
  const list = webhooks.data;
  const editing = list.find((webhook) => webhook.id === editingId) ?? null;
  const selected = list.find((webhook) => webhook.id === selectedId) ?? null;
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
      <section className="panel" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t('webhooks.list.title')}</h2>
        <WebhooksTable
          centerId={centerId}
          webhooks={list}
          selectedId={selected?.id ?? null}
          onEdit={(webhook) => setEditingId(webhook.id)}
          onShowDeliveries={(webhook) => setSelectedId(webhook.id)}
          onIssued={setIssued}
        />
      </section>
      {selected && <Deliveries key={selected.id} centerId={centerId} webhook={selected} />}
      <WebhookForm
        key={editing?.id ?? 'new'}
        centerId={centerId}
        webhook={editing}
        onCreated={setIssued}
        onDone={() => setEditingId(null)}
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
