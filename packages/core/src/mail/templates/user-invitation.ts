// USER_INVITATION (spec 6.1): user created with `invite: true`; setup link to /auth/activate, valid 7 days.
import { greeting, type MailContext, oneTimeLinkNote, subjectLine } from '../context';
import type { MailContent } from '../layout';
import { roleLabel } from '../roles';

export interface UserInvitationMail {
  templateId: 'USER_INVITATION';
  recipientName: string;
  /** the setup token (purpose `setup`) */
  token: string;
  invitedByName?: string | null;
  centerName?: string | null;
  role?: string | null;
}

export function userInvitation(input: UserInvitationMail, ctx: MailContext): MailContent {
  const inviter = input.invitedByName?.trim();
  const rows: [string, string][] = [];
  if (input.role) rows.push(['Rolle', roleLabel(input.role)]);
  if (input.centerName) rows.push(['Center', input.centerName]);
  return {
    subject: subjectLine(inviter ? `${inviter} lädt Sie zur Center Platform ein` : 'Einladung zur Center Platform'),
    heading: 'Einladung zur Center Platform',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: `${inviter ? `${inviter} hat Sie` : 'Sie wurden'} eingeladen, in der Center Platform mitzuarbeiten.`,
      },
      ...(rows.length ? [{ type: 'details' as const, rows }] : []),
      {
        type: 'paragraph',
        text: 'Um die Einladung anzunehmen, legen Sie ein Passwort fest. Danach können Sie sich sofort anmelden.',
      },
      { type: 'button', label: 'Einladung annehmen', url: ctx.tokenUrl('setup', input.token) },
      { type: 'note', text: oneTimeLinkNote('setup') },
      {
        type: 'paragraph',
        text: 'Falls Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.',
      },
    ],
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      'Sie erhalten sie, weil Ihre E-Mail-Adresse für ein neues Konto eingetragen wurde.',
      'Wir fragen Sie niemals per E-Mail nach Ihrem Passwort.',
    ],
  };
}
