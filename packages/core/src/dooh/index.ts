// The public entry of the dooh area: `@center-platform/core/dooh`.

export { SignageSettingsInput } from './dooh-fields';
export { DOOH_SLUG, getActiveDooh, getLocalHeroPlaylist, getPublicPlaylist, listPublicPlaylists } from './public-dooh';
export { getSignageForStaff, playlistWriter, updateSignage } from './save-playlists';
