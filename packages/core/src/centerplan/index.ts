// The public entry of the centerplan area: `@center-platform/core/centerplan`.
export { deleteFloor, getFloor, listFloors, SaveFloorSvgInput, saveFloorSvg, setDefaultFloor } from './floors';
export { LocationPageQuery, listLocationPage } from './location-page';
export { COORDINATE_SHAPES, LinkLocationInput, linkLocation, listLocationsOfCenter, listUnlinkedElements, listUnplacedShops, MappingMethodInput, unlinkLocation } from './map-locations';
export { getPublicCenterplan, getPublicSignageConfig, listPublicFloors, listPublicMapLocations, listPublicTouchscreens, withPublicSvg } from './public-centerplan';
export { entranceWriter, touchscreenWriter } from './save-plan-points';
