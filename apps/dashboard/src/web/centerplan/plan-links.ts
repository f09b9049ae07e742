// What a link or an unlink of a map location changes: the floor's locations (list and markers), its unlinked
// elements and the center's shops without a place.
import { trpc } from '../trpc';

export function useRefreshAfterLinking(centerId: string, floorId: string) {
  const utils = trpc.useUtils();
  return () => {
    void utils.centerplan.locations.invalidate({ centerId, floorId });
    void utils.centerplan.locationPage.invalidate({ centerId, floorId });
    void utils.centerplan.unlinkedElements.invalidate({ centerId, floorId });
    void utils.centerplan.unplacedShops.invalidate({ centerId });
  };
}
