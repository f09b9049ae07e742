// The words of a history list that mixes records (the change log): each kind's name ("Shop", "Benutzer") and, for
// fields no record editor is there to name, the labels the forms use for the fields most records share.
import type { HistoryKind } from '@center-platform/core/shared';
import { isMessageKey, type MessageKey, type Translate } from '../i18n';
import { userHistoryLabels } from '../users/user-history-labels';

export function historyKindLabel(t: Translate, kind: HistoryKind): string {
  const key = `history.kind.${kind}`;
  return isMessageKey(key) ? t(key) : kind;
}

const COMMON_FIELDS: Record<string, MessageKey> = {
  name: 'cw.field.name',
  title: 'cw.field.title',
  slug: 'cw.field.slug',
  status: 'cw.field.status',
  description: 'cw.field.description',
  isActive: 'cw.field.isActive',
  phone: 'cw.field.phone',
  email: 'cw.field.email',
  website: 'cw.field.website',
  logo: 'cw.field.logo',
  sortOrder: 'cw.field.sortOrder',
  // the linked rows (their own field in a record's history)
  linkedShopIds: 'news.field.linkedShops',
  shopIds: 'gastronomyThemes.field.shops',
  categoryIds: 'categoryThemes.field.categories',
  items: 'playlists.field.items',
};

/** The field and value words of a revision of `kind` in the change log. */
export function activityLabels(t: Translate, kind: HistoryKind) {
  const own = kind === 'users' ? userHistoryLabels(t) : undefined;
  return {
    fieldLabel: (field: string) => {
      const label = own?.fieldLabel(field);
      if (label) return label;
      return field in COMMON_FIELDS ? t(COMMON_FIELDS[field] as MessageKey) : undefined;
    },
    valueLabel: (field: string, value: unknown) => own?.valueLabel(field, value),
  };
}
