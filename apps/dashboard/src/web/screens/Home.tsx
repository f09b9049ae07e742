import { errorText } from '../errors';
import { useI18n } from '../i18n';
import { roleLabelKey } from '../registry';
import { choosesCenter, useSession } from '../session';
import { CenterSwitcher } from '../shell/CenterSwitcher';
import { useCurrentCenter } from '../shell/current-center';
import { trpc } from '../trpc';

/** `/dashboard`: always visible; the session, and the home aggregate of the session's center (spec 4.6). */
export default function HomeScreen() {
  const { t } = useI18n();
  const { me } = useSession();
  const center = useCurrentCenter();
  const centerId = center?.id;
  const roleKey = roleLabelKey(me.role);
  const home = trpc.dashboard.home.useQuery({ centerId: centerId ?? '' }, { enabled: Boolean(centerId) });
  return (
    <div className="screen">
      <h1>{t('home.greeting', { name: me.name })}</h1>
      <p>{t('home.intro')}</p>
      <dl className="facts">
        <dt>{t('home.email')}</dt>
        <dd>{me.email}</dd>
        <dt>{t('home.role')}</dt>
        <dd>{roleKey ? t(roleKey) : me.role}</dd>
        <dt>{t('home.center')}</dt>
        <dd>{center ? center.name : t('home.noCenter')}</dd>
      </dl>
      {!center && choosesCenter(me) && (
        <div className="empty-state home-choose">
          <p>{t('cw.scope.noCenterAdmin')}</p>
          <CenterSwitcher />
        </div>
      )}
      {home.isLoading && <p role="status">{t('home.loading')}</p>}
      {home.error && <p role="alert">{errorText(home.error, t)}</p>}
      {home.data && (
        <section aria-labelledby="home-overview">
          <h2 id="home-overview">{t('home.overview')}</h2>
          <dl className="facts">
            <dt>{t('home.approvals')}</dt>
            <dd>{home.data.approvals.pending}</dd>
            <dt>{t('home.socialDrafts')}</dt>
            <dd>{home.data.social.drafts}</dd>
            <dt>{t('home.mailsToday')}</dt>
            <dd>{(home.data.dispatch.sent ?? 0) + (home.data.dispatch.outbox ?? 0)}</dd>
            <dt>{t('home.mailsFailed')}</dt>
            <dd>{home.data.dispatch.failed ?? 0}</dd>
            <dt>{t('home.activeContent')}</dt>
            <dd>
              {t('home.contentCounts', {
                news: home.data.content.news.active,
                events: home.data.content.events.active,
                offers: home.data.content.offers.active,
                jobs: home.data.content.jobs.active,
              })}
            </dd>
            <dt>{t('home.expiringSoon')}</dt>
            <dd>{Object.values(home.data.content).reduce((sum, c) => sum + c.expiringSoon, 0)}</dd>
            <dt>{t('home.upcomingEvents')}</dt>
            <dd>{home.data.planner.upcomingEvents.length}</dd>
            <dt>{t('home.health')}</dt>
            <dd>
              {t('home.healthText', {
                shops: home.data.health.shops,
                noLogo: home.data.health.shopsWithoutLogo,
                noHours: home.data.health.shopsWithoutHours,
                floors: home.data.health.floors,
              })}
            </dd>
          </dl>
        </section>
      )}
    </div>
  );
}
