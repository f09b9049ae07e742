// Both catalogues at once, for the tests that compare them (the app loads English only when it is chosen).
import type { Catalogue } from './catalogue';
import { DE_SHELL } from './catalogue';
import { DE_AREAS } from './catalogue.areas';
import { EN } from './catalogue.en';

export const DE: Catalogue = { ...DE_SHELL, ...DE_AREAS };
export const CATALOGUE = { de: DE, en: EN } as const;
