// The one message catalogue of the dashboard (German default, English switchable) and the tiny hook that
// reads it. Components take every visible string from here: `const { t } = useI18n(); t('users.title')`.
// Placeholders are written `{name}` and filled from the second argument of `t`.
import { useCallback, useSyncExternalStore } from 'react';

export type Lang = 'de' | 'en';
export const LANGUAGES: readonly Lang[] = ['de', 'en'];

const de = {
  'app.name': 'Center Platform',
  'lang.label': 'Sprache',
  'lang.de': 'Deutsch',
  'lang.en': 'English',

  'common.loading': 'Wird geladen …',
  'common.save': 'Speichern',
  'common.saving': 'Wird gespeichert …',
  'common.cancel': 'Abbrechen',
  'common.retry': 'Erneut versuchen',
  'common.reload': 'Seite neu laden',
  'common.required': 'Pflichtfeld',
  'common.unknownError': 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  'common.inputError': 'Bitte prüfen Sie Ihre Eingaben.',
  'common.networkError': 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  'common.tooManyRequests': 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',

  'footer.version': 'Version {version}',
  'footer.copyright': '© {year} Center Platform',

  'auth.email': 'E-Mail-Adresse',
  'auth.password': 'Passwort',
  'auth.backToSignIn': 'Zurück zur Anmeldung',
  'signIn.title': 'Anmelden',
  'signIn.submit': 'Anmelden',
  'signIn.busy': 'Anmeldung läuft …',
  'signIn.forgot': 'Passwort vergessen?',
  'signIn.message.account-activated': 'Ihr Konto ist aktiviert. Bitte melden Sie sich an.',
  'signIn.message.password-reset-success':
    'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  'signIn.message.account-unlocked': 'Ihr Konto ist entsperrt. Bitte melden Sie sich an.',
  'signIn.message.signed-out': 'Sie haben sich abgemeldet.',
  'signIn.message.session-ended': 'Bitte melden Sie sich an, um fortzufahren.',
  'forgot.title': 'Passwort vergessen',
  'forgot.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können (24 Stunden gültig).',
  'forgot.submit': 'Link senden',
  'forgot.busy': 'Wird gesendet …',
  'forgot.sent':
    'Wenn zu dieser E-Mail-Adresse ein Konto besteht, ist ein Link zum Zurücksetzen unterwegs. Bitte prüfen Sie Ihr Postfach.',

  'link.checking': 'Der Link wird geprüft …',
  'link.TOKEN_INVALID':
    'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
  'link.TOKEN_WRONG_TYPE': 'Dieser Link ist für einen anderen Zweck bestimmt.',
  'link.TOKEN_USED': 'Dieser Link wurde bereits verwendet.',
  'link.TOKEN_EXPIRED': 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  'link.requestNew': 'Neuen Link anfordern',
  'activate.title': 'Konto aktivieren',
  'activate.intro': 'Legen Sie Ihr Passwort fest, um Ihr Konto zu aktivieren.',
  'activate.submit': 'Passwort festlegen',
  'reset.title': 'Neues Passwort festlegen',
  'reset.intro': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'reset.submit': 'Passwort speichern',
  'unlock.title': 'Konto entsperren',
  'unlock.intro':
    'Ihr Konto wurde nach mehreren fehlgeschlagenen Anmeldeversuchen gesperrt. Hier heben Sie die Sperre auf.',
  'unlock.submit': 'Konto entsperren',
  'verifyAlias.title': 'Weiterleitung bestätigen',
  'verifyAlias.intro': 'Bestätigen Sie, dass E-Mails an diese Adresse weitergeleitet werden dürfen.',
  'verifyAlias.submit': 'Weiterleitung bestätigen',
  'verifyAlias.done': 'Die Weiterleitung von {alias} an {target} ist bestätigt. Sie können dieses Fenster schließen.',
  'link.busy': 'Wird gesendet …',

  'password.new': 'Neues Passwort',
  'password.repeat': 'Neues Passwort wiederholen',
  'password.current': 'Aktuelles Passwort',
  'password.hint': 'Mindestens 12 Zeichen. Die E-Mail-Adresse darf nicht darin vorkommen.',
  'password.tooShort': 'Das Passwort braucht mindestens 12 Zeichen.',
  'password.mismatch': 'Die beiden Passwörter stimmen nicht überein.',

  'layout.skip': 'Zum Inhalt springen',
  'layout.nav': 'Hauptnavigation',
  'layout.signOut': 'Abmelden',
  'layout.signingOut': 'Abmeldung läuft …',
  'layout.user': 'Angemeldet als {name} ({role})',
  'layout.noAccess': 'Für diesen Bereich fehlt Ihnen die Berechtigung, oder sein Modul ist ausgeschaltet.',
  'layout.notFound': 'Diese Seite gibt es nicht.',
  'layout.toHome': 'Zur Übersicht',
  'layout.loadFailed': 'Dieser Bereich konnte nicht geladen werden.',

  'nav.home': 'Übersicht',
  'nav.profile': 'Mein Profil',
  'nav.users': 'Benutzer',
  'nav.mailAliases': 'Mail-Weiterleitungen',

  'area.dashboard': 'Dashboard',
  'area.editorial': 'Redaktion und Inhalte',
  'area.social': 'Social Media',
  'area.property': 'Immobilie',
  'area.center-website': 'Center-Website',
  'area.digital-apps-hardware': 'Digitale Apps und Hardware',
  'area.plugin-integration': 'Plugin-Integration',
  'area.organization-center': 'Organisation und Center',
  'area.marketing': 'Marketing',
  'area.finance': 'Finanzen',
  'area.analytics': 'Analysen',
  'area.community': 'Community',
  'area.center-manager-app': 'Center-Manager-App',
  'area.integrations': 'Integrationen',
  'area.integration-credentials': 'Zugangsdaten der Integrationen',
  'area.system': 'System',
  'area.users': 'Benutzerverwaltung',

  'role.SUPER_ADMIN': 'Super-Admin',
  'role.CENTER_ADMIN': 'Center-Admin',
  'role.ORG_MARKETING_MANAGER': 'Marketing-Manager (Organisation)',
  'role.CONTENT_EDITOR': 'Redakteur',
  'role.AGENCY_CONTENT_EDITOR': 'Agentur-Redakteur',
  'role.CENTER_MANAGER': 'Center-Manager',
  'role.CM_ASSISTANT': 'Center-Manager-Assistenz',
  'role.FACILITY_MANAGER': 'Facility-Manager',
  'role.FACILITY_TECHNICIAN': 'Facility-Techniker',
  'role.FACILITY_ASSISTANT': 'Facility-Assistenz',
  'role.TENANT': 'Mieter',
  'role.VIEWER': 'Nur lesen',
  'role.FINANCE_MANAGER': 'Finanz-Manager',
  'role.ANALYTICS_VIEWER': 'Analysen lesen',

  'home.greeting': 'Guten Tag, {name}!',
  'home.intro': 'Willkommen im Dashboard. Links finden Sie die Bereiche, die Ihre Rolle nutzen kann.',
  'home.email': 'E-Mail-Adresse',
  'home.role': 'Rolle',
  'home.center': 'Center der Sitzung',
  'home.noCenter': 'Keines (plattformweit)',

  'users.title': 'Benutzer',
  'users.caption.all': 'Alle Benutzer',
  'users.caption.center': 'Benutzer Ihres Centers',
  'users.empty': 'Es gibt noch keine Benutzer.',
  'users.col.name': 'Name',
  'users.col.email': 'E-Mail-Adresse',
  'users.col.role': 'Rolle',
  'users.col.status': 'Status',
  'users.col.actions': 'Aktionen',
  'users.you': '(Sie)',
  'users.status.active': 'Aktiv',
  'users.status.inactive': 'Deaktiviert',
  'users.status.locked': 'Gesperrt bis {time}',
  'users.roleOf': 'Rolle von {name}',
  'users.deactivate': '{name} deaktivieren',
  'users.reactivate': '{name} reaktivieren',
  'users.sendReset': 'Reset-Link an {name} senden',
  'users.delete': '{name} löschen',
  'users.action.deactivate': 'Deaktivieren',
  'users.action.reactivate': 'Reaktivieren',
  'users.action.sendReset': 'Reset-Link senden',
  'users.action.delete': 'Löschen',
  'users.selfHint': 'Ihre eigene Rolle, Ihren Status und Ihr eigenes Konto ändern Sie hier nicht.',
  'users.roleChanged': 'Die Rolle von {name} ist jetzt „{role}“. Die Person wird per E-Mail informiert.',
  'users.deactivated': '{name} ist deaktiviert. Alle Sitzungen der Person sind beendet.',
  'users.reactivated': '{name} ist wieder aktiv.',
  'users.deleted': '{name} wurde gelöscht.',
  'users.resetSent': 'Ein Link zum Zurücksetzen des Passworts (24 Stunden gültig) ist an {email} unterwegs.',
  'users.mailFailed': 'Die Änderung ist gespeichert, aber die E-Mail an {email} konnte nicht gesendet werden.',
  'users.deleteConfirm.title': 'Benutzer löschen?',
  'users.deleteConfirm.body':
    '{name} ({email}) wird endgültig gelöscht. Die Person wird per E-Mail informiert. Das lässt sich nicht rückgängig machen.',
  'users.deleteConfirm.confirm': 'Endgültig löschen',
  'users.create.title': 'Benutzer anlegen',
  'users.create.intro':
    'Die Person erhält eine E-Mail mit einem Link (7 Tage gültig), über den sie ihr Passwort selbst festlegt.',
  'users.create.name': 'Name',
  'users.create.email': 'E-Mail-Adresse',
  'users.create.role': 'Rolle',
  'users.create.center': 'Center',
  'users.create.center.session': 'Center meiner Sitzung',
  'users.create.center.none': 'Kein Center (plattformweit)',
  'users.create.invite': 'Als persönliche Einladung senden (statt der Willkommens-E-Mail)',
  'users.create.submit': 'Benutzer anlegen',
  'users.create.busy': 'Wird angelegt …',
  'users.created': 'Benutzer {email} ist angelegt. Die E-Mail mit dem Aktivierungslink ist verschickt.',
  'users.createdNoMail':
    'Achtung: Benutzer {email} ist angelegt, aber die E-Mail mit dem Aktivierungslink konnte nicht gesendet werden. Senden Sie später über „Reset-Link senden“ einen neuen Link.',

  'profile.title': 'Mein Profil',
  'profile.password.title': 'Passwort ändern',
  'profile.password.submit': 'Passwort ändern',
  'profile.password.done': 'Ihr Passwort ist geändert. Ihre anderen Sitzungen wurden beendet.',
  'profile.digest.title': 'Tägliche Zusammenfassung',
  'profile.digest.intro':
    'Höchstens eine E-Mail pro Tag, und nur wenn es etwas zu berichten gibt. Sicherheits-E-Mails kommen immer sofort.',
  'profile.digest.enabled': 'Tägliche Zusammenfassung per E-Mail erhalten',
  'profile.digest.hour': 'Uhrzeit (Zeitzone Europe/Berlin)',
  'profile.digest.hourOption': '{hour}:00 Uhr',
  'profile.digest.saved': 'Ihre Einstellungen sind gespeichert.',

  'aliases.title': 'Mail-Weiterleitungen',
  'aliases.intro':
    'Leiten Sie E-Mails an eine Adresse Ihres Centers an eine andere Adresse weiter. Ein externes Ziel muss die Weiterleitung über einen Link bestätigen (7 Tage gültig).',
  'aliases.noCenter': 'Diese Funktion wirkt auf das Center Ihrer Sitzung. Ihrer Sitzung ist kein Center zugeordnet.',
  'aliases.create.title': 'Weiterleitung anlegen',
  'aliases.alias': 'Weiterleitungsadresse',
  'aliases.aliasHint': 'Die Adresse, an die E-Mails geschickt werden, z. B. info@ihr-center.de',
  'aliases.target': 'Zieladresse',
  'aliases.targetHint': 'Wohin die E-Mails weitergeleitet werden.',
  'aliases.submit': 'Weiterleitung anlegen',
  'aliases.busy': 'Wird angelegt …',
  'aliases.createdPending': 'Die Weiterleitung ist angelegt. Die Bestätigungs-E-Mail an {target} ist verschickt.',
  'aliases.createdVerified': 'Die Weiterleitung ist angelegt und sofort aktiv (Ziel im Center-Bereich).',
  'aliases.mailFailed':
    'Achtung: Die Bestätigungs-E-Mail an {target} konnte nicht gesendet werden. Versuchen Sie es mit „Bestätigung erneut senden“.',
  'aliases.session.title': 'Bei diesem Besuch angelegt',
  'aliases.session.caption': 'Weiterleitungen, die Sie bei diesem Besuch angelegt haben',
  'aliases.col.alias': 'Weiterleitungsadresse',
  'aliases.col.target': 'Zieladresse',
  'aliases.col.status': 'Status',
  'aliases.col.actions': 'Aktionen',
  'aliases.status.pending': 'Wartet auf Bestätigung',
  'aliases.status.verified': 'Bestätigt',
  'aliases.resend': 'Bestätigung an {target} erneut senden',
  'aliases.action.resend': 'Bestätigung erneut senden',
  'aliases.resent': 'Die Bestätigungs-E-Mail an {target} ist erneut verschickt.',
  'aliases.alreadyVerified': 'Die Weiterleitung an {target} ist bereits bestätigt.',

  'error.INVALID_CREDENTIALS': 'E-Mail-Adresse oder Passwort ist falsch, oder das Konto ist gesperrt.',
  'error.WEAK_PASSWORD':
    'Dieses Passwort ist nicht erlaubt: Es braucht 12 bis 128 Zeichen und darf die E-Mail-Adresse nicht enthalten.',
  'error.WRONG_PASSWORD': 'Das aktuelle Passwort ist falsch.',
  'error.EMAIL_TAKEN': 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.',
  'error.SELF_CHANGE': 'Ihre eigene Rolle, Ihren Status und Ihr eigenes Konto können Sie nicht ändern.',
  'error.FORBIDDEN_USER': 'Sie dürfen nur die Benutzer Ihres eigenen Centers verwalten.',
  'error.UNKNOWN_ROLE': 'Diese Rolle gibt es nicht.',
  'error.USER_NOT_FOUND': 'Diesen Benutzer gibt es nicht mehr.',
  'error.ALIAS_EXISTS': 'Diese Weiterleitung gibt es bereits.',
  'error.ALIAS_NOT_FOUND': 'Diese Weiterleitung gibt es nicht.',
  'error.CENTER_NOT_FOUND': 'Dieses Center gibt es nicht.',
  'error.FORBIDDEN_CENTER': 'Diese Funktion ist auf das Center Ihrer Sitzung beschränkt.',
  'error.FORBIDDEN_ROLE': 'Ihre Rolle hat keinen Zugriff auf diese Funktion.',
  'error.MODULE_DISABLED': 'Das Modul dieser Funktion ist für Ihre Rolle ausgeschaltet.',
  'error.UNAUTHENTICATED': 'Bitte melden Sie sich an.',
} as const;

