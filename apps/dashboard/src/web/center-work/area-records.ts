// The shops or services of a center as a picker finds them: searched by name on the server (a center may have
// thousands), and the name of a record known only by its id.
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { RecordSearch } from '../components/RecordPicker';
import { trpc } from '../trpc';

export type NamedArea = 'shops' | 'services';

const FOUND = 25;

export function useAreaSearch(area: NamedArea, centerId: string, enabled = true): RecordSearch {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const input = {
    centerId,
    page: 1,
    pageSize: FOUND,
    sort: { key: 'name' as const, dir: 'asc' as const },
    ...(q ? { q } : {}),
  };
  const options = { enabled, placeholderData: keepPreviousData, staleTime: 10_000 };
  const shops = trpc.centerWork.shops.page.useQuery(input, { ...options, enabled: enabled && area === 'shops' });
  const services = trpc.centerWork.services.page.useQuery(input, {
    ...options,
    enabled: enabled && area === 'services',
  });
  const found = area === 'shops' ? shops : services;
  return {
    search,
    setSearch,
    records: found.data?.rows.map((row) => ({ id: row.id, name: row.name })),
    busy: found.isFetching,
    error: found.error,
  };
}

/** The name of a record of the area: undefined while it is read, null when it cannot be (gone, or not readable). */
export function useAreaRecordName(area: NamedArea, centerId: string, id: string): string | null | undefined {
  const input = { centerId, id };
  const options = { enabled: id !== '', retry: false, staleTime: 60_000 };
  const shop = trpc.centerWork.shops.get.useQuery(input, { ...options, enabled: options.enabled && area === 'shops' });
  const service = trpc.centerWork.services.get.useQuery(input, {
    ...options,
    enabled: options.enabled && area === 'services',
  });
  const read = area === 'shops' ? shop : service;
  return read.error ? null : read.data?.name;
}
