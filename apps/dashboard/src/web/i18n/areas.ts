// The areas' German messages, added to the catalogue when the signed-in frame or a shared report loads: imported for
// this effect by the modules of those pages.
import { DE_AREAS } from './catalogue.areas';
import { addMessages } from './index';

addMessages('de', DE_AREAS);
