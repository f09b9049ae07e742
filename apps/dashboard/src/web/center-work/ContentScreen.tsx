// The one list + edit screen of center content (news, events, offers, jobs, services, offices, homepage
// tiles, hot picks, shops), driven by a field table (./fields.ts). The list shows status, window and
// authorship; create, edit and delete (after a question) show in the list at once and roll back when the
// server refuses, whose message is shown. An update sends only the changed fields.
import './center-work.css';
import type {
  createEvent,
  createHomepageTile,
  createHotPick,
  createJob,
  createNews,
  createOffer,
  createOffice,
  createService,
  createShop,
} from '@center-platform/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import {
  CheckboxField,
  ErrorMessage,
  Loading,
  type Notice,
  NoticeView,
  SelectField,
  StatusMessage,
  SubmitButton,
  TextField,
} from '../components/forms';
import { type Lang, type MessageKey, type Translate, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { ActiveBadge, AuthorshipBadge, StatusBadge, WindowCell } from './badges';
import {
  buildPayload,
  type FieldDef,
  type FieldProblem,
  type FormValue,
  type FormValues,
  fieldChanged,
  formOf,
  type OptionSource,
  optimisticRow,
  type Row,
  validateForm,
} from './fields';
import { type Choice, MultiCheckField, TextAreaField } from './inputs';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import type { HoursState } from './opening-hours';
import { CenterScope } from './scope';

export type ContentArea =
  | 'shops'
  | 'news'
  | 'events'
  | 'offers'
  | 'jobs'
  | 'services'
  | 'offices'
  | 'homepageTiles'
  | 'hotPicks';

/** The input of each area's create (from core's write functions: the tRPC `data` input infers as `any`). */
interface CreateInputs {
  shops: Parameters<typeof createShop>[2];
  news: Parameters<typeof createNews>[2];
  events: Parameters<typeof createEvent>[2];
  offers: Parameters<typeof createOffer>[2];
  jobs: Parameters<typeof createJob>[2];
  services: Parameters<typeof createService>[2];
  offices: Parameters<typeof createOffice>[2];
  homepageTiles: Parameters<typeof createHomepageTile>[2];
  hotPicks: Parameters<typeof createHotPick>[2];
}

/** The input fields of an area, so a field table names only fields the API takes. */
export type DataKey<A extends ContentArea> = keyof CreateInputs[A] & string;

export interface CellContext {
  t: Translate;
  lang: Lang;
}
export interface RowDetailContext extends CellContext {
  centerId: string;
  /** the ids of every row of the list, in list order (for data read for a batch of rows) */
  listedIds: readonly string[];
}
export interface ContentColumn {
  header: MessageKey;
  cell: (row: Row, context: CellContext) => ReactNode;
}
export type Column = 'status' | 'active' | 'window' | 'authorship' | ContentColumn;

export interface ContentScreenConfig<A extends ContentArea> {
  area: A;
  title: MessageKey;
  intro?: MessageKey;
  /** the field that names a row in the list and in the buttons */
  nameField: DataKey<A>;
  fields: readonly FieldDef<DataKey<A>>[];
  columns: readonly Column[];
  /** a line above the form of a stored row (e.g. "branch location of …") */
  describe?: (row: Row, t: Translate) => string | null;
  /** shown under a row's name in the list (e.g. a news item's performance), taking no column of its own */
  rowDetail?: (row: Row, context: RowDetailContext) => ReactNode;
}

interface Config {
  area: ContentArea;
  title: MessageKey;
  intro?: MessageKey | undefined;
  nameField: string;
  fields: readonly FieldDef[];
  columns: readonly Column[];
  describe?: ((row: Row, t: Translate) => string | null) | undefined;
  rowDetail?: ((row: Row, context: RowDetailContext) => ReactNode) | undefined;
}

// The procedures of every area have the same shape; the screen works with them through this one view.
type Callbacks<O> = { onSuccess?: (output: O) => void; onError?: (error: unknown) => void; onSettled?: () => void };
interface Mutation<I, O> {
  mutate: (input: I, callbacks?: Callbacks<O>) => void;
  isPending: boolean;
}
interface ContentProcedures {
  list: {
    useQuery: (input: { centerId: string }) => {
      data?: Row[];
      isPending: boolean;
      error: unknown;
      refetch: () => unknown;
    };
  };
  create: { useMutation: () => Mutation<{ centerId: string; data: Record<string, unknown> }, Row> };
  update: { useMutation: () => Mutation<{ centerId: string; id: string; data: Record<string, unknown> }, Row> };
  delete: { useMutation: () => Mutation<{ centerId: string; id: string }, { id: string }> };
}
interface ListUtils {
  cancel: (input: { centerId: string }) => Promise<void>;
  getData: (input: { centerId: string }) => Row[] | undefined;
  setData: (input: { centerId: string }, updater: (rows: Row[] | undefined) => Row[] | undefined) => void;
  invalidate: (input: { centerId: string }) => Promise<void>;
}

const PENDING = '__pending';
const nameOf = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'string' && value.trim() !== '' ? value : '—';
};

