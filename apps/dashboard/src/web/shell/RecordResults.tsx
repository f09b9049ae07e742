// The palette's records: shops, news, events and offers of the current center whose names match what was typed
// (searched on the server, a few per kind); choosing one opens its editor (`<screen>?edit=<id>`).
import { Command } from 'cmdk';
import { FileText } from 'lucide-react';
import { useDeferredValue } from 'react';
import type { MessageKey } from '../i18n';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

const SHOWN = 5;

function Group(props: {
  heading: MessageKey;
  rows: readonly { id: string; name: string }[] | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useI18n();
  if (!props.rows || props.rows.length === 0) return null;
  return (
    <Command.Group heading={t(props.heading)}>
      {props.rows.slice(0, SHOWN).map((row) => (
        <Command.Item
          key={row.id}
          value={`${row.name} ${row.id}`}
          onSelect={() => props.onChoose(row.id)}
          className="command-item"
        >
          <FileText aria-hidden size={16} className="command-item-hint" />
          <span className="command-item-text">{row.name}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}

export function RecordResults(props: { search: string; centerId: string; onChoose: (path: string) => void }) {
  const q = useDeferredValue(props.search.trim());
  const input = { centerId: props.centerId, q, pageSize: 25 };
  const options = { enabled: q.length >= 2, staleTime: 10_000 };
  const shops = trpc.centerWork.shops.page.useQuery({ ...input, sort: { key: 'name', dir: 'asc' } }, options);
  const news = trpc.centerWork.news.page.useQuery(input, options);
  const events = trpc.centerWork.events.page.useQuery(input, options);
  const offers = trpc.centerWork.offers.page.useQuery(input, options);
  if (q.length < 2) return null;
  const titled = (rows: { id: string; title: string }[] | undefined) => rows?.map((r) => ({ id: r.id, name: r.title }));
  const open = (screen: string) => (id: string) => props.onChoose(`${screen}?edit=${encodeURIComponent(id)}`);
  return (
    <>
      <Group heading="nav.shops" rows={shops.data?.rows} onChoose={open('shops')} />
      <Group heading="nav.news" rows={titled(news.data?.rows)} onChoose={open('news')} />
      <Group heading="nav.events" rows={titled(events.data?.rows)} onChoose={open('events')} />
      <Group heading="nav.offers" rows={titled(offers.data?.rows)} onChoose={open('offers')} />
    </>
  );
}
