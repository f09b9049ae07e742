// A center chosen by name from the centers the staff user works on (searched on the server: a platform may have
// many): the center of a user (none for a platform-wide or organization-wide user), the target of an import.
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { type PickedRecord, RecordPicker, type RecordSearch } from '../components/RecordPicker';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

function useCenterSearch(): RecordSearch {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const centers = trpc.profile.centers.useQuery(
    { q: q || undefined, limit: 20 },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  return {
    search,
    setSearch,
    records: centers.data?.map((center) => ({ id: center.id, name: center.name })),
    busy: centers.isFetching,
    error: centers.error,
  };
}

export function CenterPicker(props: {
  value: PickedRecord | null;
  onChange: (center: PickedRecord | null) => void;
  error?: string | undefined;
  changed?: boolean | undefined;
  /** the label of the choice of no center (a platform-wide or organization-wide user); none: a center is needed */
  none?: string | undefined;
  /** the field's label: "Center" unless given */
  label?: string;
}) {
  const { t } = useI18n();
  const found = useCenterSearch();
  return (
    <RecordPicker
      label={props.label ?? t('users.center')}
      hint={found.error ? t('cw.options.failed') : undefined}
      error={props.error}
      changed={props.changed}
      value={props.value}
      placeholder={props.none ?? t('cw.option.choose')}
      noneLabel={props.none}
      found={found}
      onChange={props.onChange}
    />
  );
}
