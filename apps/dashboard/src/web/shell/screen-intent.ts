// A screen's code (and a content list's first page) asked for as soon as the user shows the intent to open it: on
// hover and focus of its link the code, on the click also the list's first page. Both then load side by side instead
// of one after the other.
import { prefetchFirstPage } from '../center-work/list-request';
import type { DashboardScreen } from '../routes';
import { trpc } from '../trpc';
import { useCurrentCenter } from './current-center';

/** a failed download is left to the screen's own load, which shows the error */
const preload = (screen: DashboardScreen) => void screen.preload().catch(() => {});

/** The handlers of a link (or palette item) that opens a screen. */
export function useScreenIntent() {
  const utils = trpc.useUtils();
  const center = useCurrentCenter();
  return {
    intends: (screen: DashboardScreen) => preload(screen),
    opens: (screen: DashboardScreen) => {
      preload(screen);
      if (screen.list && center) void prefetchFirstPage(utils, screen.list, center.id);
    },
  };
}
