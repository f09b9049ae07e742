import '../center-work/center-work.css';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { FieldProblem } from '../center-work/fields';
import { KeyChecklist } from '../center-work/inputs';
import { RecipientsLoader } from '../center-work/RecipientsEditor';
import { SettingInput } from '../center-work/SettingInput';
import { CenterScope } from '../center-work/scope';
import {
  type CenterSettings,
  changedCount,
  GROUPS,
  type Group,
  SETTING_FIELDS,
  type SettingsForm,
  type SettingsUpdate,
  type SettingValue,
  settingsForm,
  settingsPatch,
  settingsResolver,
} from '../center-work/settings-form';
import { UnsavedWork, useReportUnsaved } from '../center-work/UnsavedWork';
import { useSaveShortcut } from '../center-work/unsaved-guard';
import {
  LoadError,
  Loading,
  type Notice,
  NoticeView,
  ReadOnlyFields,
  ReadOnlyNote,
  StatusMessage,
  SubmitButton,
} from '../components/forms';
import { useToast } from '../components/toast-context';
import { HistoryPanel, useReadsHistory } from '../history/HistoryPanel';
import { formatDateTime, isMessageKey, type MessageKey, useI18n } from '../i18n';
import { useWrites } from '../session';
import { trpc } from '../trpc';

// `/dashboard/center-settings` (spec 2.2): branding, SEO, chatbot, center plan, feature switches and visitor
// privacy of the center. Saving sends only the groups and fields that changed. Below, in a form of its own
// with its own load and save, the recipients of the website forms (spec 6.3): the same rule (center-website
// roles, own center), but kept with the center's secrets, so never part of the settings. Other secrets (API
// keys, passwords) live elsewhere and never show here.

const GROUP_TITLES: Record<Group | 'features', MessageKey> = {
  branding: 'settings.group.branding',
  seo: 'settings.group.seo',
  chatbot: 'settings.group.chatbot',
  centerplanSettings: 'settings.group.centerplan',
  features: 'settings.group.features',
  privacy: 'settings.group.privacy',
};

const FEATURE_LABELS: Record<string, MessageKey> = {
  shops: 'settings.feature.shops',
  news: 'settings.feature.news',
  events: 'settings.feature.events',
  offers: 'settings.feature.offers',
  jobs: 'settings.feature.jobs',
  centerplan: 'settings.feature.centerplan',
  chatbot: 'settings.feature.chatbot',
};

/** The center's own fields that no settings group edits, by the name the history gives them. */
const CENTER_FIELDS: Record<string, MessageKey> = {
  address: 'settings.center.address',
  postalCode: 'settings.center.postalCode',
  city: 'settings.center.city',
  country: 'settings.center.country',
  latitude: 'settings.center.latitude',
  longitude: 'settings.center.longitude',
  phone: 'cw.field.phone',
  email: 'cw.field.email',
  websiteUrl: 'cw.field.website',
  openingHours: 'cw.field.openingHours',
};

/** A setting's label by its field name, for the history (undefined: not a field of the form). */
function settingLabel(t: (key: MessageKey) => string, field: string): string | undefined {
  const found = GROUPS.flatMap((group) => SETTING_FIELDS[group]).find((setting) => setting.key === field);
  if (found) return t(found.label);
  const [column = '', key] = field.split('.');
  const label = CENTER_FIELDS[column];
  if (!label) return undefined;
  // a day of the opening hours: "Öffnungszeiten: Montag"
  const day = key && `hours.day.${key}`;
  return day && isMessageKey(day) ? `${t(label)}: ${t(day)}` : t(label);
}

