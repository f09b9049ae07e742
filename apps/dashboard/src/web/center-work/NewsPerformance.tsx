import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { formatCount, performanceBatch } from './news-performance';

/** Views, shares and score of one listed news item, read with its batch of up to 40 (./news-performance.ts). */
export function NewsPerformance(props: { centerId: string; listedIds: readonly string[]; id: string }) {
  const { t, lang } = useI18n();
  const ids = performanceBatch(props.listedIds, props.id);
  const query = trpc.analytics.newsPerformance.useQuery(
    { centerId: props.centerId, ids: ids ?? [] },
    { enabled: ids !== null, staleTime: 60_000, retry: false },
  );
  if (!ids) return <>—</>;
  if (query.isPending) return <span className="hint">{t('news.performance.loading')}</span>;
  const item = query.data?.items.find((entry) => entry.newsId === props.id);
  if (!item) return <span title={t('news.performance.unavailable')}>—</span>;
  return (
    <span className="performance" title={t('news.performance.title', { days: item.days })}>
      <span>{t('news.performance.views', { n: formatCount(lang, item.views), count: item.views })}</span>
      <span>{t('news.performance.shares', { n: formatCount(lang, item.shares), count: item.shares })}</span>
      <span>{t('news.performance.score', { n: formatCount(lang, item.score) })}</span>
    </span>
  );
}