async function getPublic<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

type Choices = Partial<Record<OptionSource, { choices: Choice[]; busy: boolean; error: unknown }>>;

/** The options of the selects whose choices come from the center's data. */
function useChoices(fields: readonly FieldDef[], centerId: string): Choices {
  const { t } = useI18n();
  const needs = (source: OptionSource) => fields.some((field) => field.source === source);
  const shops = trpc.centerWork.shops.list.useQuery({ centerId }, { enabled: needs('shops'), staleTime: 30_000 });
  const categories = useQuery({
    queryKey: ['public', 'categories', centerId],
    queryFn: () =>
      getPublic<{ data: { id: string; name: string }[] }>(`/api/categories?centerId=${encodeURIComponent(centerId)}`),
    enabled: needs('categories'),
    staleTime: 60_000,
  });
  const themes = useQuery({
    queryKey: ['public', 'office-themes', centerId],
    queryFn: () =>
      getPublic<{ data: { id: string; name: string }[] }>(`/api/centers/${encodeURIComponent(centerId)}/office-themes`),
    enabled: needs('officeThemes'),
    staleTime: 60_000,
  });
  const named = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name })).sort((a, b) => a.label.localeCompare(b.label));
  return {
    shops: {
      choices: (shops.data ?? []).map((shop) => ({
        value: shop.id,
        label: shop.isShopLocation ? `${shop.name} (${t('shops.branch')})` : shop.name,
      })),
      busy: shops.isPending,
      error: shops.error,
    },
    categories: { choices: named(categories.data?.data), busy: categories.isPending, error: categories.error },
    officeThemes: { choices: named(themes.data?.data), busy: themes.isPending, error: themes.error },
  };
}

const PROBLEM_KEYS: Record<FieldProblem, MessageKey> = {
  required: 'cw.problem.required',
  hoursIncomplete: 'cw.problem.hoursIncomplete',
  beforeStart: 'cw.problem.beforeStart',
};

