// A media field (issue 26.2): the chosen file with its preview, chosen from the center's library in a dialog with
// previews and search, or uploaded in place (dropped on the field or in the dialog). Nobody types a path; a value
// stored before (a path or a URL of the legacy platform) is shown and kept until another file is chosen.
import './media-picker.css';
import { absoluteMediaUrl } from '@center-platform/core/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { keepPreviousData } from '@tanstack/react-query';
import { FileText, ImageOff, Upload, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Field } from '../components/forms';
import { errorText } from '../errors';
import { useI18n } from '../i18n';
import { useSession } from '../session';
import { trpc } from '../trpc';
import { hasPreview, thumbnailUrl } from './format';
import { FILE_TYPES, KINDS_OF, type MediaAccept, type MediaFile, uploadMediaFile } from './upload';

/** Uploads one file into the center's library; the library's lists learn of it. */
export function useUpload(centerId: string) {
  const utils = trpc.useUtils();
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File): Promise<MediaFile | null> {
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadMediaFile(centerId, file);
      await utils.media.page.invalidate();
      return uploaded;
    } catch (caught) {
      setError(t('media.upload.failed', { name: file.name, reason: errorText(caught, t) }));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { upload, busy, error };
}

const lastSegment = (value: string) => value.split(/[/?#]/).filter(Boolean).pop() ?? value;

function Preview({ url, isPicture, name }: { url: string | null; isPicture: boolean; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && isPicture && failed !== url) {
    return <img className="media-field-preview" src={url} alt="" onError={() => setFailed(url)} title={name} />;
  }
  const Icon = isPicture ? ImageOff : FileText;
  return (
    <span className="media-field-preview media-field-preview-none" aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}

export function MediaField(props: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  changed?: boolean | undefined;
  centerId: string;
  accept?: MediaAccept;
  /** the stored path or URL; '' for none */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const { me } = useSession();
  const accept = props.accept ?? 'picture';
  const [open, setOpen] = useState(false);
  const uploads = useUpload(props.centerId);
  const [pickedName, setPickedName] = useState<{ value: string; name: string } | null>(null);
  const choose = (file: MediaFile) => {
    setPickedName({ value: file.storageKey, name: file.originalName ?? lastSegment(file.storageKey) });
    props.onChange(file.storageKey);
  };
  const drop = useDropzone({
    accept: FILE_TYPES[accept],
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: props.disabled || uploads.busy,
    onDropAccepted: async ([file]) => {
      const uploaded = file ? await uploads.upload(file) : null;
      if (uploaded) choose(uploaded);
    },
  });
  const { value } = props;
  const url = value ? absoluteMediaUrl(value, me.mediaBaseUrl) : null;
  const name = value ? (pickedName?.value === value ? pickedName.name : lastSegment(value)) : '';
  return (
    <>
      <Field
        label={props.label}
        hint={props.hint ?? t(accept === 'pdf' ? 'media.field.hintPdf' : 'media.field.hint')}
        error={props.error ?? uploads.error ?? undefined}
        changed={props.changed}
      >
        {(control) => (
          <div
            {...drop.getRootProps({ className: 'media-field' })}
            data-dragging={drop.isDragActive || undefined}
            data-testid="media-field"
          >
            <input {...drop.getInputProps()} aria-label={`${props.label}: ${t('media.upload.choose')}`} />
            <Preview url={url} isPicture={accept === 'picture'} name={name} />
            <div className="media-field-body">
              <span className={value ? 'media-field-name' : 'media-field-name media-field-none'} title={value}>
                {uploads.busy ? t('media.upload.busy') : value ? name : t('media.field.none')}
              </span>
              <div className="media-field-actions">
                <button
                  type="button"
                  {...control}
                  // the field's label names what is chosen, the button's text what it does
                  aria-label={`${props.label}: ${t(value ? 'media.field.change' : 'media.field.choose')}`}
                  onClick={() => setOpen(true)}
                  disabled={props.disabled}
                >
                  {t(value ? 'media.field.change' : 'media.field.choose')}
                </button>
                {value && !props.disabled && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`${props.label}: ${t('media.field.remove')}`}
                    onClick={() => props.onChange('')}
                  >
                    {t('media.field.remove')}
                  </button>
                )}
              </div>
            </div>
          </div>
        )}
      </Field>
      {open && (
        <MediaPickerDialog
          centerId={props.centerId}
          accept={accept}
          title={props.label}
          onClose={() => setOpen(false)}
          onPick={(file) => {
            choose(file);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** The center's files of the field's kinds, a page at a time, searched; a click picks one, a drop uploads one. */
export function MediaPickerDialog(props: {
  centerId: string;
  accept: MediaAccept;
  title: string;
  onClose: () => void;
  onPick: (file: MediaFile) => void;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const files = trpc.media.page.useQuery(
    { centerId: props.centerId, page, pageSize: 25, filters: { kinds: KINDS_OF[props.accept] }, ...(q ? { q } : {}) },
    { placeholderData: keepPreviousData },
  );
  const uploads = useUpload(props.centerId);
  const drop = useDropzone({
    accept: FILE_TYPES[props.accept],
    multiple: false,
    disabled: uploads.busy,
    onDropAccepted: async ([file]) => {
      const uploaded = file ? await uploads.upload(file) : null;
      if (uploaded) props.onPick(uploaded);
    },
  });
  const answer = files.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay picker-overlay" />
        <Dialog.Content className="picker-dialog" aria-describedby={undefined}>
          <header className="sheet-head">
            <Dialog.Title>{t('media.picker.title', { field: props.title })}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('common.close')}>
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </header>
          <div className="picker-body">
            <div {...drop.getRootProps({ className: 'drop-zone' })} data-dragging={drop.isDragActive || undefined}>
              <input {...drop.getInputProps()} aria-label={t('media.upload.choose')} />
              <Upload size={18} aria-hidden="true" />
              <span>{uploads.busy ? t('media.upload.busy') : t('media.upload.drop')}</span>
            </div>
            {uploads.error && (
              <p className="field-error" role="alert">
                {uploads.error}
              </p>
            )}
            <input
              type="search"
              className="picker-search"
              aria-label={t('media.search')}
              placeholder={t('media.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
            {files.error && (
              <p className="field-error" role="alert">
                {errorText(files.error, t)}
              </p>
            )}
            {answer && answer.rows.length === 0 && (
              <p className="hint">{t(q ? 'media.noMatch' : 'media.picker.empty')}</p>
            )}
            <ul className="picker-grid" aria-busy={files.isFetching || undefined}>
              {answer?.rows.map((file) => {
                const name = file.originalName ?? lastSegment(file.storageKey);
                return (
                  <li key={file.id}>
                    <button type="button" className="picker-tile" onClick={() => props.onPick(file)}>
                      {hasPreview(file.kind) ? (
                        <img src={thumbnailUrl(file)} alt="" loading="lazy" />
                      ) : (
                        <span className="picker-tile-icon" aria-hidden="true">
                          <FileText size={28} />
                        </span>
                      )}
                      <span className="picker-tile-name">{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={t('cw.pager')}>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('cw.pager.previous')}
                </button>
                <span role="status">{t('cw.pager.page', { page, pages })}</span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('cw.pager.next')}
                </button>
              </nav>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
