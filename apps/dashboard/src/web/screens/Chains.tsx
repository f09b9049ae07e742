import { ContentScreen } from '../center-work/ContentScreen';
import { statusField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { derivedSlugField } from '../center-work/structure-fields';

// `/dashboard/chains`: the brands of the organization whose branch locations are shops of its centers (spec 2.6).

const CONFIG = contentConfig({
  area: 'chains',
  title: 'chains.title',
  intro: 'chains.intro',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    derivedSlugField,
    statusField,
    { key: 'shortDescription', kind: 'textarea', label: 'chains.field.shortDescription' },
    { key: 'description', kind: 'html', label: 'cw.field.description' },
    { key: 'logo', kind: 'media', label: 'cw.field.logo' },
    { key: 'coverImage', kind: 'media', label: 'chains.field.coverImage' },
    { key: 'website', kind: 'url', label: 'cw.field.website' },
  ],
  columns: ['status', { header: 'chains.col.branches', cell: (row) => String(row.branchCount ?? 0) }],
});

export default function ChainsScreen() {
  return <ContentScreen config={CONFIG} />;
}
