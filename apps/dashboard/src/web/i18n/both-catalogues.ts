// Both catalogues at once, for the tests that compare them (the app loads English only when it is chosen).
import { DE } from './catalogue';
import { EN } from './catalogue.en';

export const CATALOGUE = { de: DE, en: EN } as const;
