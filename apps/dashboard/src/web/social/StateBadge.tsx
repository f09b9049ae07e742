// The state of a social post as a badge, in the reader's language.
import { useI18n } from '../i18n';
import { isSocialState, STATE_LABELS, stateBadgeClass } from './logic';

export function StateBadge({ state }: { state: unknown }) {
  const { t } = useI18n();
  if (!isSocialState(state)) return null;
  return <span className={stateBadgeClass(state)}>{t(STATE_LABELS[state])}</span>;
}
