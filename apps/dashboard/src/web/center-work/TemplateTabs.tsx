// The tabs of the template content screen (spec 4.1 template content): hero, visibility, call to action,
// sections and directions, each a form of its own (react-hook-form) that saves only its part and checks it with
// core's schema of the update first (template-form.ts), each problem at its field.
import './center-work.css';
import { useMemo } from 'react';
import { TextField } from '../components/forms';
import { RichTextField } from '../components/RichTextField';
import { type MessageKey, useI18n } from '../i18n';
import { KeyChecklist, TextAreaField } from './inputs';
import { TabForm, textInput, useTemplateTab } from './TemplateTabForm';
import {
  CTA_FIELDS,
  CTA_TAB,
  ctaForm,
  DIRECTIONS_TAB,
  directionsForm,
  emptySection,
  HERO_TAB,
  heroForm,
  SECTION_FIELDS,
  SECTIONS_TAB,
  type SectionsForm,
  SLIDE_FIELDS,
  SLIDE_KEYS,
  sectionsForm,
  type TemplateContent,
  VISIBILITY_TAB,
} from './template-form';

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
