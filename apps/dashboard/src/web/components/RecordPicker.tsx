// A related record chosen by name, never typed as an id: a field whose button shows the chosen record and opens a
// searchable list (the caller searches, on the server where the records are many).
import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../i18n';
import { Field } from './forms';

export interface PickedRecord {
  id: string;
  name: string;
}

export interface RecordSearch {
  search: string;
  setSearch: (search: string) => void;
  records: readonly PickedRecord[] | undefined;
  busy: boolean;
  /** the search was refused or failed */
  error: unknown;
}

export function RecordPicker(props: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  changed?: boolean | undefined;
  /** the chosen record; null: none */
  value: PickedRecord | null;
  /** what the button says while nothing is chosen */
  placeholder: string;
  /** a choice of none, with its label (optional fields) */
  noneLabel?: string | undefined;
  found: RecordSearch;
  onChange: (record: PickedRecord | null) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const { found, value } = props;
  const choose = (record: PickedRecord | null) => {
    setOpen(false);
    found.setSearch('');
    props.onChange(record);
  };
  return (
    <Field label={props.label} hint={props.hint} error={props.error} changed={props.changed}>
      {(control) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger type="button" className="record-picker" {...control}>
            <span className={value ? 'record-picker-name' : 'record-picker-name record-picker-none'}>
              {value?.name ?? props.placeholder}
            </span>
            <ChevronsUpDown aria-hidden size={14} />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className="popover" align="start" sideOffset={4}>
              <Command shouldFilter={false} label={props.label} className="command">
                <Command.Input
                  value={found.search}
                  onValueChange={found.setSearch}
                  placeholder={t('picker.search')}
                  className="command-input"
                />
                <Command.List className="command-list">
                  {found.busy && <Command.Loading>{t('common.loading')}</Command.Loading>}
                  {props.noneLabel !== undefined && (
                    <Command.Item value="-" onSelect={() => choose(null)} className="command-item">
                      <span className="command-item-text command-item-hint">{props.noneLabel}</span>
                    </Command.Item>
                  )}
                  {found.records?.length === 0 && <p className="command-empty">{t('picker.none')}</p>}
                  {found.records?.map((record) => (
                    <Command.Item
                      key={record.id}
                      value={record.id}
                      onSelect={() => choose(record)}
                      className="command-item"
                    >
                      <span className="command-item-text">{record.name}</span>
                      {value?.id === record.id && <Check aria-label={t('picker.chosen')} size={16} />}
                    </Command.Item>
                  ))}
                </Command.List>
              </Command>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
