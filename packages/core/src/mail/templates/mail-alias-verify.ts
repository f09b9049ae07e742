// MAIL_ALIAS_VERIFY (spec 3, 6.1): confirm an external forwarding target; link to /mail-alias/verify, valid 7 days.
import { greeting, type MailContext, oneTimeLinkNote, subjectLine } from '../context';
import type { MailContent } from '../layout';

export interface MailAliasVerifyMail {
  templateId: 'MAIL_ALIAS_VERIFY';
  /** the target is often an external address with no name on file */
  recipientName?: string | null;
  /** the alias address of the center, e.g. info@center.example */
  aliasAddress: string;
  /** the external address mail is to be forwarded to (the recipient) */
  targetAddress: string;
  centerName: string;
  /** the verification token (purpose `mail_alias_verify`) */
  token: string;
}

export function mailAliasVerify(input: MailAliasVerifyMail, ctx: MailContext): MailContent {
  return {
    subject: subjectLine(`Bitte bestätigen Sie die Weiterleitung von ${input.aliasAddress}`),
    heading: 'Weiterleitung bestätigen',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: `für ${input.centerName} sollen E-Mails an ${input.aliasAddress} an Ihre Adresse ${input.targetAddress} weitergeleitet werden.`,
      },
      {
        type: 'details',
        rows: [
          ['Adresse', input.aliasAddress],
          ['Weiterleitung an', input.targetAddress],
          ['Center', input.centerName],
        ],
      },
      {
        type: 'paragraph',
        text: 'Bitte bestätigen Sie, dass Sie diese Weiterleitung erhalten möchten. Eine Anmeldung ist dafür nicht nötig.',
      },
      { type: 'button', label: 'Weiterleitung bestätigen', url: ctx.tokenUrl('mail_alias_verify', input.token) },
      { type: 'note', text: oneTimeLinkNote('mail_alias_verify') },
      {
        type: 'paragraph',
        text: 'Wenn Sie diese Weiterleitung nicht erwarten, ignorieren Sie diese E-Mail. Ohne Bestätigung wird nichts weitergeleitet.',
      },
    ],
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      'Sie erhalten sie, weil Ihre Adresse als Ziel einer Weiterleitung eingetragen wurde.',
    ],
  };
}
