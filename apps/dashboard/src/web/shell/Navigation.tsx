// The navigation of spec 2.11: one block per area the role sees, each screen linked for the current center. The
// sidebar on wide screens, a drawer behind the menu button below 768 px.
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { navigationBlocks } from '../navigation';
import { DASHBOARD_SCREENS } from '../routes';
import { useSession } from '../session';
import { AccountControls } from './AccountControls';
import { useDashboardHref } from './current-center';
import { useScreenIntent } from './screen-intent';

export function Navigation({ idPrefix }: { idPrefix: string }) {
  const { t } = useI18n();
  const { config } = useSession();
  const href = useDashboardHref();
  const { intends, opens } = useScreenIntent();
  return (
    <>
      {navigationBlocks(config, DASHBOARD_SCREENS).map((block) => (
        <section key={block.area} aria-labelledby={`${idPrefix}-${block.area}`} className="nav-block">
          <h2 id={`${idPrefix}-${block.area}`}>{t(`area.${block.area}` as const)}</h2>
          <ul>
            {block.items.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={href(screen.path)}
                  end
                  onPointerEnter={() => intends(screen)}
                  onFocus={() => intends(screen)}
                  onClick={(event) => {
                    // a link opened in another tab or window: that page asks for its own data
                    if (!(event.metaKey || event.ctrlKey || event.shiftKey)) opens(screen);
                  }}
                >
                  <screen.icon size={16} aria-hidden="true" className="nav-icon" />
                  {t(screen.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function MenuDrawer() {
  const { t } = useI18n();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // a link followed closes the drawer
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="menu-button icon-button" aria-label={t('shell.menu.open')}>
        <Menu aria-hidden size={20} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer-head">
            <Dialog.Title className="drawer-title">{t('layout.nav')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('shell.menu.close')}>
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('layout.nav')}>
            <Navigation idPrefix="drawer-nav" />
          </nav>
          <div className="drawer-account">
            <AccountControls />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
