// The frame of the pages without sign-in: title, content, and the footer with the application version
// (apps/dashboard/version.json, read at build time) and the copyright year (spec 9).
import type { ReactNode } from 'react';
import versionFile from '../../../version.json';
import { useI18n } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';

export const APP_VERSION: string = versionFile.version;

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="auth-page">
      <title>{`${title} – ${t('app.name')}`}</title>
      <header className="auth-header">
        <span className="brand">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="auth-card">
        <h1>{title}</h1>
        {children}
      </main>
      <footer className="auth-footer">
        <span>{t('footer.version', { version: APP_VERSION })}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
