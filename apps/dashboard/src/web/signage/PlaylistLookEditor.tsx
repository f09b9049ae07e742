// How a playlist is shown: the transition between items and the screen's orientation (its `settings`).
import { ORIENTATIONS, TRANSITIONS } from '@center-platform/core/shared';
import type { StructuredEditorProps } from '../center-work/fields';
import { ChangedDot, SelectField } from '../components/forms';
import { useI18n } from '../i18n';

type Look = { transition?: (typeof TRANSITIONS)[number]; orientation?: (typeof ORIENTATIONS)[number] };

export function PlaylistLookEditor({ legend, value, changed, onChange }: StructuredEditorProps) {
  const { t } = useI18n();
  const look = (value ?? {}) as Look;
  const set = (key: keyof Look, next: string) => {
    const { [key]: _, ...rest } = look;
    onChange(next === '' ? rest : { ...rest, [key]: next });
  };
  return (
    <fieldset className="field field-wide">
      <legend>
        {legend}
        {changed && <ChangedDot />}
      </legend>
      <div className="form-grid">
        <SelectField
          label={t('signage.look.transition')}
          name="transition"
          value={look.transition ?? ''}
          onChange={(e) => set('transition', e.target.value)}
        >
          <option value="">{t('signage.look.default')}</option>
          {TRANSITIONS.map((transition) => (
            <option key={transition} value={transition}>
              {t(`signage.transition.${transition}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('signage.look.orientation')}
          name="orientation"
          value={look.orientation ?? ''}
          onChange={(e) => set('orientation', e.target.value)}
        >
          <option value="">{t('signage.look.default')}</option>
          {ORIENTATIONS.map((orientation) => (
            <option key={orientation} value={orientation}>
              {t(`signage.orientation.${orientation}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
