// The test message of `pnpm email:test` (spec 7: the test script fails without a provider key), in the shared layout of 6.1.
import { createMailContext, formatDateTime, MAIL_PAGES } from './context';
import { type RenderedMail, renderContent } from './templates';

export const EMAIL_TEST_TEMPLATE_ID = 'EMAIL_TEST';

export function renderTestMail(options: {
  baseUrl: string;
  sentAt?: Date;
}): RenderedMail<typeof EMAIL_TEST_TEMPLATE_ID> {
  const ctx = createMailContext(options.baseUrl);
  return renderContent(EMAIL_TEST_TEMPLATE_ID, {
    subject: 'Test-E-Mail der Center Platform',
    heading: 'Der E-Mail-Versand funktioniert',
    blocks: [
      { type: 'paragraph', text: 'Guten Tag,' },
      {
        type: 'paragraph',
        text: 'diese Nachricht wurde mit "pnpm email:test" verschickt. Wenn Sie sie lesen, ist der E-Mail-Versand der Center Platform richtig eingerichtet.',
      },
      { type: 'details', rows: [['Gesendet', formatDateTime(options.sentAt ?? new Date())]] },
      { type: 'button', label: 'Zum Dashboard', url: ctx.url(MAIL_PAGES.dashboard) },
    ],
    footer: ['Diese E-Mail wurde automatisch von der Center Platform versendet.'],
  });
}
