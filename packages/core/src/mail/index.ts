// The account and workflow e-mails of spec 6.1: templates, the shared layout and the mailer.
export { MAIL_PAGES, validityText } from './context';
export { DIGEST_BATCH_SIZE, runEmailDigest } from './digest';
export { escapeHtml, type MailBlock, type MailBrand, type MailContent, renderLayout } from './layout';
export * from './mailer';
export { canonicalRole, roleLabel, type WelcomeGroup, welcomeGroupOf } from './roles';
export * from './templates';
export { EMAIL_TEST_TEMPLATE_ID, renderTestMail } from './test-mail';
