// The tabs of the template content screen (spec 4.1 template content): hero, visibility, call to action,
// sections and directions, each a form of its own (react-hook-form) that saves only its part and checks it with
// core's schema of the update first (template-form.ts), each problem at its field.
import './center-work.css';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { type Notice, NoticeView, ReadOnlyFields, ReadOnlyNote, SubmitButton, TextField } from '../components/forms';
import { RichTextField } from '../components/RichTextField';
import { type MessageKey, type Translate, useI18n } from '../i18n';
import { MediaField } from '../media/MediaPicker';
import { useWrites } from '../session';
import { trpc } from '../trpc';
import { type FieldProblem, PROBLEM_KEYS } from './fields';
import { KeyChecklist, TextAreaField } from './inputs';
import {
  CTA_FIELDS,
  CTA_TAB,
  ctaForm,
  DIRECTIONS_TAB,
  directionsForm,
  emptySection,
  HERO_TAB,
  heroForm,
  MEDIA_OR_LINK,
  PICTURE_KEYS,
  SECTION_FIELDS,
  SECTIONS_TAB,
  type SectionsForm,
  SLIDE_FIELDS,
  SLIDE_KEYS,
  sectionsForm,
  type TemplateContent,
  type TemplateTab,
  type TemplateUpdate,
  templateTabResolver,
  VISIBILITY_TAB,
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

/** A tab's form on react-hook-form: its values, whether they change anything, a setter, each field's problem. */
function useTemplateTab<F extends FieldValues>(tab: TemplateTab<F>, initial: F) {
  const { t } = useI18n();
  // the stored tab, which a save replaces while the form keeps what was typed
  const stored = useRef(initial);
  stored.current = initial;
  const form = useForm<F, unknown, TemplateUpdate>({
    defaultValues: initial as never,
    resolver: templateTabResolver(tab, () => stored.current),
  });
  const values = form.watch() as F;
  const dirty = Object.keys(tab.patch(initial, values)).length > 0;
  const change = (name: string, value: unknown) =>
    form.setValue(name as Path<F>, value as never, { shouldValidate: form.formState.isSubmitted });
  const problem = (name: string) => problemText(t, get(form.formState.errors, name));
  return { form, values, dirty, change, problem };
}

function problemText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error?.type) return undefined;
  const limit = error.message ?? '';
  return t(PROBLEM_KEYS[error.type as FieldProblem] ?? 'cw.problem.invalid', { min: limit, max: limit });
}

/** One tab's form: saves the tab's update (Save once something changed, Ctrl/Cmd-S), shows the outcome. */
function TabForm<F extends FieldValues>(props: {
  centerId: string;
  form: UseFormReturn<F, unknown, TemplateUpdate>;
  dirty: boolean;
  children: ReactNode;
  savedText: string;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const update = trpc.centerWork.templateContent.update.useMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const { dirty } = props;
  const writes = useWrites('center-website');
  const { errors } = props.form.formState;
  useReportUnsaved(dirty && !update.isPending);
  useSaveShortcut(element);
  const onSubmit = props.form.handleSubmit((data) => {
    if (!writes) return;
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
  });
  const whole = problemText(t, errors.root as FieldError | undefined);
  return (
    <form ref={element} onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
      <ReadOnlyFields readOnly={!writes}>{props.children}</ReadOnlyFields>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="message message-error field-wide">
          {whole ?? t('cw.problem.summary')}
        </p>
      )}
      <NoticeView notice={notice} />
      {writes ? (
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
      ) : (
        <ReadOnlyNote />
      )}
    </form>
  );
}

/** A text field of a tab; a picture (`image`, `backgroundImageUrl`) is chosen from the center's media library. */
function textInput(props: {
  key: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  centerId: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  if (PICTURE_KEYS.has(props.key))
    return (
      <MediaField
        key={props.key}
        label={props.label}
        error={props.error}
        centerId={props.centerId}
        value={props.value}
        onChange={props.onChange}
      />
    );
  return (
    <TextField
      key={props.key}
      label={props.label}
      hint={props.hint}
      error={props.error}
      autoComplete="off"
      spellCheck={MEDIA_OR_LINK.has(props.key) ? false : undefined}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

export function HeroTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => heroForm(content), [content]);
  const { form, values, dirty, change, problem } = useTemplateTab(HERO_TAB, initial);
  return (
    <TabForm
      centerId={centerId}
      form={form}
      dirty={dirty}
      savedText={t('template.saved', { tab: t('template.tab.hero') })}
    >
      <p className="hint field-wide">{t('template.hero.hint')}</p>
      {SLIDE_KEYS.map((slide, i) => (
        <fieldset key={slide} className="field field-wide">
          <legend>{t('template.hero.slide', { n: i + 1 })}</legend>
          <div className="form-grid form-wide">
            {SLIDE_FIELDS.map((key) =>
              textInput({
                key,
                label: t('template.slide.fieldOf', { field: t(SLIDE_LABELS[key]), n: i + 1 }),
                value: values.slides[slide][key],
                onChange: (value) => change(`slides.${slide}.${key}`, value),
                centerId,
                hint: key === 'ctaHref' ? t('cw.hint.url') : undefined,
                error: problem(`slides.${slide}.${key}`),
              }),
            )}
          </div>
        </fieldset>
      ))}
      {textInput({
        key: 'backgroundImageUrl',
        label: t('template.hero.background'),
        value: values.backgroundImageUrl,
        onChange: (value) => change('backgroundImageUrl', value),
        centerId,
        error: problem('backgroundImageUrl'),
      })}
    </TabForm>
  );
}

export function VisibilityTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => ({ pages: { ...(content.pageVisibility ?? {}) } }), [content]);
  const { form, values, dirty, change } = useTemplateTab(VISIBILITY_TAB, initial);
  const { pages } = values;
  return (
    <TabForm
      centerId={centerId}
      form={form}
      dirty={dirty}
      savedText={t('template.saved', { tab: t('template.tab.visibility') })}
    >
      <KeyChecklist
        legend={t('template.visibility.legend')}
        hint={t('template.visibility.hint')}
        entries={Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))}
        onToggle={(key, on) => change('pages', { ...pages, [key]: on })}
        onAdd={(key) => change('pages', { ...pages, [key]: true })}
        onRemove={(key) => change('pages', Object.fromEntries(Object.entries(pages).filter(([k]) => k !== key)))}
        addLabel={t('template.visibility.add')}
      />
    </TabForm>
  );
}

