import { useI18n } from '../i18n';
import { roleLabelKey } from '../registry';
import { useSession } from '../session';

/** `/dashboard`: always visible. The aggregate of `/api/dashboard/home` is not there yet, so this shows the
 * session only. */
export default function HomeScreen() {
  const { t } = useI18n();
  const { me } = useSession();
  const roleKey = roleLabelKey(me.role);
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
        <dd>{me.centerId ? <code>{me.centerId}</code> : t('home.noCenter')}</dd>
      </dl>
    </div>
  );
}
