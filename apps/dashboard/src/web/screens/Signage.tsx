// `/dashboard/signage`: the configuration of the center's screens and touchscreens (spec 4.1 signage-config, dooh
// active): how long a touchscreen waits before returning to its start page, its language, the weather, and which
// playlist the screens play. Checked by core's schema as the server checks it; only what changed is sent.
import { DOOH_SLUG, SIGNAGE_LANGUAGES, SignageSettingsInput } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CenterScope } from '../center-work/scope';
import { fieldProblem, type ProblemTable } from '../components/field-problems';
import {
  CheckboxField,
  LoadError,
  Loading,
  type Notice,
  NoticeView,
  ReadOnlyFields,
  SaveOrCancel,
  SelectField,
  TextField,
} from '../components/forms';
import { HistoryPanel, useReadsHistory } from '../history/HistoryPanel';
import { formatDateTime, useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';

const SignageForm = SignageSettingsInput.required().extend({
  // '' in the select: the first active playlist
  playlistSlug: z.union([z.literal(''), z.string().regex(DOOH_SLUG)]),
});
type SignageValues = z.input<typeof SignageForm>;
const resolver = zodResolver(SignageForm);
const PROBLEMS: ProblemTable<'idleTimeoutSeconds'> = {
  idleTimeoutSeconds: { too_small: 'cw.problem.min', too_big: 'cw.problem.max', invalid_type: 'cw.problem.number' },
};

const valuesOf = (stored: Record<string, unknown>): SignageValues => ({
  idleTimeoutSeconds: typeof stored.idleTimeoutSeconds === 'number' ? stored.idleTimeoutSeconds : 90,
  language: stored.language === 'en' ? 'en' : 'de',
  showWeather: stored.showWeather === true,
  playlistSlug: typeof stored.playlistSlug === 'string' ? stored.playlistSlug : '',
});

function SignageEditor({ centerId }: { centerId: string }) {
  const { t, lang } = useI18n();
  const readsHistory = useReadsHistory();
  const writes = useWrites('digital-apps-hardware');
  const utils = trpc.useUtils();
  const stored = trpc.centerWork.signage.get.useQuery({ centerId });
  const playlists = trpc.centerWork.playlists.list.useQuery({ centerId });
  const save = trpc.centerWork.signage.update.useMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<SignageValues>({ resolver, defaultValues: valuesOf({}) });
  const { reset } = form;
  useEffect(() => {
    if (stored.data) reset(valuesOf(stored.data));
  }, [stored.data, reset]);

  if (stored.error) return <LoadError error={stored.error} onRetry={() => stored.refetch()} />;
  if (!stored.data) return <Loading />;
  const dirty = form.formState.dirtyFields;
  const onSubmit = form.handleSubmit((values) => {
    const changed: Record<string, unknown> = Object.fromEntries(
      Object.entries(values).filter(([key]) => dirty[key as keyof SignageValues]),
    );
    if ('playlistSlug' in changed) changed.playlistSlug = values.playlistSlug || null;
    setNotice(null);
    save.mutate(
      { centerId, data: changed },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          setNotice({ kind: 'status', text: t('signage.saved') });
          void utils.centerWork.signage.invalidate();
        },
      },
    );
  });
  const regular = (playlists.data ?? []).filter((playlist) => playlist.isActive && !playlist.isLocalHero);
  const labels: Record<string, string> = {
    'settings.idleTimeoutSeconds': t('signage.field.idleTimeoutSeconds'),
    'settings.language': t('signage.field.language'),
    'settings.playlistSlug': t('signage.field.playlistSlug'),
    'settings.showWeather': t('signage.field.showWeather'),
  };
  return (
    <>
      <form className="form form-grid" onSubmit={onSubmit} noValidate>
        <ReadOnlyFields readOnly={!writes}>
          <TextField
            label={t('signage.field.idleTimeoutSeconds')}
            type="number"
            min={10}
            max={3600}
            changed={dirty.idleTimeoutSeconds}
            error={fieldProblem(t, PROBLEMS, form.formState.errors, 'idleTimeoutSeconds')}
            {...form.register('idleTimeoutSeconds', { valueAsNumber: true })}
          />
          <SelectField label={t('signage.field.language')} changed={dirty.language} {...form.register('language')}>
            {SIGNAGE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`signage.language.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('signage.field.playlistSlug')}
            changed={dirty.playlistSlug}
            {...form.register('playlistSlug')}
          >
            <option value="">{t('signage.option.firstActive')}</option>
            {regular.map((playlist) => (
              <option key={playlist.id} value={playlist.slug}>
                {playlist.name}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label={t('signage.field.showWeather')}
            changed={dirty.showWeather}
            {...form.register('showWeather')}
          />
        </ReadOnlyFields>
        <NoticeView notice={notice} />
        {writes && (
          <SaveOrCancel
            nothing={false}
            error={save.error}
            busy={save.isPending}
            canSave={form.formState.isDirty}
            onCancel={() => reset()}
          />
        )}
      </form>
      {readsHistory && (
        <HistoryPanel
          centerId={centerId}
          kind="signage"
          recordId={centerId}
          fieldLabel={(field) => labels[field]}
          valueLabel={(field, value) =>
            field === 'settings.language' && (SIGNAGE_LANGUAGES as readonly unknown[]).includes(value)
              ? t(`signage.language.${value as (typeof SIGNAGE_LANGUAGES)[number]}`)
              : undefined
          }
          dirty={form.formState.isDirty}
          onRestored={(at) => {
            setNotice({ kind: 'status', text: t('history.restoredSettings', { at: formatDateTime(lang, at) }) });
            void utils.centerWork.signage.invalidate();
          }}
        />
      )}
    </>
  );
}

export default function SignageScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('signage.title')}</h1>
      <p className="hint intro">{t('signage.intro')}</p>
      <CenterScope>{(centerId) => <SignageEditor centerId={centerId} />}</CenterScope>
    </div>
  );
}
