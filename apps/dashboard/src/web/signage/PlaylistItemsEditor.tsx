// The items of a playlist in the order they play: each a kind (a file, a text slide, or a shop, offer, news item or
// event of the center), its title, what it shows and how long. Items move up and down and are removed in place.
import {
  MAX_PLAYLIST_ITEMS,
  MEDIA_ITEM_KINDS,
  PLAYLIST_ITEM_KINDS,
  type PlaylistItemKind,
  RECORD_ITEM_KINDS,
} from '@center-platform/core/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { StructuredEditorProps } from '../center-work/fields';
import { ShopPicker } from '../center-work/ShopPicker';
import { ChangedDot, SelectField, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { MediaField } from '../media/MediaPicker';
import { trpc } from '../trpc';
import './signage.css';

interface Item {
  kind: PlaylistItemKind;
  title?: string | null;
  mediaUrl?: string | null;
  refId?: string | null;
  durationSeconds?: number;
  content?: { headline?: string | null; text?: string | null };
}

const isMedia = (kind: PlaylistItemKind) => (MEDIA_ITEM_KINDS as readonly string[]).includes(kind);
const isRecord = (kind: PlaylistItemKind) => (RECORD_ITEM_KINDS as readonly string[]).includes(kind);

/** What a stored item sends back (the read adds an id). */
const asInput = ({ kind, title, mediaUrl, refId, durationSeconds, content }: Item): Item => ({
  kind,
  title: title ?? null,
  mediaUrl: isMedia(kind) ? (mediaUrl ?? null) : null,
  refId: isRecord(kind) ? (refId ?? null) : null,
  durationSeconds: durationSeconds ?? 10,
  // a text slide's headline and text (the keys the API takes)
  content: kind === 'html' ? { headline: content?.headline ?? null, text: content?.text ?? null } : {},
});

/** The offers, news items or events of the center to pick one from. */
function RecordSelect(props: {
  centerId: string;
  kind: 'offer' | 'news' | 'event';
  value: string;
  label: string;
  onChange: (id: string) => void;
}) {
  const { t } = useI18n();
  const input = { centerId: props.centerId };
  const offers = trpc.centerWork.offers.list.useQuery(input, { enabled: props.kind === 'offer' });
  const news = trpc.centerWork.news.list.useQuery(input, { enabled: props.kind === 'news' });
  const events = trpc.centerWork.events.list.useQuery(input, { enabled: props.kind === 'event' });
  const rows = (props.kind === 'offer' ? offers.data : props.kind === 'news' ? news.data : events.data) ?? [];
  return (
    <SelectField label={props.label} name="refId" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{t('cw.option.choose')}</option>
      {rows.map((row) => (
        <option key={row.id} value={row.id}>
          {row.title}
        </option>
      ))}
    </SelectField>
  );
}

export function PlaylistItemsEditor({ legend, centerId, value, changed, onChange }: StructuredEditorProps) {
  const { t } = useI18n();
  const items = ((value ?? []) as Item[]).map(asInput);
  const put = (next: Item[]) => onChange(next);
  const change = (index: number, patch: Partial<Item>) =>
    put(items.map((item, i) => (i === index ? asInput({ ...item, ...patch }) : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    put(next);
  };
  return (
    <fieldset className="field field-wide playlist-items">
      <legend>
        {legend}
        {changed && <ChangedDot />}
      </legend>
      {items.length === 0 && <p className="hint">{t('signage.items.empty')}</p>}
      <ol>
        {items.map((item, index) => {
          const number = index + 1;
          return (
            // items have no identity of their own before they are saved: their place is their key
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="playlist-item">
              <div className="form-grid">
                <SelectField
                  label={t('signage.items.kind', { n: number })}
                  name={`item-${number}-kind`}
                  value={item.kind}
                  onChange={(e) => change(index, { kind: e.target.value as PlaylistItemKind })}
                >
                  {PLAYLIST_ITEM_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`signage.kind.${kind}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('signage.items.title')}
                  name={`item-${number}-title`}
                  value={item.title ?? ''}
                  maxLength={200}
                  onChange={(e) => change(index, { title: e.target.value })}
                />
                <TextField
                  label={t('signage.items.duration')}
                  name={`item-${number}-duration`}
                  type="number"
                  min={1}
                  max={3600}
                  value={String(item.durationSeconds ?? 10)}
                  onChange={(e) =>
                    change(index, { durationSeconds: Math.max(1, Math.round(Number(e.target.value) || 1)) })
                  }
                />
                {item.kind === 'image' && (
                  <MediaField
                    label={t('signage.items.mediaUrl')}
                    centerId={centerId}
                    value={item.mediaUrl ?? ''}
                    onChange={(value) => change(index, { mediaUrl: value })}
                  />
                )}
                {/* a video is not a file of the media library: it is linked where it is hosted */}
                {isMedia(item.kind) && item.kind !== 'image' && (
                  <TextField
                    label={t('signage.items.mediaUrl')}
                    hint={t('signage.items.videoHint')}
                    name={`item-${number}-media`}
                    inputMode="url"
                    value={item.mediaUrl ?? ''}
                    onChange={(e) => change(index, { mediaUrl: e.target.value })}
                  />
                )}
                {item.kind === 'shop' && (
                  <ShopPicker
                    centerId={centerId}
                    label={t('signage.items.record')}
                    value={item.refId ?? ''}
                    onChange={(id) => change(index, { refId: id || null })}
                  />
                )}
                {(item.kind === 'offer' || item.kind === 'news' || item.kind === 'event') && (
                  <RecordSelect
                    centerId={centerId}
                    kind={item.kind}
                    label={t('signage.items.record')}
                    value={item.refId ?? ''}
                    onChange={(id) => change(index, { refId: id || null })}
                  />
                )}
                {item.kind === 'html' && (
                  <>
                    <TextField
                      label={t('signage.items.headline')}
                      name={`item-${number}-headline`}
                      value={item.content?.headline ?? ''}
                      onChange={(e) => change(index, { content: { ...item.content, headline: e.target.value } })}
                    />
                    <TextField
                      label={t('signage.items.text')}
                      name={`item-${number}-text`}
                      value={item.content?.text ?? ''}
                      onChange={(e) => change(index, { content: { ...item.content, text: e.target.value } })}
                    />
                  </>
                )}
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="icon-action"
                  disabled={index === 0}
                  aria-label={t('signage.items.up', { n: number })}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  className="icon-action"
                  disabled={index === items.length - 1}
                  aria-label={t('signage.items.down', { n: number })}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  className="icon-action danger"
                  aria-label={t('signage.items.remove', { n: number })}
                  onClick={() => put(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="add-item"
        disabled={items.length >= MAX_PLAYLIST_ITEMS}
        onClick={() => put([...items, asInput({ kind: 'image' })])}
      >
        <Plus aria-hidden size={16} /> {t('signage.items.add')}
      </button>
    </fieldset>
  );
}
