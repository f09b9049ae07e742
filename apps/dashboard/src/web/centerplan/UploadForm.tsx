// Uploads the SVG plan of a floor (a new floor or a replacement); the server sanitizes it and answers warnings.
import { SVG_MAX_BYTES } from '@center-platform/core/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage, StatusMessage, SubmitButton, TextField, WarningMessage } from '../components/forms';
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
  const [floorNumber, setFloorNumber] = useState('0');
  const [name, setName] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const save = trpc.centerplan.saveFloorSvg.useMutation();

  const { prefill } = props;
  useEffect(() => {
    if (!prefill) return;
    setFloorNumber(prefill.floorNumber);
    setName(prefill.name);
    section.current?.scrollIntoView?.({ block: 'nearest' });
    file.current?.focus();
  }, [prefill]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved([]);
    setWarnings([]);
    setError(null);
    setLocalError(null);
    const number = Number(floorNumber);
    if (floorNumber.trim() === '' || !Number.isInteger(number) || number < -20 || number > 200) {
      setNumberError(t('plan.upload.badNumber'));
      return;
    }
    setNumberError(undefined);
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
    const trimmedName = name.trim();
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
  }

  const busy = reading || save.isPending;
  return (
    <section ref={section} className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plan.upload.title')}</h2>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <TextField
          label={t('plan.upload.floorNumber')}
          hint={t('plan.upload.floorNumberHint')}
          error={numberError}
          name="floorNumber"
          type="number"
          inputMode="numeric"
          step={1}
          min={-20}
          max={200}
          required
          value={floorNumber}
          onChange={(e) => setFloorNumber(e.target.value)}
        />
        <TextField
          label={t('plan.upload.name')}
          hint={t('plan.upload.nameHint')}
          name="name"
          maxLength={200}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
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
