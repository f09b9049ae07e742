// Ctrl/Cmd-K: jump to any screen of the navigation, to a record of the current center (shops, news, events, offers),
// and (SUPER_ADMIN) to any center, by typing.
import { Command } from 'cmdk';
import { CornerDownLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n';
import { navigationBlocks } from '../navigation';
import { DASHBOARD_SCREENS } from '../routes';
import { choosesCenter, useSession } from '../session';
import { CenterResults } from './CenterSwitcher';
import { switchedPath, useCurrentCenter, useDashboardHref } from './current-center';
import { RecordResults } from './RecordResults';
import { useScreenIntent } from './screen-intent';

export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const { me, config } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const href = useDashboardHref();
  const center = useCurrentCenter();
  const [search, setSearch] = useState('');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        onOpenChange(!open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  const go = (to: string) => {
    onOpenChange(false);
    setSearch('');
    navigate(to);
  };
  const { opens } = useScreenIntent();
  const blocks = navigationBlocks(config, DASHBOARD_SCREENS);
  // records are offered to whoever may open the editorial screens
  const editorial = blocks.some((block) => block.items.some((screen) => screen.path === 'shops'));
  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t('shell.palette.title')}
      className="command palette"
      overlayClassName="overlay"
      contentClassName="palette-content"
    >
      <Command.Input
        value={search}
        onValueChange={setSearch}
        placeholder={t('shell.palette.search')}
        className="command-input"
      />
      <Command.List className="command-list">
        <Command.Empty>{t('shell.palette.none')}</Command.Empty>
        {blocks.map((block) => (
          <Command.Group key={block.area} heading={t(`area.${block.area}` as const)}>
            {block.items.map((screen) => (
              <Command.Item
                key={screen.path}
                value={`${t(screen.label)} ${t(`area.${block.area}` as const)}`}
                onSelect={() => {
                  opens(screen);
                  go(href(screen.path));
                }}
                className="command-item"
              >
                <screen.icon aria-hidden size={16} className="command-item-hint" />
                <span className="command-item-text">{t(screen.label)}</span>
                <CornerDownLeft aria-hidden size={14} className="command-item-hint" />
              </Command.Item>
            ))}
          </Command.Group>
        ))}
        {center && editorial && (
          <RecordResults search={search} centerId={center.id} onChoose={(path) => go(href(path))} />
        )}
        {choosesCenter(me) && search.trim().length > 0 && (
          <Command.Group heading={t('shell.palette.centers')}>
            <CenterResults search={search} onChoose={(slug) => go(switchedPath(location.pathname, slug))} />
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
