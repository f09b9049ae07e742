// The public entry of the dooh area: `@center-platform/core/dooh`.

export { DOOH_SLUG, SignageSettingsInput } from './dooh-fields';
export { getActiveDooh, getLocalHeroPlaylist, getPublicPlaylist, listPublicPlaylists } from './public-dooh';
export { getSignageForStaff, playlistWriter, updateSignage } from './save-playlists';
