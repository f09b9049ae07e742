// The rows of the pluginSites procedures the plugin sites screen works with.
import type { RouterOutputs } from '../trpc';

export type PluginSite = RouterOutputs['pluginSites']['list'][number];
export type SyncRun = RouterOutputs['pluginSites']['runs'][number];
/** A registration or key rotation: the site and its inbound key, shown once. */
export interface IssuedKey {
  siteName: string;
  inboundKey: string;
}
