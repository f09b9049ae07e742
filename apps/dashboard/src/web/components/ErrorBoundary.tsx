import { Component, type ReactNode } from 'react';
import { errorText } from '../errors';
import { getLanguage, translate } from '../i18n';

/** Catches a screen that fails to load or render, and says so instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error == null) return this.props.children;
    const t = translate.bind(null, getLanguage());
    return (
      <div className="screen-error">
        <p role="alert" className="message message-error">
          {t('layout.loadFailed')} {errorText(this.state.error, t)}
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    );
  }
}
