// EMAIL_DIGEST (spec 6.1, 6.2): the daily summary; links to the dashboard and the notification settings.
import { formatDate, greeting, MAIL_PAGES, type MailContext } from '../context';
import type { MailBlock, MailContent } from '../layout';

/** A bell notification the digest reports (6.2 kinds). */
export interface DigestItem {
  kind: 'social_review_approved' | 'social_new_comment';
  title: string;
  body?: string | null;
  /** a dashboard path or an absolute URL */
  link?: string | null;
}

export interface EmailDigestMail {
  templateId: 'EMAIL_DIGEST';
  recipientName: string;
  items: DigestItem[];
  /** open social approvals */
  openApprovals: number;
  /** social workflow drafts */
  workflowDrafts: number;
  /** the day the digest covers (shown in Europe/Berlin) */
  date?: Date | null;
}

const SECTIONS: { kind: DigestItem['kind']; title: string }[] = [
  { kind: 'social_review_approved', title: 'Freigegebene Beiträge' },
  { kind: 'social_new_comment', title: 'Neue Kommentare' },
];

export function emailDigest(input: EmailDigestMail, ctx: MailContext): MailContent {
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: greeting(input.recipientName) },
    { type: 'paragraph', text: 'hier ist Ihre Zusammenfassung aus der Center Platform.' },
  ];
  for (const section of SECTIONS) {
    const items = input.items.filter((item) => item.kind === section.kind);
    if (!items.length) continue;
    blocks.push(
      { type: 'paragraph', text: `${section.title} (${items.length}):` },
      {
        type: 'list',
        items: items.map((item) => ({
          text: item.body ? `${item.title}: ${item.body}` : item.title,
          url: item.link ? ctx.url(item.link) : null,
        })),
      },
    );
  }
  blocks.push(
    {
      type: 'details',
      rows: [
        ['Offene Freigaben', String(input.openApprovals)],
        ['Entwürfe im Workflow', String(input.workflowDrafts)],
      ],
    },
    { type: 'button', label: 'Zum Dashboard', url: ctx.url(MAIL_PAGES.dashboard) },
    {
      type: 'link',
      label: 'Zusammenfassung abbestellen oder Uhrzeit ändern',
      url: ctx.url(MAIL_PAGES.notificationSettings),
    },
  );
  const day = input.date ? ` vom ${formatDate(input.date)}` : '';
  return {
    subject: `Ihre tägliche Zusammenfassung${day}`,
    heading: `Ihre tägliche Zusammenfassung${day}`,
    blocks,
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      'Sie erhalten sie, weil Sie die tägliche Zusammenfassung in Ihren Benachrichtigungseinstellungen aktiviert haben.',
    ],
  };
}
