import { ContentScreen } from '../center-work/ContentScreen';
import { sortOrderField, statusField, tagsField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';

// `/dashboard/shops` (spec 2.6): shops and branch locations with the opening-hours editor. The hours
// go to the server only when their block was changed (rule 5); a branch keeps them under regularHours.

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '—');

const CONFIG = contentConfig({
  area: 'shops',
  title: 'shops.title',
  intro: 'shops.intro',
  nameField: 'name',
  describe: (row, t) => (row.isShopLocation === true ? t('shops.branchOf', { chain: text(row.chainName) }) : null),
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    {
      key: 'slug',
      kind: 'text',
      label: 'cw.field.slug',
      hint: 'cw.hint.slug',
    },
    { key: 'categoryId', kind: 'select', label: 'shops.field.category', source: 'categories', allowNone: true },
    {
      key: 'chainId',
      kind: 'select',
      label: 'shops.field.chain',
      hint: 'shops.hint.chain',
      source: 'chains',
      allowNone: true,
    },
    statusField,
    { key: 'showOnWebsite', kind: 'checkbox', label: 'cw.field.showOnWebsite', initial: true },
    {
      key: 'floorNumber',
      kind: 'select',
      source: 'floors',
      numeric: true,
      allowNone: true,
      label: 'shops.field.floorOfPlan',
      hint: 'shops.hint.floorOfPlan',
      typed: { label: 'shops.field.floorNumber', hint: 'shops.hint.floorNumber' },
    },
    { key: 'floor', kind: 'text', label: 'cw.field.floor', hint: 'shops.hint.floor' },
    { key: 'unitNumber', kind: 'text', label: 'shops.field.unitNumber' },
    { key: 'shortDescription', kind: 'textarea', label: 'shops.field.shortDescription' },
    { key: 'description', kind: 'html', label: 'cw.field.description' },
    {
      key: 'openingHours',
      kind: 'openingHours',
      label: 'cw.field.openingHours',
      branch: (row) => row?.isShopLocation === true,
    },
    { key: 'logo', kind: 'media', label: 'cw.field.logo' },
    { key: 'coverImage', kind: 'media', label: 'shops.field.coverImage' },
    { key: 'phone', kind: 'text', label: 'cw.field.phone' },
    { key: 'email', kind: 'email', label: 'cw.field.email' },
    { key: 'website', kind: 'url', label: 'cw.field.website' },
    tagsField,
    sortOrderField,
  ],
  columns: [
    { header: 'shops.col.category', cell: (row) => text(row.categoryName), sortKey: 'category' },
    { header: 'shops.col.floor', cell: (row) => text(row.floor), sortKey: 'floor' },
    'status',
    {
      header: 'shops.col.kind',
      cell: (row, { t }) =>
        row.isShopLocation === true ? (
          <span className="badge badge-warn">{t('shops.branchMarker', { chain: text(row.chainName) })}</span>
        ) : (
          t('shops.kind.shop')
        ),
    },
  ],
});

export default function ShopsScreen() {
  return <ContentScreen config={CONFIG} />;
}
