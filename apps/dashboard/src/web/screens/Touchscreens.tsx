import { ContentScreen } from '../center-work/ContentScreen';
import { contentConfig } from '../center-work/content-config';
import { activeField, derivedSlugField, planPointFields } from '../center-work/structure-fields';

// `/dashboard/touchscreens`: the center's kiosks with floor, position and facing (spec 4.1 touchscreens, signage-config).

const CONFIG = contentConfig({
  area: 'touchscreens',
  onPlan: true,
  title: 'touchscreens.title',
  intro: 'touchscreens.intro',
  writeArea: 'digital-apps-hardware',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    derivedSlugField,
    ...planPointFields,
    {
      key: 'orientation',
      kind: 'number',
      label: 'touchscreens.field.orientation',
      hint: 'touchscreens.hint.orientation',
      nullable: true,
    },
    activeField,
  ],
  columns: ['active'],
});

export default function TouchscreensScreen() {
  return <ContentScreen config={CONFIG} />;
}
