// The shop fields of the content forms (the shop of an event, an offer or a job; the shops a news item links): the shop is found by name on the server, as a center may
// have thousands; the field holds its id.
import { X } from 'lucide-react';
import { useId } from 'react';
import { ChangedDot } from '../components/forms';
import { RecordPicker } from '../components/RecordPicker';
import { useI18n } from '../i18n';
import { useAreaSearch, useShopNames } from './area-records';

export function ShopPicker(props: {
  centerId: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  changed?: boolean | undefined;
  /** the shop's id, '' for none */
  value: string;
  noneLabel?: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useI18n();
  const found = useAreaSearch('shops', props.centerId);
  const nameOf = useShopNames(props.centerId, props.value ? [props.value] : []);
  return (
    <RecordPicker
      label={props.label}
      hint={found.error ? t('cw.options.failed') : props.hint}
      error={props.error}
      changed={props.changed}
      value={props.value ? { id: props.value, name: nameOf(props.value) } : null}
      placeholder={props.noneLabel ?? t('cw.option.choose')}
      noneLabel={props.noneLabel}
      found={found}
      onChange={(record) => props.onChange(record?.id ?? '')}
    />
  );
}

/** Several shops (the shops a news item links): the chosen ones by name, each removable, and a picker to add one. */
export function ShopListPicker(props: {
  centerId: string;
  legend: string;
  hint?: string | undefined;
  changed?: boolean | undefined;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const found = useAreaSearch('shops', props.centerId);
  const nameOf = useShopNames(props.centerId, props.value);
  const chosen = new Set(props.value);
  return (
    <fieldset className="field field-wide shop-list-picker" aria-describedby={props.hint ? `${id}-hint` : undefined}>
      <legend>
        {props.legend}
        {props.changed && <ChangedDot />}
      </legend>
      {props.hint && (
        <p id={`${id}-hint`} className="hint">
          {props.hint}
        </p>
      )}
      {props.value.length > 0 && (
        <ul className="chip-list">
          {props.value.map((shopId) => {
            const name = nameOf(shopId);
            return (
              <li key={shopId} className="chip">
                {name}
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t('cw.multi.remove', { name })}
                  onClick={() => props.onChange(props.value.filter((other) => other !== shopId))}
                >
                  <X aria-hidden size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <RecordPicker
        label={t('cw.multi.add', { legend: props.legend })}
        hint={found.error ? t('cw.options.failed') : undefined}
        value={null}
        placeholder={t('cw.multi.addPlaceholder')}
        found={{ ...found, records: found.records?.filter((record) => !chosen.has(record.id)) }}
        onChange={(record) => record && props.onChange([...props.value, record.id])}
      />
    </fieldset>
  );
}
