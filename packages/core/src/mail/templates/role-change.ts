// ROLE_CHANGE (spec 6.1): the user's role was changed; no link.
import { greeting } from '../context';
import type { MailContent } from '../layout';
import { roleLabel } from '../roles';
import { ACCOUNT_FOOTER, ASK_ADMIN } from './footers';

export interface RoleChangeMail {
  templateId: 'ROLE_CHANGE';
  recipientName: string;
  oldRole: string;
  newRole: string;
  centerName?: string | null;
  changedByName?: string | null;
}

export function roleChange(input: RoleChangeMail): MailContent {
  const by = input.changedByName?.trim();
  const rows: [string, string][] = [
    ['Bisherige Rolle', roleLabel(input.oldRole)],
    ['Neue Rolle', roleLabel(input.newRole)],
  ];
  if (input.centerName) rows.push(['Center', input.centerName]);
  return {
    subject: 'Ihre Rolle wurde geändert',
    heading: 'Ihre Rolle wurde geändert',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      { type: 'paragraph', text: `Ihre Rolle in der Center Platform wurde${by ? ` von ${by}` : ''} geändert.` },
      { type: 'details', rows },
      {
        type: 'paragraph',
        text: 'Die Änderung gilt ab sofort. Falls Ihnen Bereiche fehlen, melden Sie sich einmal ab und wieder an.',
      },
      { type: 'paragraph', text: ASK_ADMIN },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
