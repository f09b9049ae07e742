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
