// Uploads the SVG plan of a floor (a new floor or a replacement); the server sanitizes it and answers warnings.
import { FloorNumberInput, SVG_MAX_BYTES } from '@center-platform/core/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorMessage, StatusMessage, SubmitButton, TextField, WarningMessage } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';

export interface Prefill {
  floorNumber: string;
  name: string;
  /** changes on every request, so the same floor can be prefilled twice */
  seq: number;
}

interface UploadDraft {
  floorNumber: string;
  name: string;
  file: FileList | null;
}

const uploadResolver = problemResolver(
  ({ floorNumber, file }: UploadDraft) => {
    const chosen = file?.[0];
    return {
      floorNumber:
        floorNumber.trim() === '' || !FloorNumberInput.safeParse(Number(floorNumber)).success
          ? 'plan.upload.badNumber'
          : undefined,
      file: !chosen ? 'plan.upload.noFile' : chosen.size > SVG_MAX_BYTES ? 'plan.upload.tooLarge' : undefined,
    };
  },
  ({ floorNumber, name, file }) => ({ floorNumber: Number(floorNumber), name: name.trim(), file: file?.[0] as File }),
);

export function UploadForm(props: { centerId: string; prefill: Prefill | null; onSaved: (floorId: string) => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  // the floor number by core's rule of one, the file by its size (its content is the server's to check)
  const form = useForm<UploadDraft, unknown, { floorNumber: number; name: string; file: File }>({
    defaultValues: { floorNumber: '0', name: '', file: null },
    resolver: uploadResolver,
  });
  const [saved, setSaved] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [readError, setReadError] = useState(false);
  const [reading, setReading] = useState(false);
  const save = trpc.centerplan.saveFloorSvg.useMutation();

  const { prefill } = props;
  const { reset, setFocus } = form;
  useEffect(() => {
    if (!prefill) return;
    reset({ floorNumber: prefill.floorNumber, name: prefill.name, file: null });
    section.current?.scrollIntoView?.({ block: 'nearest' });
    setFocus('file');
  }, [prefill, reset, setFocus]);

  const onSubmit = form.handleSubmit(async ({ floorNumber: number, name: trimmedName, file }) => {
    setSaved([]);
    setWarnings([]);
    setError(null);
    setReadError(false);
    let svg: string;
    setReading(true);
    try {
      svg = await file.text();
    } catch {
      setReadError(true);
      return;
    } finally {
      setReading(false);
    }
    save.mutate(
      { centerId: props.centerId, data: { floorNumber: number, ...(trimmedName ? { name: trimmedName } : {}), svg } },
      {
        onSuccess: (result) => {
          setSaved([
            t('plan.upload.saved', { name: result.floor.name, number: result.floor.floorNumber }),
            ...(result.removed > 0 ? [t('plan.upload.removed', { count: result.removed })] : []),
          ]);
          setWarnings(result.warnings);
          form.resetField('file');
          void utils.centerplan.invalidate();
          void utils.wayfinding.graph.invalidate({ centerId: props.centerId });
          props.onSaved(result.floor.id);
        },
        onError: setError,
      },
    );
  });

  const busy = reading || save.isPending;
  return (
    <section ref={section} className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plan.upload.title')}</h2>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <TextField
          label={t('plan.upload.floorNumber')}
          hint={t('plan.upload.floorNumberHint')}
          error={problemMessage(t, form.formState.errors.floorNumber)}
          type="number"
          inputMode="numeric"
          step={1}
          min={-20}
          max={200}
          required
          {...form.register('floorNumber')}
        />
        <TextField
          label={t('plan.upload.name')}
          hint={t('plan.upload.nameHint')}
          maxLength={200}
          autoComplete="off"
          {...form.register('name')}
        />
        <TextField
          label={t('plan.upload.file')}
          hint={t('plan.upload.fileHint')}
          error={problemMessage(t, form.formState.errors.file)}
          type="file"
          accept=".svg,image/svg+xml"
          {...form.register('file')}
        />
        {readError && (
          <p role="alert" className="message message-error">
            {t('plan.upload.readError')}
          </p>
        )}
        <ErrorMessage error={error} />
        {warnings.map((warning) => (
          <WarningMessage key={warning}>{warning}</WarningMessage>
        ))}
        {saved.length > 0 && <StatusMessage>{saved.join(' ')}</StatusMessage>}
        <div className="form-actions">
          <SubmitButton busy={busy} label={t('plan.upload.submit')} busyLabel={t('plan.upload.busy')} />
        </div>
      </form>
    </section>
  );
}
