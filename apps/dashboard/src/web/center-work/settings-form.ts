// The center settings form (spec 2.2): the groups of `centerWork.settings.get` as text and checkbox
// values, and the partial update of the groups and fields that changed (the server keeps the rest).
import type { MessageKey } from '../i18n';
import type { RouterInputs, RouterOutputs } from '../trpc';
import { stableJson } from './fields';

export type CenterSettings = RouterOutputs['centerWork']['settings']['get'];
export type SettingsUpdate = RouterInputs['centerWork']['settings']['update']['data'];

export type SettingKind = 'text' | 'textarea' | 'media' | 'url' | 'color' | 'checkbox' | 'keyword';
export interface SettingField {
  key: string;
  kind: SettingKind;
  label: MessageKey;
  hint?: MessageKey;
  /** never null: blank is refused rather than cleared */
  required?: boolean;
  maxLength?: number;
  /** the known values of a keyword field, offered in a select with readable labels (a stored other value stays) */
  options?: readonly { value: string; label: MessageKey }[];
}

export const GROUPS = ['branding', 'seo', 'chatbot', 'centerplanSettings', 'privacy'] as const;
export type Group = (typeof GROUPS)[number];

export const SETTING_FIELDS: Record<Group, readonly SettingField[]> = {
  branding: [
    { key: 'name', kind: 'text', label: 'settings.branding.name', required: true, maxLength: 200 },
    { key: 'shortName', kind: 'text', label: 'settings.branding.shortName', maxLength: 100 },
    { key: 'baseColor', kind: 'color', label: 'settings.branding.baseColor', required: true },
    { key: 'secondaryColor', kind: 'color', label: 'settings.branding.secondaryColor', required: true },
    { key: 'accentColor', kind: 'color', label: 'settings.branding.accentColor', required: true },
    { key: 'logo', kind: 'media', label: 'settings.branding.logo', hint: 'settings.branding.logoHint' },
    { key: 'favicon', kind: 'media', label: 'settings.branding.favicon' },
    { key: 'websiteFavicon', kind: 'media', label: 'settings.branding.websiteFavicon' },
    { key: 'coverImageUrl', kind: 'media', label: 'settings.branding.coverImageUrl' },
  ],
  seo: [
    { key: 'title', kind: 'text', label: 'settings.seo.title', maxLength: 200 },
    { key: 'description', kind: 'textarea', label: 'settings.seo.description', maxLength: 1000 },
    { key: 'keywords', kind: 'text', label: 'settings.seo.keywords', maxLength: 500 },
    { key: 'ogImage', kind: 'media', label: 'settings.seo.ogImage' },
    { key: 'ogTitle', kind: 'text', label: 'settings.seo.ogTitle', maxLength: 200 },
    { key: 'ogDescription', kind: 'textarea', label: 'settings.seo.ogDescription', maxLength: 1000 },
  ],
  chatbot: [
    { key: 'enabled', kind: 'checkbox', label: 'settings.chatbot.enabled' },
    { key: 'primaryColor', kind: 'color', label: 'settings.chatbot.primaryColor', required: true },
    {
      key: 'position',
      kind: 'keyword',
      label: 'settings.chatbot.position',
      required: true,
      maxLength: 40,
      options: [
        { value: 'bottom-right', label: 'settings.option.bottom-right' },
        { value: 'bottom-left', label: 'settings.option.bottom-left' },
      ],
    },
    { key: 'greetingMessage', kind: 'textarea', label: 'settings.chatbot.greetingMessage', maxLength: 1000 },
    { key: 'consentTitle', kind: 'text', label: 'settings.chatbot.consentTitle', maxLength: 200 },
    { key: 'consentDescription', kind: 'textarea', label: 'settings.chatbot.consentDescription', maxLength: 2000 },
  ],
  centerplanSettings: [
    {
      key: 'initialViewMode',
      kind: 'keyword',
      label: 'settings.centerplan.initialViewMode',
      required: true,
      maxLength: 20,
      options: [
        { value: '2d', label: 'settings.option.2d' },
        { value: '3d', label: 'settings.option.3d' },
      ],
    },
    { key: 'showCenterplanLegend', kind: 'checkbox', label: 'settings.centerplan.showCenterplanLegend' },
    { key: 'showLogosOnPlan', kind: 'checkbox', label: 'settings.centerplan.showLogosOnPlan' },
  ],
  privacy: [
    { key: 'consentRequired', kind: 'checkbox', label: 'settings.privacy.consentRequired' },
    { key: 'chatConsentRequired', kind: 'checkbox', label: 'settings.privacy.chatConsentRequired' },
    { key: 'analyticsEnabled', kind: 'checkbox', label: 'settings.privacy.analyticsEnabled' },
    { key: 'privacyPolicyUrl', kind: 'url', label: 'settings.privacy.privacyPolicyUrl' },
    { key: 'imprintUrl', kind: 'url', label: 'settings.privacy.imprintUrl' },
  ],
};

export type SettingValue = string | boolean;
export type SettingsForm = Record<Group, Record<string, SettingValue>> & { features: Record<string, boolean> };

export function settingsForm(settings: CenterSettings): SettingsForm {
  const groups = Object.fromEntries(
    GROUPS.map((group) => {
      const stored = settings[group] as Record<string, unknown>;
      const values = SETTING_FIELDS[group].map((field): [string, SettingValue] => {
        const value = stored[field.key];
        return [field.key, field.kind === 'checkbox' ? value === true : typeof value === 'string' ? value : ''];
      });
      return [group, Object.fromEntries(values)];
    }),
  ) as Record<Group, Record<string, SettingValue>>;
  return { ...groups, features: { ...settings.features } };
}

function sent(field: SettingField, value: SettingValue): unknown {
  if (field.kind === 'checkbox') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' && !field.required ? null : text;
}

/** The groups and fields that changed; `{}` when nothing did. */
export function settingsPatch(initial: SettingsForm, current: SettingsForm): SettingsUpdate {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const group of GROUPS) {
    for (const field of SETTING_FIELDS[group]) {
      const before = sent(field, initial[group][field.key] ?? '');
      const now = sent(field, current[group][field.key] ?? '');
      if (stableJson(before) !== stableJson(now)) patch[group] = { ...patch[group], [field.key]: now };
    }
  }
  for (const [key, on] of Object.entries(current.features)) {
    if (initial.features[key] !== on) patch.features = { ...patch.features, [key]: on };
  }
  return patch as SettingsUpdate;
}

/** How many fields a patch changes (each feature switch counts once). */
export function changedCount(patch: SettingsUpdate): number {
  return Object.values(patch as Record<string, Record<string, unknown>>).reduce(
    (sum, group) => sum + Object.keys(group).length,
    0,
  );
}

/** Required fields left blank, as `group.key`. */
export function blankRequired(form: SettingsForm): string[] {
  return GROUPS.flatMap((group) =>
    SETTING_FIELDS[group]
      .filter((field) => field.required && String(form[group][field.key] ?? '').trim() === '')
      .map((field) => `${group}.${field.key}`),
  );
}