export type MessageKey = keyof typeof de;
type Catalogue = Record<MessageKey, string>;

const en: Catalogue = {
  'app.name': 'Center Platform',
  'lang.label': 'Language',
  'lang.de': 'Deutsch',
  'lang.en': 'English',

  'common.loading': 'Loading …',
  'common.save': 'Save',
  'common.saving': 'Saving …',
  'common.cancel': 'Cancel',
  'common.retry': 'Try again',
  'common.reload': 'Reload the page',
  'common.required': 'Required',
  'common.unknownError': 'That did not work. Please try again.',
  'common.inputError': 'Please check your input.',
  'common.networkError': 'The server cannot be reached. Please check your connection.',
  'common.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',

  'footer.version': 'Version {version}',
  'footer.copyright': '© {year} Center Platform',

  'auth.email': 'E-mail address',
  'auth.password': 'Password',
  'auth.backToSignIn': 'Back to sign-in',
  'signIn.title': 'Sign in',
  'signIn.submit': 'Sign in',
  'signIn.busy': 'Signing in …',
  'signIn.forgot': 'Forgot your password?',
  'signIn.message.account-activated': 'Your account is activated. Please sign in.',
  'signIn.message.password-reset-success': 'Your password has been changed. Please sign in with the new password.',
  'signIn.message.account-unlocked': 'Your account is unlocked. Please sign in.',
  'signIn.message.signed-out': 'You have signed out.',
  'signIn.message.session-ended': 'Please sign in to continue.',
  'forgot.title': 'Forgot password',
  'forgot.intro':
    'Enter the e-mail address of your account. We will send you a link to set a new password (valid for 24 hours).',
  'forgot.submit': 'Send link',
  'forgot.busy': 'Sending …',
  'forgot.sent': 'If an account exists for this e-mail address, a reset link is on its way. Please check your inbox.',

  'link.checking': 'Checking the link …',
  'link.TOKEN_INVALID': 'This link is not valid. Please check that you copied it completely from the e-mail.',
  'link.TOKEN_WRONG_TYPE': 'This link is meant for another purpose.',
  'link.TOKEN_USED': 'This link has already been used.',
  'link.TOKEN_EXPIRED': 'This link has expired. Please request a new one.',
  'link.requestNew': 'Request a new link',
  'activate.title': 'Activate account',
  'activate.intro': 'Set your password to activate your account.',
  'activate.submit': 'Set password',
  'reset.title': 'Set a new password',
  'reset.intro': 'Choose a new password for your account.',
  'reset.submit': 'Save password',
  'unlock.title': 'Unlock account',
  'unlock.intro': 'Your account was locked after several failed sign-in attempts. Lift the lock here.',
  'unlock.submit': 'Unlock account',
  'verifyAlias.title': 'Confirm forwarding',
  'verifyAlias.intro': 'Confirm that e-mails may be forwarded to this address.',
  'verifyAlias.submit': 'Confirm forwarding',
  'verifyAlias.done': 'Forwarding from {alias} to {target} is confirmed. You can close this window.',
  'link.busy': 'Sending …',

  'password.new': 'New password',
  'password.repeat': 'Repeat the new password',
  'password.current': 'Current password',
  'password.hint': 'At least 12 characters. It must not contain your e-mail address.',
  'password.tooShort': 'The password needs at least 12 characters.',
  'password.mismatch': 'The two passwords do not match.',

  'layout.skip': 'Skip to content',
  'layout.nav': 'Main navigation',
  'layout.signOut': 'Sign out',
  'layout.signingOut': 'Signing out …',
  'layout.user': 'Signed in as {name} ({role})',
  'layout.noAccess': 'You do not have access to this area, or its module is switched off.',
  'layout.notFound': 'This page does not exist.',
  'layout.toHome': 'Go to the overview',
  'layout.loadFailed': 'This area could not be loaded.',

  'nav.home': 'Overview',
  'nav.profile': 'My profile',
  'nav.users': 'Users',
  'nav.mailAliases': 'Mail forwarding',

  'area.dashboard': 'Dashboard',
  'area.editorial': 'Editorial flow and content',
  'area.social': 'Social',
  'area.property': 'Property',
  'area.center-website': 'Center website',
  'area.digital-apps-hardware': 'Digital apps and hardware',
  'area.plugin-integration': 'Plugin integration',
  'area.organization-center': 'Organization and center',
  'area.marketing': 'Marketing',
  'area.finance': 'Finance',
  'area.analytics': 'Analytics',
  'area.community': 'Community',
  'area.center-manager-app': 'Center manager app',
  'area.integrations': 'Integrations',
  'area.integration-credentials': 'Integration credentials',
  'area.system': 'System',
  'area.users': 'User management',

  'role.SUPER_ADMIN': 'Super admin',
  'role.CENTER_ADMIN': 'Center admin',
  'role.ORG_MARKETING_MANAGER': 'Marketing manager (organization)',
  'role.CONTENT_EDITOR': 'Content editor',
  'role.AGENCY_CONTENT_EDITOR': 'Agency content editor',
  'role.CENTER_MANAGER': 'Center manager',
  'role.CM_ASSISTANT': 'Center manager assistant',
  'role.FACILITY_MANAGER': 'Facility manager',
  'role.FACILITY_TECHNICIAN': 'Facility technician',
  'role.FACILITY_ASSISTANT': 'Facility assistant',
  'role.TENANT': 'Tenant',
  'role.VIEWER': 'Viewer',
  'role.FINANCE_MANAGER': 'Finance manager',
  'role.ANALYTICS_VIEWER': 'Analytics viewer',

  'home.greeting': 'Hello, {name}!',
  'home.intro': 'Welcome to the dashboard. The navigation lists the areas your role works with.',
  'home.email': 'E-mail address',
  'home.role': 'Role',
  'home.center': 'Center of the session',
  'home.noCenter': 'None (platform-wide)',

  'users.title': 'Users',
  'users.caption.all': 'All users',
  'users.caption.center': 'Users of your center',
  'users.empty': 'There are no users yet.',
  'users.col.name': 'Name',
  'users.col.email': 'E-mail address',
  'users.col.role': 'Role',
  'users.col.status': 'Status',
  'users.col.actions': 'Actions',
  'users.you': '(you)',
  'users.status.active': 'Active',
  'users.status.inactive': 'Deactivated',
  'users.status.locked': 'Locked until {time}',
  'users.roleOf': 'Role of {name}',
  'users.deactivate': 'Deactivate {name}',
  'users.reactivate': 'Reactivate {name}',
  'users.sendReset': 'Send reset link to {name}',
  'users.delete': 'Delete {name}',
  'users.action.deactivate': 'Deactivate',
  'users.action.reactivate': 'Reactivate',
  'users.action.sendReset': 'Send reset link',
  'users.action.delete': 'Delete',
  'users.selfHint': 'You do not change your own role, status or account here.',
  'users.roleChanged': 'The role of {name} is now “{role}”. They are informed by e-mail.',
  'users.deactivated': '{name} is deactivated. All their sessions have ended.',
  'users.reactivated': '{name} is active again.',
  'users.deleted': '{name} has been deleted.',
  'users.resetSent': 'A password reset link (valid for 24 hours) is on its way to {email}.',
  'users.mailFailed': 'The change is saved, but the e-mail to {email} could not be sent.',
  'users.deleteConfirm.title': 'Delete user?',
  'users.deleteConfirm.body':
    '{name} ({email}) will be deleted for good. They are informed by e-mail. This cannot be undone.',
  'users.deleteConfirm.confirm': 'Delete for good',
  'users.create.title': 'Create user',
  'users.create.intro': 'The person receives an e-mail with a link (valid for 7 days) to set their own password.',
  'users.create.name': 'Name',
  'users.create.email': 'E-mail address',
  'users.create.role': 'Role',
  'users.create.center': 'Center',
  'users.create.center.session': 'The center of my session',
  'users.create.center.none': 'No center (platform-wide)',
  'users.create.invite': 'Send as a personal invitation (instead of the welcome e-mail)',
  'users.create.submit': 'Create user',
  'users.create.busy': 'Creating …',
  'users.created': 'User {email} is created. The e-mail with the activation link has been sent.',
  'users.createdNoMail':
    'Warning: user {email} is created, but the e-mail with the activation link could not be sent. Use “Send reset link” later to send a new link.',

  'profile.title': 'My profile',
  'profile.password.title': 'Change password',
  'profile.password.submit': 'Change password',
  'profile.password.done': 'Your password is changed. Your other sessions have ended.',
  'profile.digest.title': 'Daily digest',
  'profile.digest.intro':
    'At most one e-mail a day, and only when there is something to report. Security e-mails always arrive at once.',
  'profile.digest.enabled': 'Receive a daily digest by e-mail',
  'profile.digest.hour': 'Time (time zone Europe/Berlin)',
  'profile.digest.hourOption': '{hour}:00',
  'profile.digest.saved': 'Your settings are saved.',

  'aliases.title': 'Mail forwarding',
  'aliases.intro':
    'Forward e-mails sent to an address of your center to another address. An external target must confirm the forwarding with a link (valid for 7 days).',
  'aliases.noCenter': 'This function acts on the center of your session. Your session has no center.',
  'aliases.create.title': 'Create forwarding',
  'aliases.alias': 'Forwarding address',
  'aliases.aliasHint': 'The address e-mails are sent to, e.g. info@your-center.com',
  'aliases.target': 'Target address',
  'aliases.targetHint': 'Where the e-mails are forwarded to.',
  'aliases.submit': 'Create forwarding',
  'aliases.busy': 'Creating …',
  'aliases.createdPending': 'The forwarding is created. The confirmation e-mail to {target} has been sent.',
  'aliases.createdVerified': 'The forwarding is created and active at once (target within the center).',
  'aliases.mailFailed': 'Warning: the confirmation e-mail to {target} could not be sent. Try “Resend confirmation”.',
  'aliases.session.title': 'Created during this visit',
  'aliases.session.caption': 'Forwardings you created during this visit',
  'aliases.col.alias': 'Forwarding address',
  'aliases.col.target': 'Target address',
  'aliases.col.status': 'Status',
  'aliases.col.actions': 'Actions',
  'aliases.status.pending': 'Awaiting confirmation',
  'aliases.status.verified': 'Confirmed',
  'aliases.resend': 'Resend confirmation to {target}',
  'aliases.action.resend': 'Resend confirmation',
  'aliases.resent': 'The confirmation e-mail to {target} has been sent again.',
  'aliases.alreadyVerified': 'The forwarding to {target} is already confirmed.',

  'error.INVALID_CREDENTIALS': 'The e-mail address or password is wrong, or the account is locked.',
  'error.WEAK_PASSWORD':
    'This password is not allowed: it needs 12 to 128 characters and must not contain the e-mail address.',
  'error.WRONG_PASSWORD': 'The current password is wrong.',
  'error.EMAIL_TAKEN': 'A user with this e-mail address already exists.',
  'error.SELF_CHANGE': 'You cannot change your own role, status or account.',
  'error.FORBIDDEN_USER': 'You may manage only the users of your own center.',
  'error.UNKNOWN_ROLE': 'This role does not exist.',
  'error.USER_NOT_FOUND': 'This user no longer exists.',
  'error.ALIAS_EXISTS': 'This forwarding already exists.',
  'error.ALIAS_NOT_FOUND': 'This forwarding does not exist.',
  'error.CENTER_NOT_FOUND': 'This center does not exist.',
  'error.FORBIDDEN_CENTER': 'This function is limited to the center of your session.',
  'error.FORBIDDEN_ROLE': 'Your role has no access to this function.',
  'error.MODULE_DISABLED': 'The module of this function is switched off for your role.',
  'error.UNAUTHENTICATED': 'Please sign in.',
};

export const CATALOGUE: Record<Lang, Catalogue> = { de, en };

export type MessageVars = Record<string, string | number>;

/** The message of `key` in `lang` with its `{placeholders}` filled. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const text = CATALOGUE[lang][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(de, key);
}

// The chosen language lives in one module-level store (kept in localStorage), so no provider is needed.
const STORAGE_KEY = 'center-platform.lang';
const listeners = new Set<() => void>();

function initialLanguage(): Lang {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

let current: Lang = initialLanguage();

export function getLanguage(): Lang {
  return current;
}

export function setLanguage(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** The current language, a way to change it, and `t` for the messages of the catalogue. */
export function useI18n(): { lang: Lang; setLanguage: (lang: Lang) => void; t: Translate } {
  const lang = useSyncExternalStore(subscribe, getLanguage, () => 'de' as const);
  const t = useCallback<Translate>((key, vars) => translate(lang, key, vars), [lang]);
  return { lang, setLanguage, t };
}

/** Date and time in the reader's language (the platform's time zone). */
export function formatDateTime(lang: Lang, value: string | Date): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
