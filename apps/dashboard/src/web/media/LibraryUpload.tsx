// The media library's upload (issue 26.1): files dropped on the zone or chosen with it are uploaded one after the
// other; the zone says how far it got and names each file the server refused, with its reason.
import './media-picker.css';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { errorText } from '../errors';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { uploadMediaFile } from './upload';

export function LibraryUpload({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  async function uploadAll(files: File[]) {
    setFailures([]);
    setProgress({ done: 0, total: files.length });
    const failed: string[] = [];
    for (const [index, file] of files.entries()) {
      try {
        await uploadMediaFile(centerId, file);
      } catch (error) {
        failed.push(t('media.upload.failed', { name: file.name, reason: errorText(error, t) }));
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setFailures(failed);
    await utils.media.page.invalidate();
  }
  const busy = progress !== null && progress.done < progress.total;
  // every type goes to the server, which tells it from the bytes and says why it refuses one
  const drop = useDropzone({ onDrop: (files) => void uploadAll(files), disabled: busy });
  return (
    <div className="library-upload">
      <div {...drop.getRootProps({ className: 'drop-zone' })} data-dragging={drop.isDragActive || undefined}>
        <input {...drop.getInputProps()} aria-label={t('media.upload.chooseMany')} />
        <Upload size={18} aria-hidden="true" />
        <span>{t('media.upload.dropMany')}</span>
      </div>
      <p role="status" className="hint">
        {progress && t(busy ? 'media.upload.progress' : 'media.upload.done', { ...progress, count: progress.total })}
      </p>
      {failures.length > 0 && (
        <ul className="field-error upload-failures" role="alert">
          {failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
