// CLIENT_REPORT_AVAILABLE (spec 6.1): a monthly report is ready; read-only share link for an external recipient.
import { formatDate, formatMonth, greeting, type MailContext, subjectLine } from '../context';
import type { MailContent } from '../layout';

export interface ClientReportAvailableMail {
  templateId: 'CLIENT_REPORT_AVAILABLE';
  /** external recipients may have no name on file */
  recipientName?: string | null;
  centerName: string;
  /** "2026-03" (or a date of that month) */
  reportMonth: string;
  /** the read-only share link (absolute, or a path of this platform) */
  shareUrl: string;
  shareExpiresAt?: Date | null;
}

export function clientReportAvailable(input: ClientReportAvailableMail, ctx: MailContext): MailContent {
  const month = formatMonth(input.reportMonth);
  return {
    subject: subjectLine(`Monatsbericht ${month} für ${input.centerName}`),
    heading: `Ihr Monatsbericht ${month} ist da`,
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      { type: 'paragraph', text: `der Monatsbericht ${month} für ${input.centerName} ist fertig.` },
      {
        type: 'paragraph',
        text: 'Über den folgenden Link können Sie den Bericht ansehen. Eine Anmeldung ist dafür nicht nötig.',
      },
      { type: 'button', label: 'Bericht ansehen', url: ctx.url(input.shareUrl) },
      {
        type: 'note',
        text: `${input.shareExpiresAt ? `Der Link ist bis zum ${formatDate(input.shareExpiresAt)} gültig. ` : ''}Bitte geben Sie ihn nur an Personen weiter, die den Bericht sehen dürfen.`,
      },
    ],
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      `Sie erhalten sie, weil Sie als Empfänger der Monatsberichte für ${input.centerName} eingetragen sind.`,
    ],
  };
}
