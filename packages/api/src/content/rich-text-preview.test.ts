// Issue 26.4: the rich-text editor's preview over HTTP: the text as the sanitizer of every write leaves it, for
// whoever edits rich text; a reader and a role outside content are refused. A long text goes as a POST body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

describe('centerWork.richText.preview', () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await openAccountsApp();
  });
  afterAll(() => t.close());

  const preview = async (cookie: string, html: string) => {
    const res = await t.request('POST', '/trpc/centerWork.richText.preview', { body: { html }, cookie });
    const body = (await res.json()) as { result?: { data: { html: string } }; error?: { data: { code: string } } };
    return { status: res.status, html: body.result?.data.html, code: body.error?.data.code };
  };

  it('answers what the website gets, to a content editor and a center admin', async () => {
    for (const role of ['CONTENT_EDITOR', 'CENTER_ADMIN'] as const) {
      const cookie = await t.signIn((await t.createUser(role)).email);
      const answer = await preview(
        cookie,
        "<p class=MsoNormal style='mso-bidi-font-weight:bold'>Hallo <b>Welt</b><script>alert(1)</script></p>" +
          '<a href="javascript:alert(1)">x</a>',
      );
      expect(answer).toMatchObject({ status: 200, html: '<p>Hallo <b>Welt</b></p><a rel="noopener noreferrer">x</a>' });
      expect((await preview(cookie, '<p>&nbsp;</p>')).html).toBe('');
    }
  });

  it('takes a long text (a POST body, not an address)', async () => {
    const cookie = await t.signIn((await t.createUser('CONTENT_EDITOR')).email);
    const paragraph = `<p>${'Ein langer Absatz mit <strong>Markup</strong> und Umlauten äöü. '.repeat(40)}</p>`;
    const html = paragraph.repeat(40);
    expect(html.length).toBeGreaterThan(100_000);
    const answer = await preview(cookie, html);
    expect(answer.status).toBe(200);
    expect(answer.html).toBe(html);
  });

  it('refuses a reader and a role that edits no rich text', async () => {
    for (const role of ['VIEWER', 'FINANCE_MANAGER'] as const) {
      const cookie = await t.signIn((await t.createUser(role)).email);
      expect(await preview(cookie, '<p>x</p>')).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(await preview('', '<p>x</p>')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
