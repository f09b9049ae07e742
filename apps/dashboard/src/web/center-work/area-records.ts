// The shops or services of a center as a picker finds them: searched by name on the server (a center may have
// thousands), and the names of shops known only by their ids.
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { RecordSearch } from '../components/RecordPicker';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

type NamedArea = 'shops' | 'services';

const FOUND = 25;

export function useAreaSearch(area: NamedArea, centerId: string): RecordSearch {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const input = {
    centerId,
    page: 1,
    pageSize: FOUND,
    sort: { key: 'name' as const, dir: 'asc' as const },
    ...(q ? { q } : {}),
  };
  const options = { placeholderData: keepPreviousData, staleTime: 10_000 };
  const shops = trpc.centerWork.shops.page.useQuery(input, { ...options, enabled: area === 'shops' });
  const services = trpc.centerWork.services.page.useQuery(input, { ...options, enabled: area === 'services' });
  const found = area === 'shops' ? shops : services;
  return {
    search,
    setSearch,
    records: found.data?.rows.map((row) => ({ id: row.id, name: row.name })),
    busy: found.isFetching,
    error: found.error,
  };
}

/**
 * The names of the center's shops a form holds by id, read at once (one request for all of them); while they are
 * read the name says so, and a shop the answer leaves out (gone) or a refused read is named as the earlier choice.
 */
export function useShopNames(centerId: string, ids: readonly string[]): (id: string) => string {
  const { t } = useI18n();
  const names = trpc.centerWork.shops.names.useQuery(
    { centerId, ids: [...ids] },
    { enabled: ids.length > 0, retry: false, staleTime: 60_000, placeholderData: keepPreviousData },
  );
  const byId = new Map(names.data?.map((shop) => [shop.id, shop.name]));
  return (id) => byId.get(id) ?? t(names.data || names.error ? 'cw.option.currentRef' : 'common.loading');
}
