// The public entry of the dooh area: `@center-platform/core/dooh`.
export { DOOH_SLUG, getActiveDooh, getLocalHeroPlaylist, getPublicPlaylist, listPublicPlaylists } from './public-dooh';
