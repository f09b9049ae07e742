import type { ReactNode } from 'react';
import { useI18n } from '../i18n';

/** Grey lines where a screen's title and content will be, while it loads (the frame around it stays). */
export function ScreenSkeleton() {
  const { t } = useI18n();
  return (
    <div className="screen" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <span className="skeleton skeleton-title" />
      {[90, 75, 82, 60].map((width) => (
        <span key={width} className="skeleton skeleton-line" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/**
 * The signed-in frame while its code or the session loads: header, navigation and content in their places, grey;
 * `children` (a load error) in the content.
 */
export function FrameSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className="shell" aria-busy={children === undefined}>
      <header className="topbar">
        <span className="skeleton skeleton-line" style={{ width: '10rem' }} />
      </header>
      <div className="sidebar">
        {[8, 6, 9, 7, 5].map((width) => (
          <span key={width} className="skeleton skeleton-line" style={{ width: `${width}rem` }} />
        ))}
      </div>
      <main id="main" className="content">
        {children ?? <ScreenSkeleton />}
      </main>
    </div>
  );
}
