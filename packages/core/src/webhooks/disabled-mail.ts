import type { AccountServices } from '../accounts/account-services';
import { worksOnCenter } from '../accounts/center-staff';
import { createMailContext, formatDateTime } from '../mail/context';
import { renderContent } from '../mail/templates';

// The mail when a webhook was disabled after repeated failure: to the active admins and managers of its center (who
// may enable it again) and to whoever made it.

export const WEBHOOK_DISABLED_TEMPLATE_ID = 'WEBHOOK_DISABLED';
/** the dashboard screen of the webhooks */
export const WEBHOOKS_PAGE = '/dashboard/webhooks';

const RECIPIENT_ROLES = ['CENTER_ADMIN', 'CENTER_MANAGER'] as const;

export async function mailWebhookDisabled(services: AccountServices, subscriptionId: string) {
  const { db } = services;
  const subscription = await db
    .selectFrom('webhookSubscriptions')
    .innerJoin('centers', 'centers.id', 'webhookSubscriptions.centerId')
    .select([
      'webhookSubscriptions.url',
      'webhookSubscriptions.centerId',
      'webhookSubscriptions.createdBy',
      'webhookSubscriptions.disabledReason',
      'webhookSubscriptions.disabledAt',
      'centers.name as centerName',
    ])
    .where('webhookSubscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
  if (!subscription) return { sent: 0 };
  const recipients = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('isActive', '=', true)
    .where((eb) =>
      eb.or([
        eb.and([worksOnCenter(subscription.centerId)(eb), eb('role', 'in', RECIPIENT_ROLES)]),
        ...(subscription.createdBy ? [eb('id', '=', subscription.createdBy)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  if (!recipients.length) return { sent: 0 };
  const ctx = createMailContext(services.baseUrl);
  const rendered = renderContent(WEBHOOK_DISABLED_TEMPLATE_ID, {
    subject: `Webhook deaktiviert: ${subscription.centerName}`,
    heading: 'Ein Webhook wurde deaktiviert',
    blocks: [
      { type: 'paragraph', text: 'Guten Tag,' },
      {
        type: 'paragraph',
        text: `die Center Platform konnte Änderungen von ${subscription.centerName} wiederholt nicht an diesen Webhook zustellen und sendet ihm vorerst nichts mehr. Prüfen Sie die Adresse und das Protokoll der Zustellungen und aktivieren Sie ihn danach wieder.`,
      },
      {
        type: 'details',
        rows: [
          ['Adresse', subscription.url],
          ['Grund', subscription.disabledReason ?? ''],
          ['Deaktiviert', formatDateTime(subscription.disabledAt ?? new Date())],
        ],
      },
      { type: 'button', label: 'Zu den Webhooks', url: ctx.url(WEBHOOKS_PAGE) },
    ],
    footer: ['Diese E-Mail wurde automatisch von der Center Platform versendet.'],
  });
  const results = await services.mailer.sendBatch(
    recipients.map((user) => ({ to: user.email, userId: user.id, centerId: subscription.centerId, rendered })),
  );
  return { sent: results.filter((result) => result.ok).length };
}
