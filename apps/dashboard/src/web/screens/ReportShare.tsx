import '../i18n/areas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../components/forms';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { formatMonth } from '../reporting/format';
import { ReportingChannels } from '../reporting/ReportingChannels';
import { fetchSharedReport, type ShareFailure, ShareLinkError } from '../reporting/share';

// `/reports/{token}` (spec 6.1 CLIENT_REPORT_AVAILABLE): the read-only report a share link opens, without
// sign-in. It shows the center's name, the month and the charts of the report, and nothing else of the
// platform: no navigation, no link into the dashboard, no signed-in request (the token is the only key).

const FAILURE_TEXT: Record<ShareFailure, MessageKey> = {
  unknown: 'share.unknown',
  expired: 'share.expired',
  failed: 'share.failed',
};

function SharePage({
  title,
  heading,
  subtitle,
  children,
}: {
  title: string;
  heading: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="share-page">
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="share-header">
        <div>
          <h1>{heading}</h1>
          {subtitle && <p>{subtitle}</p>}
        </div>
        <LanguageSwitch />
      </header>
      <main id="main" className="share-main">
        {children}
      </main>
    </div>
  );
}

export default function ReportSharePage() {
  const { t, lang } = useI18n();
  const token = useParams().token ?? '';
  const report = useQuery({
    queryKey: ['report-share', token],
    queryFn: () => fetchSharedReport(token),
    enabled: token !== '',
    // an unknown, revoked or expired link stays so; a network failure may pass
    retry: (failures, error) => failures < 2 && !(error instanceof ShareLinkError && error.failure !== 'failed'),
    staleTime: 5 * 60_000,
  });

  if (token === '' || report.error) {
    const failure: ShareFailure =
      token === '' ? 'unknown' : report.error instanceof ShareLinkError ? report.error.failure : 'failed';
    return (
      <SharePage title={t('share.unavailable')} heading={t('share.unavailable')}>
        <p role="alert" className="message message-error" data-failure={failure}>
          {t(FAILURE_TEXT[failure])}
        </p>
        {failure === 'failed' && (
          <button type="button" onClick={() => report.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </SharePage>
    );
  }
  if (!report.data) {
    return (
      <SharePage title={t('share.loading')} heading={t('share.loading')}>
        <Loading label={t('share.loading')} />
      </SharePage>
    );
  }
  const data = report.data;
  const month = formatMonth(lang, data.month);
  return (
    <SharePage
      title={`${t('share.title', { month })} – ${data.centerName}`}
      heading={data.centerName}
      subtitle={t('share.subtitle', { month })}
    >
      <p className="hint">
        {t('share.period', { from: formatMonth(lang, data.range.from), to: formatMonth(lang, data.range.to) })}
        {data.expiresAt && <> {t('share.validUntil', { date: formatDateTime(lang, data.expiresAt) })}</>}
      </p>
      <ReportingChannels channels={data.channels} range={data.range} />
    </SharePage>
  );
}
