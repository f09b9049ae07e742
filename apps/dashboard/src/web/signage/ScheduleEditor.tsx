// When a playlist plays: weekdays (none ticked: every day), a daily time span and a date span. The value is the
// `schedule` of core's playlist input; a blank time or date is left out.
import { WEEKDAYS, type Weekday } from '@center-platform/core/shared';
import type { StructuredEditorProps } from '../center-work/fields';
import { ChangedDot, CheckboxField, TextField } from '../components/forms';
import { type MessageKey, useI18n } from '../i18n';

type Schedule = {
  weekdays?: Weekday[];
  from?: string | null;
  until?: string | null;
  startDate?: string | null;
  endDate?: string | null;
};

const TIMES = [
  ['from', 'time', 'signage.schedule.from'],
  ['until', 'time', 'signage.schedule.until'],
  ['startDate', 'date', 'signage.schedule.startDate'],
  ['endDate', 'date', 'signage.schedule.endDate'],
] as const satisfies readonly (readonly [keyof Schedule, string, MessageKey])[];

export function ScheduleEditor({ legend, value, changed, onChange }: StructuredEditorProps) {
  const { t } = useI18n();
  const schedule = (value ?? {}) as Schedule;
  const weekdays = schedule.weekdays ?? [];
  const set = (key: keyof Schedule, next: unknown) => {
    const { [key]: _, ...rest } = schedule;
    const empty = next === '' || next === null || (Array.isArray(next) && next.length === 0);
    onChange(empty ? rest : { ...rest, [key]: next });
  };
  return (
    <fieldset className="field field-wide signage-schedule">
      <legend>
        {legend}
        {changed && <ChangedDot />}
      </legend>
      <p className="hint">{t('signage.schedule.hint')}</p>
      <div className="weekday-row">
        {WEEKDAYS.map((day) => (
          <CheckboxField
            key={day}
            label={t(`signage.weekday.${day}`)}
            name={`weekday-${day}`}
            checked={weekdays.includes(day)}
            onChecked={(on) =>
              set(
                'weekdays',
                on ? WEEKDAYS.filter((d) => d === day || weekdays.includes(d)) : weekdays.filter((d) => d !== day),
              )
            }
          />
        ))}
      </div>
      <div className="form-grid">
        {TIMES.map(([key, type, label]) => (
          <TextField
            key={key}
            label={t(label)}
            name={`schedule-${key}`}
            type={type}
            value={typeof schedule[key] === 'string' ? (schedule[key] as string) : ''}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
