// The opening-hours block (spec 2.6): a row per weekday with "opens", "closes" and "closed", or one free
// text. It edits the model of ./opening-hours.ts; the form around it sends the hours only when this block
// changed. Stored values it cannot read stay as stored until the block is changed; raw JSON is never shown.
import { useId } from 'react';
import { type MessageKey, useI18n } from '../i18n';
import { TextAreaField } from './inputs';
import {
  copyDay,
  type DayState,
  describeWeek,
  emptyDay,
  type HoursState,
  incompleteDays,
  WEEKDAYS,
  type Weekday,
} from './opening-hours';

const DAY_KEYS: Record<Weekday, MessageKey> = {
  monday: 'hours.day.monday',
  tuesday: 'hours.day.tuesday',
  wednesday: 'hours.day.wednesday',
  thursday: 'hours.day.thursday',
  friday: 'hours.day.friday',
  saturday: 'hours.day.saturday',
  sunday: 'hours.day.sunday',
};

export function OpeningHoursEditor(props: {
  legend: string;
  value: HoursState;
  onChange: (value: HoursState) => void;
  /** the block has been changed (its value will be sent) */
  changed?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const { value, onChange } = props;
  const dayName = (day: Weekday) => t(DAY_KEYS[day]);
  const incomplete = incompleteDays(value);

  const setDay = (day: Weekday, change: Partial<DayState>) =>
    onChange({ ...value, days: { ...value.days, [day]: { ...value.days[day], ...change } } });

  function setMode(mode: HoursState['mode']) {
    if (mode === value.mode) return;
    // the free text starts as the week in words, so nothing typed is lost
    const text =
      mode === 'text' && value.text.trim() === ''
        ? describeWeek(value, { day: dayName, closed: t('hours.closedWord') })
        : value.text;
    onChange({ ...value, mode, text });
  }

  return (
    <fieldset className="field field-wide hours-editor" aria-describedby={`${id}-hint`}>
      <legend>{props.legend}</legend>
      <p id={`${id}-hint`} className="hint">
        {props.changed ? t('hours.changedHint') : t('hours.unchangedHint')}
      </p>
      {value.unreadable && (
        <p role="status" className="message message-warning">
          {t('hours.unreadable')}
        </p>
      )}
      <div role="radiogroup" aria-label={t('hours.mode')} className="hours-mode">
        {(['week', 'text'] as const).map((mode) => (
          <span key={mode} className="field-checkbox">
            <input
              id={`${id}-mode-${mode}`}
              type="radio"
              name={`${id}-mode`}
              checked={value.mode === mode}
              onChange={() => setMode(mode)}
            />
            <label htmlFor={`${id}-mode-${mode}`}>{t(mode === 'week' ? 'hours.mode.week' : 'hours.mode.text')}</label>
          </span>
        ))}
      </div>

      {value.mode === 'text' ? (
        <TextAreaField
          label={t('hours.text')}
          hint={t('hours.textHint')}
          rows={5}
          maxLength={5000}
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
      ) : (
        <>
          <table className="hours-table">
            <caption className="visually-hidden">{props.legend}</caption>
            <thead>
              <tr>
                <th scope="col">{t('hours.col.day')}</th>
                <th scope="col">{t('hours.col.open')}</th>
                <th scope="col">{t('hours.col.close')}</th>
                <th scope="col">{t('hours.col.closed')}</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => {
                const row = value.days[day];
                const name = dayName(day);
                const half = incomplete.includes(day);
                return (
                  <tr key={day}>
                    <th scope="row">{name}</th>
                    <td>
                      <input
                        type="time"
                        aria-label={t('hours.opens', { day: name })}
                        value={row.open}
                        disabled={row.closed}
                        aria-invalid={half && row.open === '' ? true : undefined}
                        onChange={(e) => setDay(day, { open: e.target.value, note: '' })}
                      />
                    </td>
                    <td>
                      <input
                        type="time"
                        aria-label={t('hours.closes', { day: name })}
                        value={row.close}
                        disabled={row.closed}
                        aria-invalid={half && row.close === '' ? true : undefined}
                        onChange={(e) => setDay(day, { close: e.target.value, note: '' })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('hours.closed', { day: name })}
                        checked={row.closed}
                        onChange={(e) => setDay(day, { closed: e.target.checked })}
                      />
                      {row.note !== '' && !row.closed && (
                        <input
                          type="text"
                          className="hours-note"
                          aria-label={t('hours.note', { day: name })}
                          value={row.note}
                          onChange={(e) => setDay(day, { note: e.target.value })}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {incomplete.length > 0 && (
            <p role="alert" className="field-error">
              {t('hours.incomplete', { days: incomplete.map(dayName).join(', ') })}
            </p>
          )}
          <div className="row-actions">
            <button
              type="button"
              onClick={() => onChange(copyDay(value, 'monday', ['tuesday', 'wednesday', 'thursday', 'friday']))}
            >
              {t('hours.copyMonday')}
            </button>
            <button
              type="button"
              onClick={() =>
                onChange({
                  ...value,
                  days: Object.fromEntries(WEEKDAYS.map((day) => [day, emptyDay()])) as HoursState['days'],
                })
              }
            >
              {t('hours.clear')}
            </button>
          </div>
          {value.extra.map(([key, extra], i) =>
            typeof extra === 'string' ? (
              <div className="field" key={key}>
                <label htmlFor={`${id}-extra-${i}`}>{t('hours.extra', { key })}</label>
                <input
                  id={`${id}-extra-${i}`}
                  type="text"
                  value={extra}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      extra: value.extra.map((entry, j): [string, unknown] =>
                        j === i ? [key, e.target.value] : entry,
                      ),
                    })
                  }
                />
              </div>
            ) : null,
          )}
        </>
      )}
    </fieldset>
  );
}
