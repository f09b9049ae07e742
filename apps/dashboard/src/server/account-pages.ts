import { Hono } from 'hono';
import { html, raw } from 'hono/html';

// Plain server-rendered pages behind the links of the account mails (spec 4.5), so a link works in a
// browser before the dashboard's own pages exist. Each page asks the API whether its link is usable
// and says which case applies when it is not (unknown, other purpose, used, expired); nothing changes
// until the form is sent.

type Purpose = 'setup' | 'reset' | 'unlock' | 'mail_alias_verify';

const PAGES: {
  path: string;
  purpose: Purpose;
  title: string;
  action: string;
  needsPassword: boolean;
  button: string;
}[] = [
  {
    path: '/auth/activate',
    purpose: 'setup',
    title: 'Konto aktivieren',
    action: '/api/auth/activate',
    needsPassword: true,
    button: 'Passwort festlegen',
  },
  {
    path: '/auth/reset-password',
    purpose: 'reset',
    title: 'Neues Passwort',
    action: '/api/auth/reset-password',
    needsPassword: true,
    button: 'Passwort speichern',
  },
  {
    path: '/auth/unlock',
    purpose: 'unlock',
    title: 'Konto entsperren',
    action: '/api/auth/unlock',
    needsPassword: false,
    button: 'Konto entsperren',
  },
  {
    path: '/mail-alias/verify',
    purpose: 'mail_alias_verify',
    title: 'Weiterleitung bestätigen',
    action: '/api/mail-aliases/verify',
    needsPassword: false,
    button: 'Weiterleitung bestätigen',
  },
];

const SIGN_IN_MESSAGES: Record<string, string> = {
  'account-activated': 'Ihr Konto ist aktiviert. Bitte melden Sie sich an.',
  'password-reset-success': 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  'account-unlocked': 'Ihr Konto ist entsperrt. Bitte melden Sie sich an.',
};

const LINK_FAILURES: Record<string, string> = {
  TOKEN_INVALID: 'Dieser Link ist ungültig.',
  TOKEN_WRONG_TYPE: 'Dieser Link ist für einen anderen Zweck bestimmt.',
  TOKEN_USED: 'Dieser Link wurde bereits verwendet.',
  TOKEN_EXPIRED: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
};

const layout = (title: string, body: unknown) => html`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Center Platform</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 26rem; margin: 4rem auto; line-height: 1.5">
<h1 style="font-size: 1.5rem">${title}</h1>${body}</body></html>`;

// posts the form as JSON and follows the answer's redirect, or shows its error message
const submitScript = raw(`<script>
document.querySelector('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target;
  const body = Object.fromEntries(new FormData(form));
  const res = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await res.json().catch(() => ({}));
  if (res.ok) { location.href = answer.redirectTo || form.dataset.done; return; }
  document.querySelector('[role=alert]').textContent = (answer.error && answer.error.message) || 'Das hat nicht geklappt.';
});
</script>`);

export function accountPages(api: { request: (path: string, init: RequestInit) => Response | Promise<Response> }) {
  const app = new Hono();
  for (const page of PAGES) {
    app.get(page.path, async (c) => {
      const token = c.req.query('token') ?? '';
      const res = await api.request('/api/auth/link-status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: token || '-', purpose: page.purpose }),
      });
      const status = (await res.json()) as { ok?: boolean; code?: string };
      if (!status.ok) {
        return c.html(
          layout(
            page.title,
            html`<p role="alert">${LINK_FAILURES[status.code ?? ''] ?? LINK_FAILURES.TOKEN_INVALID}</p>`,
          ),
          400,
        );
      }
      const passwordField = page.needsPassword
        ? html`<p><label for="password">Neues Passwort (mindestens 12 Zeichen)</label><br>
<input id="password" name="password" type="password" minlength="12" maxlength="128" required autocomplete="new-password"></p>`
        : '';
      return c.html(
        layout(
          page.title,
          html`<form method="post" action="${page.action}" data-done="/auth/signin">
<input type="hidden" name="token" value="${token}">${passwordField}
<p><button type="submit">${page.button}</button></p><p role="alert"></p></form>${submitScript}`,
        ),
      );
    });
  }
  app.get('/auth/signin', (c) => {
    const message = SIGN_IN_MESSAGES[c.req.query('message') ?? ''];
    return c.html(
      layout(
        'Anmelden',
        html`${message ? html`<p role="status">${message}</p>` : ''}
<form method="post" action="/api/auth/sign-in" data-done="/">
<p><label for="email">E-Mail</label><br><input id="email" name="email" type="email" required autocomplete="username"></p>
<p><label for="password">Passwort</label><br><input id="password" name="password" type="password" required autocomplete="current-password"></p>
<p><button type="submit">Anmelden</button></p><p role="alert"></p></form>
<p><a href="/auth/forgot-password">Passwort vergessen?</a></p>${submitScript}`,
      ),
    );
  });
  app.get('/auth/forgot-password', (c) =>
    c.html(
      layout(
        'Passwort vergessen',
        html`<form method="post" action="/api/auth/forgot-password" data-done="/auth/signin">
<p><label for="email">E-Mail</label><br><input id="email" name="email" type="email" required></p>
<p><button type="submit">Link senden</button></p><p role="alert"></p></form>${submitScript}`,
      ),
    ),
  );
  return app;
}