function SettingsEditor({
  centerId,
  settings,
  onRestored,
}: {
  centerId: string;
  settings: CenterSettings;
  /** the version of `at` was restored from the history: the stored settings are read again */
  onRestored: (at: string) => void;
}) {
  // a VIEWER reads the settings; the form's recipients (addresses of people) are not shown to it at all
  const writes = useWrites('center-website');
  const readsHistory = useReadsHistory();
  const { t } = useI18n();
  const utils = trpc.useUtils();
  // the baseline of "changed" is what is stored: after a save it is the server's answer, while the form
  // keeps what was typed (equal to it, up to trimming)
  const initial = useMemo(() => settingsForm(settings), [settings]);
  const stored = useRef(initial);
  stored.current = initial;
  const { watch, setValue, handleSubmit, formState } = useForm<SettingsForm, unknown, SettingsUpdate>({
    defaultValues: initial,
    resolver: settingsResolver(() => stored.current),
  });
  const form = watch();
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = trpc.centerWork.settings.update.useMutation();
  const formElement = useRef<HTMLFormElement>(null);
  const changed = changedCount(settingsPatch(initial, form));
  useReportUnsaved(changed > 0 && !update.isPending);
  useSaveShortcut(formElement);
  const problemOf = (group: Group, key: string) =>
    (formState.errors[group] as Record<string, FieldError> | undefined)?.[key]?.type as FieldProblem | undefined;

  // a group or the feature switches are set whole: a key of their own may hold any character
  function set(group: Group | 'features', values: Record<string, SettingValue>) {
    setValue(group, values as never, { shouldValidate: formState.isSubmitted });
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setNotice(null);
    return handleSubmit((data) => {
      if (!writes) return;
      if (Object.keys(data).length === 0) {
        setNotice({ kind: 'status', text: t('cw.nothingChanged') });
        return;
      }
      update.mutate(
        { centerId, data },
        {
          onSuccess: (saved) => {
            // the answer is the stored settings: they become the baseline, the form keeps what was typed
            utils.centerWork.settings.get.setData({ centerId }, saved);
            setNotice({ kind: 'status', text: t('settings.saved') });
          },
          onError: (error) => setNotice({ kind: 'error', error }),
        },
      );
    })(event);
  };

  const featureEntries = Object.entries(form.features).sort(([a], [b]) => a.localeCompare(b));
  return (
    <form ref={formElement} onSubmit={onSubmit} className="form form-grid form-wide settings-form" noValidate>
      <ReadOnlyFields readOnly={!writes}>
        {GROUPS.map((group) => (
          <fieldset key={group} className="field field-wide">
            <legend>{t(GROUP_TITLES[group])}</legend>
            <div className="form-grid form-wide">
              {SETTING_FIELDS[group].map((field) => (
                <SettingInput
                  key={field.key}
                  centerId={centerId}
                  group={group}
                  field={field}
                  value={form[group][field.key] ?? ''}
                  problem={problemOf(group, field.key)}
                  onChange={(value) => set(group, { ...form[group], [field.key]: value })}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <KeyChecklist
          legend={t(GROUP_TITLES.features)}
          hint={t('settings.features.hint')}
          entries={featureEntries}
          labelOf={(key) => (FEATURE_LABELS[key] ? t(FEATURE_LABELS[key]) : key)}
          onToggle={(key, on) => set('features', { ...form.features, [key]: on })}
          onAdd={(key) => set('features', { ...form.features, [key]: true })}
          addLabel={t('settings.features.add')}
        />
      </ReadOnlyFields>
      {Object.keys(formState.errors).length > 0 && (
        <p role="alert" className="message message-error">
          {t('cw.problem.summary')}
        </p>
      )}
      {notice?.kind === 'status' ? <StatusMessage>{notice.text}</StatusMessage> : <NoticeView notice={notice} />}
      {/* the save bar stays in view at the foot of the screen while the long form scrolls */}
      {writes ? (
        <div className="form-actions sticky-save">
          <span className="save-state" role="status">
            {changed > 0 ? t('cw.unsaved', { count: changed }) : t('cw.noChanges')}
          </span>
          <SubmitButton
            busy={update.isPending}
            label={t('common.save')}
            busyLabel={t('common.saving')}
            disabled={changed === 0}
          />
        </div>
      ) : (
        <ReadOnlyNote />
      )}
      {readsHistory && (
        <HistoryPanel
          centerId={centerId}
          kind="center"
          recordId={centerId}
          fieldLabel={(field) => settingLabel(t, field)}
          dirty={changed > 0}
          onRestored={onRestored}
        />
      )}
    </form>
  );
}

function SettingsLoader({ centerId }: { centerId: string }) {
  const { t, lang } = useI18n();
  const toast = useToast();
  const settings = trpc.centerWork.settings.get.useQuery({ centerId });
  // a restored version starts the form over from the settings read again
  const [restored, setRestored] = useState(0);
  if (settings.isPending) return <Loading />;
  if (settings.error) return <LoadError error={settings.error} onRetry={() => settings.refetch()} />;
  return (
    <>
      <p className="hint intro">
        {t('settings.center', { name: settings.data.branding.name, slug: settings.data.slug })}
      </p>
      <UnsavedWork>
        <SettingsEditor
          key={restored}
          centerId={centerId}
          settings={settings.data}
          onRestored={(at) => {
            void settings.refetch().then(() => setRestored((count) => count + 1));
            toast(t('history.restoredSettings', { at: formatDateTime(lang, at) }));
          }}
        />
      </UnsavedWork>
    </>
  );
}

export default function CenterSettingsScreen() {
  const { t } = useI18n();
  const writes = useWrites('center-website');
  return (
    <div className="screen">
      <h1>{t('settings.title')}</h1>
      <p className="hint intro">{t('settings.intro')}</p>
      <CenterScope>
        {(centerId) => (
          <>
            <SettingsLoader centerId={centerId} />
            {writes && <RecipientsLoader centerId={centerId} />}
          </>
        )}
      </CenterScope>
    </div>
  );
}
