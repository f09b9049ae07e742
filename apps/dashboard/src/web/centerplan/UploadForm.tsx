// Uploads the SVG plan of a floor (a new floor or a replacement); the server sanitizes it and answers warnings.
import { FloorNumberInput, SVG_MAX_BYTES } from '@center-platform/core/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorMessage, StatusMessage, SubmitButton, TextField, WarningMessage } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { FileField } from './FileField';

export interface Prefill {
  floorNumber: string;
  name: string;
  /** changes on every request, so the same floor can be prefilled twice */
  seq: number;
}

export function UploadForm(props: { centerId: string; prefill: Prefill | null; onSaved: (floorId: string) => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // the floor number by core's rule of one; the file is checked as it is read
  const form = useForm<{ floorNumber: string; name: string }, unknown, { floorNumber: number; name: string }>({
    defaultValues: { floorNumber: '0', name: '' },
    resolver: problemResolver(
      ({ floorNumber }) => ({
        floorNumber:
          floorNumber.trim() === '' || !FloorNumberInput.safeParse(Number(floorNumber)).success
            ? 'plan.upload.badNumber'
            : undefined,
      }),
      ({ floorNumber, name }) => ({ floorNumber: Number(floorNumber), name: name.trim() }),
    ),
  });
  const [saved, setSaved] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const save = trpc.centerplan.saveFloorSvg.useMutation();

  const { prefill } = props;
  const { reset } = form;
  useEffect(() => {
    if (!prefill) return;
    reset({ floorNumber: prefill.floorNumber, name: prefill.name });
    section.current?.scrollIntoView?.({ block: 'nearest' });
    file.current?.focus();
  }, [prefill, reset]);

  const onSubmit = form.handleSubmit(async ({ floorNumber: number, name: trimmedName }) => {
    setSaved([]);
    setWarnings([]);
    setError(null);
    setLocalError(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setLocalError(t('plan.upload.noFile'));
      return;
    }
    if (chosen.size > SVG_MAX_BYTES) {
      setLocalError(t('plan.upload.tooLarge'));
      return;
    }
    let svg: string;
    setReading(true);
    try {
      svg = await chosen.text();
    } catch {
      setLocalError(t('plan.upload.readError'));
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
          if (file.current) file.current.value = '';
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
        <FileField
          inputRef={file}
          label={t('plan.upload.file')}
          hint={t('plan.upload.fileHint')}
          accept=".svg,image/svg+xml"
        />
        {localError && (
          <p role="alert" className="message message-error">
            {localError}
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
