// The tabs of the template content screen (spec 4.1 template content): hero, visibility, call to action,
// sections and directions, each a form of its own that saves only its part.
import './center-work.css';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { type Notice, NoticeView, SubmitButton, TextField } from '../components/forms';
import { type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { KeyChecklist, TextAreaField } from './inputs';
import {
  CTA_FIELDS,
  type CtaForm,
  ctaForm,
  ctaPatch,
  type DirectionsForm,
  directionsForm,
  directionsPatch,
  emptySection,
  type HeroForm,
  heroForm,
  heroPatch,
  SECTION_FIELDS,
  type Section,
  SLIDE_FIELDS,
  SLIDE_KEYS,
  sectionsForm,
  sectionsPatch,
  type TemplateContent,
  type TemplateUpdate,
  visibilityPatch,
} from './template-form';
import { useReportUnsaved } from './UnsavedWork';
import { useSaveShortcut } from './unsaved-guard';

const SLIDE_LABELS: Record<(typeof SLIDE_FIELDS)[number], MessageKey> = {
  image: 'template.slide.image',
  headline: 'template.slide.headline',
  subline: 'template.slide.subline',
  cta: 'template.slide.cta',
  ctaHref: 'template.slide.ctaHref',
};

const CTA_LABELS: Record<(typeof CTA_FIELDS)[number], MessageKey> = {
  title: 'template.cta.title',
  text: 'template.cta.text',
  buttonLabel: 'template.cta.buttonLabel',
  buttonLink: 'template.cta.buttonLink',
  email: 'template.cta.email',
  image: 'template.cta.image',
};

const SECTION_LABELS: Record<(typeof SECTION_FIELDS)[number], MessageKey> = {
  title: 'template.section.title',
  text: 'template.section.text',
  image: 'template.section.image',
  linkUrl: 'template.section.linkUrl',
  linkLabel: 'template.section.linkLabel',
};

const MEDIA_OR_LINK = new Set(['image', 'ctaHref', 'buttonLink', 'linkUrl']);

/** One tab's form: saves the tab's patch (Save once something changed, Ctrl/Cmd-S), shows the outcome. */
function TabForm(props: { centerId: string; patch: () => TemplateUpdate; children: ReactNode; savedText: string }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const update = trpc.centerWork.templateContent.update.useMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const dirty = Object.keys(props.patch()).length > 0;
  useReportUnsaved(dirty && !update.isPending);
  useSaveShortcut(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = props.patch();
    if (Object.keys(data).length === 0) {
      setNotice({ kind: 'status', text: t('cw.nothingChanged') });
      return;
    }
    setNotice(null);
    update.mutate(
      { centerId: props.centerId, data },
      {
        onSuccess: (saved) => {
          utils.centerWork.templateContent.get.setData({ centerId: props.centerId }, saved);
          setNotice({ kind: 'status', text: props.savedText });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }
  return (
    <form ref={form} onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
      {props.children}
      <NoticeView notice={notice} />
      <div className="form-actions sticky-save">
        <span className="save-state" role="status">
          {dirty ? t('cw.unsavedSome') : t('cw.noChanges')}
        </span>
        <SubmitButton
          busy={update.isPending}
          label={t('common.save')}
          busyLabel={t('common.saving')}
          disabled={!dirty}
        />
      </div>
    </form>
  );
}

function textInput(key: string, label: string, value: string, onChange: (value: string) => void, hint?: string) {
  return (
    <TextField
      key={key}
      label={label}
      hint={hint}
      autoComplete="off"
      spellCheck={MEDIA_OR_LINK.has(key) ? false : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function HeroTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => heroForm(content), [content]);
  const [form, setForm] = useState<HeroForm>(initial);
  return (
    <TabForm
      centerId={centerId}
      patch={() => heroPatch(initial, form)}
      savedText={t('template.saved', { tab: t('template.tab.hero') })}
    >
      <p className="hint field-wide">{t('template.hero.hint')}</p>
      {SLIDE_KEYS.map((slide, i) => (
        <fieldset key={slide} className="field field-wide">
          <legend>{t('template.hero.slide', { n: i + 1 })}</legend>
          <div className="form-grid form-wide">
            {SLIDE_FIELDS.map((key) =>
              textInput(
                key,
                t('template.slide.fieldOf', { field: t(SLIDE_LABELS[key]), n: i + 1 }),
                form.slides[slide][key],
                (value) =>
                  setForm((current) => ({
                    ...current,
                    slides: { ...current.slides, [slide]: { ...current.slides[slide], [key]: value } },
                  })),
                key === 'image' ? t('cw.hint.media') : key === 'ctaHref' ? t('cw.hint.url') : undefined,
              ),
            )}
          </div>
        </fieldset>
      ))}
      {textInput(
        'image',
        t('template.hero.background'),
        form.backgroundImageUrl,
        (value) => setForm((current) => ({ ...current, backgroundImageUrl: value })),
        t('cw.hint.media'),
      )}
    </TabForm>
  );
}

export function VisibilityTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => ({ ...(content.pageVisibility ?? {}) }), [content]);
  const [form, setForm] = useState<Record<string, boolean>>(initial);
  return (
    <TabForm
      centerId={centerId}
      patch={() => visibilityPatch(initial, form)}
      savedText={t('template.saved', { tab: t('template.tab.visibility') })}
    >
      <KeyChecklist
        legend={t('template.visibility.legend')}
        hint={t('template.visibility.hint')}
        entries={Object.entries(form).sort(([a], [b]) => a.localeCompare(b))}
        onToggle={(key, on) => setForm((current) => ({ ...current, [key]: on }))}
        onAdd={(key) => setForm((current) => ({ ...current, [key]: true }))}
        onRemove={(key) =>
          setForm((current) => Object.fromEntries(Object.entries(current).filter(([existing]) => existing !== key)))
        }
        addLabel={t('template.visibility.add')}
      />
    </TabForm>
  );
}

export function CtaTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => ctaForm(content), [content]);
  const [form, setForm] = useState<CtaForm>(initial);
  const set = (key: keyof CtaForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <TabForm
      centerId={centerId}
      patch={() => ctaPatch(initial, form)}
      savedText={t('template.saved', { tab: t('template.tab.cta') })}
    >
      {CTA_FIELDS.map((key) =>
        key === 'text' ? (
          <TextAreaField
            key={key}
            label={t(CTA_LABELS[key])}
            hint={t('cw.hint.html')}
            wide
            rows={5}
            maxLength={10_000}
            className="code-input"
            value={form.text}
            onChange={(e) => set('text')(e.target.value)}
          />
        ) : key === 'email' ? (
          <TextField
            key={key}
            label={t(CTA_LABELS[key])}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        ) : (
          textInput(
            key,
            t(CTA_LABELS[key]),
            form[key],
            set(key),
            key === 'image' ? t('cw.hint.media') : key === 'buttonLink' ? t('cw.hint.url') : undefined,
          )
        ),
      )}
    </TabForm>
  );
}

export function SectionsTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => sectionsForm(content), [content]);
  const [sections, setSections] = useState<Section[]>(initial);
  const move = (from: number, to: number) =>
    setSections((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  return (
    <TabForm
      centerId={centerId}
      patch={() => sectionsPatch(initial, sections)}
      savedText={t('template.saved', { tab: t('template.tab.sections') })}
    >
      <div className="field-wide">
        <p className="hint">{t('template.sections.hint')}</p>
        {sections.length === 0 && <p>{t('template.sections.empty')}</p>}
        <ol className="list-editor">
          {sections.map((section, i) => (
            // the position is the identity of a section (they have no ids)
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
            <li key={i}>
              <fieldset className="field">
                <legend>{t('template.sections.item', { n: i + 1 })}</legend>
                <div className="form-grid form-wide">
                  {SECTION_FIELDS.map((key) =>
                    key === 'text' ? (
                      <TextAreaField
                        key={key}
                        label={t('template.slide.fieldOf', { field: t(SECTION_LABELS[key]), n: i + 1 })}
                        hint={t('cw.hint.html')}
                        wide
                        rows={4}
                        maxLength={10_000}
                        value={section.text}
                        onChange={(e) =>
                          setSections((current) =>
                            current.map((s, j) => (j === i ? { ...s, text: e.target.value } : s)),
                          )
                        }
                      />
                    ) : (
                      textInput(
                        key,
                        t('template.slide.fieldOf', { field: t(SECTION_LABELS[key]), n: i + 1 }),
                        section[key],
                        (value) =>
                          setSections((current) => current.map((s, j) => (j === i ? { ...s, [key]: value } : s))),
                        key === 'image' ? t('cw.hint.media') : key === 'linkUrl' ? t('cw.hint.url') : undefined,
                      )
                    ),
                  )}
                </div>
                <div className="row-actions">
                  <button
                    type="button"
                    disabled={i === 0}
                    aria-label={t('template.sections.up', { n: i + 1 })}
                    onClick={() => move(i, i - 1)}
                  >
                    {t('template.sections.upShort')}
                  </button>
                  <button
                    type="button"
                    disabled={i === sections.length - 1}
                    aria-label={t('template.sections.down', { n: i + 1 })}
                    onClick={() => move(i, i + 1)}
                  >
                    {t('template.sections.downShort')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('template.sections.remove', { n: i + 1 })}
                    onClick={() => setSections((current) => current.filter((_, j) => j !== i))}
                  >
                    {t('template.sections.removeShort')}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          disabled={sections.length >= 30}
          onClick={() => setSections((current) => [...current, emptySection()])}
        >
          {t('template.sections.add')}
        </button>
      </div>
    </TabForm>
  );
}

export function DirectionsTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => directionsForm(content), [content]);
  const [form, setForm] = useState<DirectionsForm>(initial);
  return (
    <TabForm
      centerId={centerId}
      patch={() => directionsPatch(initial, form)}
      savedText={t('template.saved', { tab: t('template.tab.directions') })}
    >
      <p className="hint field-wide">{t('template.directions.hint')}</p>
      <TextField
        label={t('template.directions.heading')}
        maxLength={200}
        value={form.anfahrtHeading}
        onChange={(e) => setForm((current) => ({ ...current, anfahrtHeading: e.target.value }))}
      />
      <TextField
        label={t('template.directions.parkingSpaces')}
        type="number"
        min={0}
        max={1_000_000}
        step={1}
        value={form.parkingSpaces}
        onChange={(e) => setForm((current) => ({ ...current, parkingSpaces: e.target.value }))}
      />
      <TextAreaField
        label={t('template.directions.description')}
        hint={t('template.directions.descriptionHint')}
        wide
        rows={6}
        maxLength={5000}
        value={form.anfahrtDescription}
        onChange={(e) => setForm((current) => ({ ...current, anfahrtDescription: e.target.value }))}
      />
    </TabForm>
  );
}
