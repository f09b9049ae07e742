// The center settings form (spec 2.2): the groups of `centerWork.settings.get` as text and checkbox
// values, and the partial update of the groups and fields that changed (the server keeps the rest).
import { CHECK_ONLY, centerSettingsInputs, fieldPieces } from '@center-platform/core/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { problemResolver } from '../components/problem-resolver';
import type { MessageKey } from '../i18n';
import type { RouterInputs, RouterOutputs } from '../trpc';
import { limitsOf, problemOf } from './content-schemas';
import { type FieldProblem, stableJson } from './fields';

// the form checks with the schemas the update parses with (their text pieces only check; the server also strips)
const SETTINGS = centerSettingsInputs(fieldPieces(CHECK_ONLY));

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
  /** from the group's schema */
  maxLength?: number;
  /** the known values of a keyword field, offered in a select with readable labels (a stored other value stays) */
  options?: readonly { value: string; label: MessageKey }[];
}

export const GROUPS = ['branding', 'seo', 'chatbot', 'centerplanSettings', 'privacy'] as const;
export type Group = (typeof GROUPS)[number];

const FIELDS: Record<Group, readonly SettingField[]> = {
  branding: [
    { key: 'name', kind: 'text', label: 'settings.branding.name', required: true },
    { key: 'shortName', kind: 'text', label: 'settings.branding.shortName' },
    { key: 'baseColor', kind: 'color', label: 'settings.branding.baseColor', required: true },
    { key: 'secondaryColor', kind: 'color', label: 'settings.branding.secondaryColor', required: true },
    { key: 'accentColor', kind: 'color', label: 'settings.branding.accentColor', required: true },
    { key: 'logo', kind: 'media', label: 'settings.branding.logo', hint: 'settings.branding.logoHint' },
    { key: 'favicon', kind: 'media', label: 'settings.branding.favicon' },
    { key: 'websiteFavicon', kind: 'media', label: 'settings.branding.websiteFavicon' },
    { key: 'coverImageUrl', kind: 'media', label: 'settings.branding.coverImageUrl' },
  ],
  seo: [
    { key: 'title', kind: 'text', label: 'settings.seo.title' },
    { key: 'description', kind: 'textarea', label: 'settings.seo.description' },
    { key: 'keywords', kind: 'text', label: 'settings.seo.keywords' },
    { key: 'ogImage', kind: 'media', label: 'settings.seo.ogImage' },
    { key: 'ogTitle', kind: 'text', label: 'settings.seo.ogTitle' },
    { key: 'ogDescription', kind: 'textarea', label: 'settings.seo.ogDescription' },
  ],
  chatbot: [
    { key: 'enabled', kind: 'checkbox', label: 'settings.chatbot.enabled' },
    { key: 'primaryColor', kind: 'color', label: 'settings.chatbot.primaryColor', required: true },
    {
      key: 'position',
      kind: 'keyword',
      label: 'settings.chatbot.position',
      required: true,
      options: [
        { value: 'bottom-right', label: 'settings.option.bottom-right' },
        { value: 'bottom-left', label: 'settings.option.bottom-left' },
      ],
    },
    { key: 'greetingMessage', kind: 'textarea', label: 'settings.chatbot.greetingMessage' },
    { key: 'consentTitle', kind: 'text', label: 'settings.chatbot.consentTitle' },
    { key: 'consentDescription', kind: 'textarea', label: 'settings.chatbot.consentDescription' },
  ],
  centerplanSettings: [
    {
      key: 'initialViewMode',
      kind: 'keyword',
      label: 'settings.centerplan.initialViewMode',
      required: true,
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

/** The schema of one setting: its field in the group's schema. */
const schemaOf = (group: Group, key: string) =>
  (SETTINGS[group] as unknown as z.ZodObject).shape[key] as z.ZodType | undefined;

/** The fields of each group, with the length their schema allows. */
export const SETTING_FIELDS = Object.fromEntries(
  GROUPS.map((group) => [
    group,
    FIELDS[group].map((field) => {
      const { maxLength } = limitsOf(schemaOf(group, field.key));
      return typeof maxLength === 'number' ? { ...field, maxLength } : field;
    }),
  ]),
) as unknown as Record<Group, readonly SettingField[]>;

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

/**
 * What is wrong with the form, as `group.key`: a required field left blank (it is never cleared), and what the
 * update's schema refuses in the fields that changed.
 */
export function settingsProblems(form: SettingsForm, patch: SettingsUpdate): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const group of GROUPS) {
    for (const field of SETTING_FIELDS[group]) {
      if (field.required && String(form[group][field.key] ?? '').trim() === '')
        problems[`${group}.${field.key}`] = 'required';
    }
  }
  for (const issue of SETTINGS.settings.safeParse(patch).error?.issues ?? []) {
    const [group, key] = issue.path.map(String);
    const field = SETTING_FIELDS[group as Group]?.find((candidate) => candidate.key === key);
    const sent = (patch as Record<string, Record<string, unknown> | undefined>)[group ?? '']?.[key ?? ''];
    problems[`${group}.${key}`] ??= problemOf(issue, field?.kind, sent);
  }
  return problems;
}

/**
 * The react-hook-form resolver of the settings form: the values become the patch a save sends, checked as above;
 * each problem is the error `type` of its field (`errors.<group>.<key>`). `initial` gives the stored values, which
 * a save replaces while the form stays.
 */
export function settingsResolver(initial: () => SettingsForm): Resolver<SettingsForm, unknown, SettingsUpdate> {
  return problemResolver(
    (values) => settingsProblems(values, settingsPatch(initial(), values)),
    (values) => settingsPatch(initial(), values),
  );
}
