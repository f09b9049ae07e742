// Footer lines of the account mails of spec 6.1 (passwords never travel by mail, spec 5).

export const ACCOUNT_FOOTER = [
  'Diese E-Mail wurde automatisch von der Center Platform versendet.',
  'Sie erhalten sie, weil für Ihre E-Mail-Adresse ein Konto bei der Center Platform besteht.',
  'Wir fragen Sie niemals per E-Mail nach Ihrem Passwort.',
];

export const ASK_ADMIN =
  'Bei Fragen wenden Sie sich bitte an die Administration Ihres Centers oder Ihrer Organisation.';
