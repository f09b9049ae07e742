// WELCOME (spec 6.1): account created; setup link to /auth/activate (7 days); bullets per role group.
import { greeting, type MailContext, oneTimeLinkNote } from '../context';
import type { MailBlock, MailContent } from '../layout';
import { roleLabel, type WelcomeGroup, welcomeGroupOf } from '../roles';
import { ACCOUNT_FOOTER, ASK_ADMIN } from './footers';

export interface WelcomeMail {
  templateId: 'WELCOME';
  recipientName: string;
  /** the user's role; decides the bullets */
  role: string;
  /** the setup token (purpose `setup`) */
  token: string;
  centerName?: string | null;
  /** the address to sign in with */
  loginEmail?: string | null;
}

/** What each role group can do, as the welcome mail lists it. */
export const WELCOME_BULLETS: Record<WelcomeGroup, string[]> = {
  admin: [
    'Benutzerinnen und Benutzer anlegen, Rollen vergeben und Zugänge verwalten',
    'Center-Einstellungen, Module und Integrationen pflegen',
    'alle Inhalte, Freigaben und Auswertungen Ihres Bereichs im Blick behalten',
  ],
  editorial: [
    'News, Events, Angebote und Jobs erstellen und pflegen',
    'Social-Media-Beiträge vorbereiten und zur Freigabe einreichen',
    'Seiten und Inhalte der Center-Website aktualisieren',
  ],
  'center-manager-app': [
    'die Aufgaben und Meldungen Ihres Centers bearbeiten',
    'Informationen zu Flächen, Technik und Ansprechpartnern nachschlagen',
    'Vorgänge und Termine Ihres Objekts im Blick behalten',
  ],
  'read-only': [
    'Dashboards, Berichte und Auswertungen ansehen',
    'Inhalte und Einstellungen einsehen, ohne etwas zu verändern',
  ],
};

const MANAGER_APP_POINTER =
  'Für unterwegs gibt es die Center-Manager-App. Sie melden sich dort mit derselben E-Mail-Adresse und demselben Passwort an wie im Dashboard.';

export function welcome(input: WelcomeMail, ctx: MailContext): MailContent {
  const group = welcomeGroupOf(input.role);
  const rows: [string, string][] = [['Rolle', roleLabel(input.role)]];
  if (input.centerName) rows.push(['Center', input.centerName]);
  if (input.loginEmail) rows.push(['Anmeldung mit', input.loginEmail]);
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: greeting(input.recipientName) },
    { type: 'paragraph', text: 'willkommen bei der Center Platform! Für Sie wurde ein Konto angelegt.' },
    { type: 'details', rows },
    { type: 'paragraph', text: 'Mit Ihrem Zugang können Sie:' },
    { type: 'list', items: WELCOME_BULLETS[group] },
  ];
  if (group === 'center-manager-app') blocks.push({ type: 'paragraph', text: MANAGER_APP_POINTER });
  blocks.push(
    { type: 'paragraph', text: 'Legen Sie zuerst Ihr Passwort fest, damit aktivieren Sie Ihr Konto:' },
    { type: 'button', label: 'Passwort festlegen', url: ctx.tokenUrl('setup', input.token) },
    {
      type: 'note',
      text: `${oneTimeLinkNote('setup')} Ist er abgelaufen, bitten Sie die Person, die Ihr Konto angelegt hat, um einen neuen Link.`,
    },
    { type: 'paragraph', text: ASK_ADMIN },
  );
  return {
    subject: 'Willkommen bei der Center Platform',
    heading: 'Willkommen bei der Center Platform',
    blocks,
    footer: ACCOUNT_FOOTER,
  };
}