function FieldInput(props: {
  field: FieldDef;
  value: FormValue;
  initial: FormValue;
  onChange: (value: FormValue) => void;
  problem: FieldProblem | undefined;
  choices: Choices;
}) {
  const { t } = useI18n();
  const { field, value, onChange } = props;
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  const error = props.problem ? t(PROBLEM_KEYS[props.problem]) : undefined;
  const text = typeof value === 'string' ? value : '';

  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxField
          label={label}
          name={field.key}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'textarea':
    case 'html':
      return (
        <TextAreaField
          label={label}
          hint={hint ?? (field.kind === 'html' ? t('cw.hint.html') : undefined)}
          error={error}
          name={field.key}
          wide
          rows={field.kind === 'html' ? 8 : 3}
          required={field.required}
          maxLength={field.maxLength}
          className={field.kind === 'html' ? 'code-input' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'select': {
      const source = field.source ? props.choices[field.source] : undefined;
      const options: Choice[] = source
        ? source.choices
        : (field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
      const unknown = text !== '' && !options.some((option) => option.value === text);
      return (
        <SelectField
          label={label}
          hint={source?.error ? t('cw.options.failed') : hint}
          name={field.key}
          value={text}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        >
          {(field.allowNone || text === '') && (
            <option value="">{t(field.allowNone ? 'cw.option.none' : 'cw.option.choose')}</option>
          )}
          {unknown && (
            <option value={text}>
              {source
                ? t(source.busy ? 'common.loading' : 'cw.option.currentRef')
                : t('cw.option.current', { value: text })}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'multiselect': {
      const source = field.source ? props.choices[field.source] : undefined;
      return (
        <MultiCheckField
          legend={label}
          hint={source?.error ? t('cw.options.failed') : hint}
          choices={source?.choices ?? []}
          busy={source?.busy ?? false}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
    }
    case 'openingHours':
      return (
        <OpeningHoursEditor
          legend={label}
          value={value as HoursState}
          changed={fieldChanged(field, props.initial, value)}
          onChange={onChange}
        />
      );
    default: {
      const inputType: Record<string, string> = {
        datetime: 'datetime-local',
        number: 'number',
        email: 'email',
      };
      const defaultHint: Partial<Record<string, MessageKey>> = {
        datetime: 'cw.hint.datetime',
        media: 'cw.hint.media',
        url: 'cw.hint.url',
        tags: 'cw.hint.tags',
      };
      const fallback = defaultHint[field.kind];
      return (
        <TextField
          label={label}
          hint={hint ?? (fallback ? t(fallback) : undefined)}
          error={error}
          name={field.key}
          type={inputType[field.kind] ?? 'text'}
          inputMode={field.kind === 'url' || field.kind === 'media' ? 'url' : undefined}
          required={field.required}
          maxLength={field.maxLength}
          pattern={field.pattern}
          min={field.min}
          max={field.max}
          step={field.kind === 'number' ? 1 : undefined}
          autoComplete="off"
          spellCheck={field.kind === 'text' || field.kind === 'tags' ? undefined : false}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}

function ContentForm(props: {
  config: Config;
  row: Row | null;
  choices: Choices;
  busy: boolean;
  error: unknown;
  onSave: (data: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { config, row } = props;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const initial = useMemo(() => formOf(config.fields, row), [config.fields, row]);
  const [values, setValues] = useState<FormValues>(initial);
  const [problems, setProblems] = useState<Partial<Record<string, FieldProblem>>>({});
  const [nothing, setNothing] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateForm(config.fields, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const data = buildPayload(config.fields, initial, values, row ? 'update' : 'create');
    if (row && Object.keys(data).length === 0) {
      setNothing(true);
      return;
    }
    setNothing(false);
    props.onSave(data);
  }

  const description = row && config.describe ? config.describe(row, t) : null;
  return (
    <section className="panel editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {row ? t('cw.edit.title', { name: nameOf(row, config.nameField) }) : t('cw.create.title')}
      </h2>
      {description && <p className="hint">{description}</p>}
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate={false}>
        {config.fields
          .filter((field) => !field.showIf || field.showIf(values))
          .map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              initial={initial[field.key] ?? ''}
              problem={problems[field.key]}
              choices={props.choices}
              onChange={(value) => {
                setNothing(false);
                setValues((current) => ({ ...current, [field.key]: value }));
              }}
            />
          ))}
        {Object.keys(problems).length > 0 && (
          <p role="alert" className="message message-error">
            {t('cw.problem.summary')}
          </p>
        )}
        {nothing && <StatusMessage>{t('cw.nothingChanged')}</StatusMessage>}
        <ErrorMessage error={props.error} />
        <div className="form-actions">
          <SubmitButton busy={props.busy} label={t('common.save')} busyLabel={t('common.saving')} />
          <button type="button" onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Cell({ column, row }: { column: Column; row: Row }) {
  const { t, lang } = useI18n();
  if (column === 'status') return <StatusBadge status={row.status} />;
  if (column === 'active') return <ActiveBadge active={row.isActive} />;
  if (column === 'authorship') return <AuthorshipBadge label={row.authorshipLabel} />;
  if (column === 'window') return <WindowCell from={row.visibleFrom} until={row.visibleUntil} />;
  return <>{column.cell(row, { t, lang })}</>;
}

const BUILTIN_HEADERS: Record<Exclude<Column, ContentColumn>, MessageKey> = {
  status: 'cw.col.status',
  active: 'cw.col.active',
  window: 'cw.col.window',
  authorship: 'cw.col.authorship',
};

type Editing = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

function ContentManager({ config, centerId }: { config: Config; centerId: string }) {
  const { t, lang } = useI18n();
  const api = (trpc.centerWork as unknown as Record<ContentArea, ContentProcedures>)[config.area];
  const utils = trpc.useUtils();
  const listUtils = (utils.centerWork as unknown as Record<ContentArea, { list: ListUtils }>)[config.area].list;
  const input = { centerId };
  const list = api.list.useQuery(input);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation();
  const choices = useChoices(config.fields, centerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [filter, setFilter] = useState('');
  const createButton = useRef<HTMLButtonElement>(null);

  function close() {
    setEditing(null);
    setFormError(null);
    createButton.current?.focus();
  }

  // optimistic: the list shows the change at once; a refusal puts the previous list back
  async function save(data: Record<string, unknown>) {
    if (!editing) return;
    setFormError(null);
    setNotice(null);
    await listUtils.cancel(input);
    const previous = listUtils.getData(input);
    const rollback = (error: unknown) => {
      listUtils.setData(input, () => previous);
      setFormError(error);
    };
    const settled = () => void listUtils.invalidate(input);
    if (editing.mode === 'edit') {
      const { row } = editing;
      listUtils.setData(input, (rows) => rows?.map((r) => (r.id === row.id ? optimisticRow(r, data) : r)));
      update.mutate(
        { centerId, id: row.id, data },
        {
          onSuccess: (saved) => {
            listUtils.setData(input, (rows) => rows?.map((r) => (r.id === saved.id ? saved : r)));
            setNotice({ kind: 'status', text: t('cw.saved', { name: nameOf(saved, config.nameField) }) });
            close();
          },
          onError: rollback,
          onSettled: settled,
        },
      );
    } else {
      const temporary: Row = { ...data, id: `${PENDING}-${Date.now()}`, [PENDING]: true };
      listUtils.setData(input, (rows) => (rows ? [temporary, ...rows] : rows));
      create.mutate(
        { centerId, data },
        {
          onSuccess: (saved) => {
            listUtils.setData(input, (rows) => rows?.map((r) => (r.id === temporary.id ? saved : r)));
            setNotice({ kind: 'status', text: t('cw.created', { name: nameOf(saved, config.nameField) }) });
            close();
          },
          onError: rollback,
          onSettled: settled,
        },
      );
    }
  }

  async function confirmDelete() {
    const row = toDelete;
    if (!row) return;
    setToDelete(null);
    setNotice(null);
    await listUtils.cancel(input);
    const previous = listUtils.getData(input);
    listUtils.setData(input, (rows) => rows?.filter((r) => r.id !== row.id));
    if (editing?.mode === 'edit' && editing.row.id === row.id) setEditing(null);
    remove.mutate(
      { centerId, id: row.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('cw.deleted', { name: nameOf(row, config.nameField) }) }),
        onError: (error) => {
          listUtils.setData(input, () => previous);
          setNotice({ kind: 'error', error });
        },
        onSettled: () => void listUtils.invalidate(input),
      },
    );
  }

  const rows = list.data ?? [];
  const listedIds = rows.map((row) => row.id);
  const needle = filter.trim().toLowerCase();
  const shown =
    needle === '' ? rows : rows.filter((row) => nameOf(row, config.nameField).toLowerCase().includes(needle));

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.error)
    body = (
      <>
        <ErrorMessage error={list.error} />
        <button type="button" onClick={() => list.refetch()}>
          {t('common.retry')}
        </button>
      </>
    );
  else if (rows.length === 0) body = <p>{t('cw.empty')}</p>;
  else
    body = (
      <div className="table-wrap">
        <table>
          <caption>{t('cw.caption', { shown: shown.length, total: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cw.col.name')}</th>
              {config.columns.map((column) => (
                <th scope="col" key={typeof column === 'string' ? column : column.header}>
                  {t(typeof column === 'string' ? BUILTIN_HEADERS[column] : column.header)}
                </th>
              ))}
              <th scope="col">{t('cw.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const name = nameOf(row, config.nameField);
              const pending = row[PENDING] === true;
              return (
                <tr key={row.id} aria-busy={pending || undefined}>
                  <th scope="row">
                    {name}
                    {pending && <span className="hint"> {t('common.saving')}</span>}
                    {config.rowDetail && !pending && (
                      <div className="row-detail">{config.rowDetail(row, { t, lang, centerId, listedIds })}</div>
                    )}
                  </th>
                  {config.columns.map((column) => (
                    <td key={typeof column === 'string' ? column : column.header}>
                      <Cell column={column} row={row} />
                    </td>
                  ))}
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        aria-label={t('cw.action.editNamed', { name })}
                        disabled={pending}
                        onClick={() => {
                          setFormError(null);
                          setEditing({ mode: 'edit', row });
                        }}
                      >
                        {t('cw.action.edit')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        aria-label={t('cw.action.deleteNamed', { name })}
                        disabled={pending}
                        onClick={() => setToDelete(row)}
                      >
                        {t('cw.action.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <NoticeView notice={notice} />
      <div className="toolbar">
        <button
          type="button"
          className="primary"
          ref={createButton}
          onClick={() => {
            setFormError(null);
            setEditing({ mode: 'create' });
          }}
        >
          {t('cw.action.create')}
        </button>
        {rows.length > 0 && (
          <TextField
            label={t('cw.filter')}
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        )}
      </div>
      {editing && (
        <ContentForm
          key={editing.mode === 'edit' ? editing.row.id : 'new'}
          config={config}
          row={editing.mode === 'edit' ? editing.row : null}
          choices={choices}
          busy={create.isPending || update.isPending}
          error={formError}
          onSave={(data) => void save(data)}
          onCancel={close}
        />
      )}
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cw.deleteConfirm.title')}
        body={toDelete ? t('cw.deleteConfirm.body', { name: nameOf(toDelete, config.nameField) }) : ''}
        confirmLabel={t('cw.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

export function ContentScreen({ config }: { config: Config }) {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t(config.title)}</h1>
      {config.intro && <p className="hint intro">{t(config.intro)}</p>}
      <CenterScope>{(centerId) => <ContentManager config={config} centerId={centerId} />}</CenterScope>
    </div>
  );
}

/** The field table of one area, checked against the API's input (the screen passes it to ContentScreen). */
export function contentConfig<A extends ContentArea>(config: ContentScreenConfig<A>): Config {
  return config as unknown as Config;
}
