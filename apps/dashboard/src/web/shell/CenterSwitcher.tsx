// The center switcher of the header: a button with the current center's name that opens a searchable list of the
// centers the user works on (the server searches, so it scales to any number of centers).
import * as Popover from '@radix-ui/react-popover';
import { keepPreviousData } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Building2, Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { switchedPath, useCurrentCenter } from './current-center';

/** The centers found for a search as items of a command list, and what choosing one does. */
export function CenterResults({ search, onChoose }: { search: string; onChoose: (slug: string) => void }) {
  const { t } = useI18n();
  const current = useCurrentCenter();
  const centers = trpc.profile.centers.useQuery(
    { q: search.trim() || undefined, limit: 20 },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  return (
    <>
      {centers.isLoading && <Command.Loading>{t('common.loading')}</Command.Loading>}
      {centers.data?.length === 0 && <p className="command-empty">{t('shell.center.none')}</p>}
      {centers.data?.map((center) => (
        <Command.Item
          key={center.id}
          value={center.slug}
          keywords={[center.name, center.city ?? '']}
          onSelect={() => onChoose(center.slug)}
          className="command-item"
        >
          <Building2 aria-hidden size={16} />
          <span className="command-item-text">
            <span>{center.name}</span>
            {center.city && <span className="command-item-hint">{center.city}</span>}
          </span>
          {current?.id === center.id && <Check aria-label={t('shell.center.current')} size={16} />}
        </Command.Item>
      ))}
    </>
  );
}

export function CenterSwitcher() {
  const { t } = useI18n();
  const current = useCurrentCenter();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const choose = (slug: string) => {
    setOpen(false);
    setSearch('');
    navigate(switchedPath(location.pathname, slug));
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="center-switcher"
        aria-label={`${t('shell.center.switch')}: ${current?.name ?? t('shell.center.choose')}`}
      >
        <Building2 aria-hidden size={16} />
        <span className="center-switcher-name">{current?.name ?? t('shell.center.choose')}</span>
        <ChevronsUpDown aria-hidden size={14} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover" align="start" sideOffset={6}>
          <Command shouldFilter={false} label={t('shell.center.switch')} className="command">
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={t('shell.center.search')}
              className="command-input"
            />
            <Command.List className="command-list">
              <CenterResults search={search} onChoose={choose} />
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
