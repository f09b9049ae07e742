import { ActiveBadge } from '../center-work/badges';
import { ContentScreen } from '../center-work/ContentScreen';
import { sortOrderField } from '../center-work/common-fields';
import { contentConfig } from '../center-work/content-config';
import { activeField, countColumn, derivedSlugField } from '../center-work/structure-fields';
import { PlaylistItemsEditor } from '../signage/PlaylistItemsEditor';
import { PlaylistLookEditor } from '../signage/PlaylistLookEditor';
import { ScheduleEditor } from '../signage/ScheduleEditor';

// `/dashboard/playlists`: the DOOH playlists with their items and schedule, one of them the local hero (spec 4.1 dooh).

const CONFIG = contentConfig({
  area: 'playlists',
  title: 'playlists.title',
  intro: 'playlists.intro',
  writeArea: 'digital-apps-hardware',
  nameField: 'name',
  fields: [
    { key: 'name', kind: 'text', label: 'cw.field.name' },
    derivedSlugField,
    activeField,
    { key: 'isLocalHero', kind: 'checkbox', label: 'playlists.field.isLocalHero', hint: 'playlists.hint.isLocalHero' },
    {
      key: 'items',
      kind: 'structured',
      label: 'playlists.field.items',
      editor: PlaylistItemsEditor,
      empty: [],
      wide: true,
    },
    {
      key: 'schedule',
      kind: 'structured',
      label: 'playlists.field.schedule',
      editor: ScheduleEditor,
      empty: {},
      wide: true,
    },
    {
      key: 'settings',
      kind: 'structured',
      label: 'playlists.field.look',
      editor: PlaylistLookEditor,
      empty: {},
      wide: true,
    },
    sortOrderField,
  ],
  columns: [
    'active',
    { header: 'playlists.col.localHero', cell: (row) => (row.isLocalHero === true ? <ActiveBadge active /> : null) },
    countColumn('items'),
  ],
});

export default function PlaylistsScreen() {
  return <ContentScreen config={CONFIG} />;
}
