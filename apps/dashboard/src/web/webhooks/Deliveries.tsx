// The latest deliveries of a webhook with the log of their attempts (status code, duration, error, the start of
// the answer) and a button to send one again. The list asks again every few seconds while one is queued.
import { useId, useState } from 'react';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView, StatusMessage } from '../components/forms';
import { RowAction, RowActions } from '../components/RowActions';
import { formatDateTime, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { DELIVERY_STATUS_LABELS, deliveriesPollInterval, statusBadgeClass } from './logic';
import type { Webhook, WebhookDelivery } from './types';

function AttemptLog({ delivery }: { delivery: WebhookDelivery }) {
  const { t, lang } = useI18n();
  if (delivery.log.length === 0) return <>—</>;
  return (
    <details>
      <summary>{t('webhooks.log.summary', { count: delivery.log.length })}</summary>
      <ol className="attempt-log">
        {delivery.log.map((attempt) => (
          <li key={attempt.startedAt}>
            {formatDateTime(lang, attempt.startedAt)} · {attempt.statusCode ?? t('webhooks.log.noAnswer')} ·{' '}
            {t('webhooks.log.ms', { ms: attempt.durationMs })}
            {attempt.error && <div className="hint">{attempt.error}</div>}
            {attempt.responseExcerpt && <code className="excerpt">{attempt.responseExcerpt}</code>}
          </li>
        ))}
      </ol>
    </details>
  );
}

export function Deliveries({ centerId, webhook }: { centerId: string; webhook: Webhook }) {
  const { t, lang } = useI18n();
  const id = useId();
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<Notice | null>(null);
  const deliveries = trpc.webhooks.deliveries.useQuery(
    { centerId, webhookId: webhook.id },
    { refetchInterval: (query) => deliveriesPollInterval(query.state.data) },
  );
  const redeliver = trpc.webhooks.redeliver.useMutation();
  const polling = deliveriesPollInterval(deliveries.data) !== false;

  function sendAgain(delivery: WebhookDelivery) {
    setNotice(null);
    redeliver.mutate(
      { centerId, webhookId: webhook.id, deliveryId: delivery.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('webhooks.redelivered') }),
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: () => void utils.webhooks.deliveries.invalidate({ centerId, webhookId: webhook.id }),
      },
    );
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="webhook-url">
        {t('webhooks.deliveries.title', { url: webhook.url })}
      </h2>
      {polling && <StatusMessage>{t('webhooks.deliveries.polling')}</StatusMessage>}
      {deliveries.isPending ? (
        <Loading />
      ) : deliveries.error ? (
        <LoadError error={deliveries.error} onRetry={() => deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <p>{t('webhooks.deliveries.empty')}</p>
      ) : (
        <DataTable
          caption={t('webhooks.deliveries.caption')}
          captionHidden
          headers={[
            t('webhooks.col.created'),
            t('webhooks.col.event'),
            t('webhooks.col.status'),
            t('webhooks.col.attempts'),
            t('webhooks.col.log'),
            t('webhooks.col.actions'),
          ]}
        >
          {deliveries.data.map((delivery) => {
            const data = (delivery.payload.data ?? {}) as { version?: number; kinds?: string[] };
            return (
              <tr key={delivery.id}>
                <th scope="row">{formatDateTime(lang, delivery.createdAt)}</th>
                <td>
                  {t('webhooks.event', { version: data.version ?? '—' })}
                  <div className="hint">
                    <code>{delivery.id}</code>
                  </div>
                </td>
                <td>
                  <span className={statusBadgeClass(delivery.status)}>
                    {t(DELIVERY_STATUS_LABELS[delivery.status])}
                  </span>
                  {delivery.lastStatusCode !== null && <div className="hint">HTTP {delivery.lastStatusCode}</div>}
                </td>
                <td>{delivery.attempts}</td>
                <td>
                  <AttemptLog delivery={delivery} />
                </td>
                <RowActions>
                  <RowAction
                    label={t('webhooks.action.redeliver')}
                    named={t('webhooks.action.redeliverNamed', { id: delivery.id })}
                    disabled={redeliver.isPending || delivery.status === 'queued' || webhook.status !== 'active'}
                    onClick={() => sendAgain(delivery)}
                  />
                </RowActions>
              </tr>
            );
          })}
        </DataTable>
      )}
      <NoticeView notice={notice} />
    </section>
  );
}
