import { useI18n } from '../i18n';
import { trpc } from '../trpc';

/** A center's name by its id (the same id is asked once; a center since deleted says so). */
export function CenterName({ id }: { id: string | null }) {
  const { t } = useI18n();
  const center = trpc.profile.centers.useQuery(
    { id: id ?? undefined },
    { enabled: Boolean(id), staleTime: 5 * 60_000 },
  );
  if (!id) return <>{t('legacy.target.gone')}</>;
  return <>{center.data?.[0]?.name ?? (center.isPending ? '…' : t('legacy.target.gone'))}</>;
}
