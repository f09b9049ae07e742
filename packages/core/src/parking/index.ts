// The public entry of the parking area: `@center-platform/core/parking`.
export { createParkingZone, listParkingZones, ParkingZoneCreateInput, ParkingZoneUpdateInput, updateParkingZone } from './parking-zones';
