// A shop field (the shop of an event, an offer or a job): the shop is found by name on the server, as a center may
// have thousands; the field holds its id.
import { RecordPicker } from '../components/RecordPicker';
import { useI18n } from '../i18n';
import { useAreaRecordName, useAreaSearch } from './area-records';

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
  const name = useAreaRecordName('shops', props.centerId, props.value);
  return (
    <RecordPicker
      label={props.label}
      hint={found.error ? t('cw.options.failed') : props.hint}
      error={props.error}
      changed={props.changed}
      value={props.value ? { id: props.value, name: name ?? t('common.loading') } : null}
      placeholder={props.noneLabel ?? t('cw.option.choose')}
      noneLabel={props.noneLabel}
      found={found}
      onChange={(record) => props.onChange(record?.id ?? '')}
    />
  );
}
