/**
 * The generated legacy center (legacy id 77) the worker tests import: 300 shops with images and some of every other
 * kind, long enough to kill the importing process in the middle of the shops. The stand-in reads these variables.
 */
export const KILLABLE_LEGACY_SOURCE = 77;
export const KILLABLE_LEGACY_SIZES = {
  LEGACY_GENERATED_SHOPS: '300',
  LEGACY_GENERATED_NEWS: '60',
  LEGACY_GENERATED_ZEITUNG: '4',
  LEGACY_GENERATED_FLOORS: '2',
  LEGACY_GENERATED_FLOOR_KB: '40',
  LEGACY_GENERATED_SERVICES: '10',
  LEGACY_GENERATED_JOBS: '10',
  LEGACY_GENERATED_OFFERS: '10',
  LEGACY_GENERATED_EVENTS: '10',
  LEGACY_GENERATED_SLIDES: '3',
};