export function CtaTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo(() => ctaForm(content), [content]);
  const { form, values, dirty, change, problem } = useTemplateTab(CTA_TAB, initial);
  return (
    <TabForm
      centerId={centerId}
      form={form}
      dirty={dirty}
      savedText={t('template.saved', { tab: t('template.tab.cta') })}
    >
      {CTA_FIELDS.map((key) =>
        key === 'text' ? (
          <RichTextField
            key={key}
            label={t(CTA_LABELS[key])}
            hint={t('cw.hint.html')}
            error={problem(key)}
            rows={5}
            maxLength={10_000}
            value={values.text}
            onChange={(html) => change(key, html)}
          />
        ) : key === 'email' ? (
          <TextField
            key={key}
            label={t(CTA_LABELS[key])}
            error={problem(key)}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => change(key, e.target.value)}
          />
        ) : (
          textInput({
            key,
            label: t(CTA_LABELS[key]),
            value: values[key],
            onChange: (value) => change(key, value),
            centerId,
            hint: key === 'buttonLink' ? t('cw.hint.url') : undefined,
            error: problem(key),
          })
        ),
      )}
    </TabForm>
  );
}

export function SectionsTab({ centerId, content }: { centerId: string; content: TemplateContent }) {
  const { t } = useI18n();
  const initial = useMemo((): SectionsForm => ({ sections: sectionsForm(content) }), [content]);
  const { form, values, dirty, change, problem } = useTemplateTab(SECTIONS_TAB, initial);
  const { sections } = values;
  // the list is set whole (moved, removed, added): the problems follow their section on the next check
  const setSections = (next: typeof sections) => change('sections', next);
  const move = (from: number, to: number) => {
    const next = [...sections];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    setSections(next);
  };
  return (
    <TabForm
      centerId={centerId}
      form={form}
      dirty={dirty}
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
                      <RichTextField
                        key={key}
                        label={t('template.slide.fieldOf', { field: t(SECTION_LABELS[key]), n: i + 1 })}
                        hint={t('cw.hint.html')}
                        error={problem(`sections.${i}.${key}`)}
                        rows={4}
                        maxLength={10_000}
                        value={section.text}
                        onChange={(html) => change(`sections.${i}.text`, html)}
                      />
                    ) : (
                      textInput({
                        key,
                        label: t('template.slide.fieldOf', { field: t(SECTION_LABELS[key]), n: i + 1 }),
                        value: section[key],
                        onChange: (value) => change(`sections.${i}.${key}`, value),
                        centerId,
                        hint: key === 'linkUrl' ? t('cw.hint.url') : undefined,
                        error: problem(`sections.${i}.${key}`),
                      })
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
                    onClick={() => setSections(sections.filter((_, j) => j !== i))}
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
          onClick={() => setSections([...sections, emptySection()])}
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
  const { form, values, dirty, change, problem } = useTemplateTab(DIRECTIONS_TAB, initial);
  return (
    <TabForm
      centerId={centerId}
      form={form}
      dirty={dirty}
      savedText={t('template.saved', { tab: t('template.tab.directions') })}
    >
      <p className="hint field-wide">{t('template.directions.hint')}</p>
      <TextField
        label={t('template.directions.heading')}
        error={problem('anfahrtHeading')}
        maxLength={200}
        value={values.anfahrtHeading}
        onChange={(e) => change('anfahrtHeading', e.target.value)}
      />
      <TextField
        label={t('template.directions.parkingSpaces')}
        error={problem('parkingSpaces')}
        type="number"
        min={0}
        max={1_000_000}
        step={1}
        value={values.parkingSpaces}
        onChange={(e) => change('parkingSpaces', e.target.value)}
      />
      <TextAreaField
        label={t('template.directions.description')}
        hint={t('template.directions.descriptionHint')}
        error={problem('anfahrtDescription')}
        wide
        rows={6}
        maxLength={5000}
        value={values.anfahrtDescription}
        onChange={(e) => change('anfahrtDescription', e.target.value)}
      />
    </TabForm>
  );
}
