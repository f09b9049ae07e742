// The preview of the reporting import (spec 4.8): the reporting system's clients matched to centers, filtered.
import { MATCH_RULES, REPORTING_CHANNELS } from '@center-platform/core/shared';
import { useId, useState } from 'react';
import { ErrorMessage, Loading, SelectField, TextField } from '../components/forms';
import { type MessageKey, useI18n } from '../i18n';
import { Count, type Preview, type QueryView, ruleLabel } from './import-parts';
import { filterPreviewRows, type PreviewFilter } from './import-run';

const FILTERS: readonly { value: PreviewFilter; label: MessageKey }[] = [
  { value: 'all', label: 'import.filter.all' },
  { value: 'matched', label: 'import.filter.matched' },
  { value: 'unmatched', label: 'import.filter.unmatched' },
  { value: 'test', label: 'import.filter.test' },
];

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<PreviewFilter>('all');
  const [query, setQuery] = useState('');
  const rows = filterPreviewRows(preview.rows, filter, query);
  return (
    <>
      <div className="import-filters">
        <SelectField
          label={t('import.filter.label')}
          name="filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as PreviewFilter)}
        >
          {FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('import.search')}
          hint={t('import.search.hint')}
          name="search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="table-wrap">
        <table className="import-table">
          <caption>
            {t('import.table.caption', { shown: rows.length, total: preview.rows.length, count: preview.rows.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('import.col.client')}</th>
              <th scope="col">{t('import.col.center')}</th>
              <th scope="col">{t('import.col.rule')}</th>
              <th scope="col">{t('import.col.slug')}</th>
              <th scope="col">{t('import.col.city')}</th>
              <th scope="col">{t('import.col.test')}</th>
              {REPORTING_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="num">
                  <abbr title={channel}>{t(`import.channel.${channel}`)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.legacyClientId} className={row.match ? undefined : 'row-inactive'}>
                <th scope="row">
                  {row.name} <span className="hint">#{row.legacyClientId}</span>
                </th>
                <td>
                  {row.match ? (
                    <>
                      {row.match.centerName} <span className="hint">({row.match.centerSlug})</span>
                    </>
                  ) : (
                    <span className="hint">{t('import.unmatched')}</span>
                  )}
                </td>
                <td>{ruleLabel(t, row.match?.rule)}</td>
                <td>
                  <code>{row.slug}</code>
                </td>
                <td>{row.city || '–'}</td>
                <td>{row.isTest && <span className="badge badge-warn">{t('import.testClient')}</span>}</td>
                {REPORTING_CHANNELS.map((channel) => (
                  <td key={channel} className="num">
                    <Count value={row.counts[channel]} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={6 + REPORTING_CHANNELS.length}>{t('import.noRows')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function PreviewPanel({ preview }: { preview: QueryView<Preview> }) {
  const { t } = useI18n();
  const id = useId();
  const data = preview.data;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.preview.title')}</h2>
      {preview.isPending && <Loading label={t('import.preview.loading')} />}
      <ErrorMessage error={preview.error} />
      {data && (
        <>
          <dl className="facts import-summary">
            {(['clients', 'matched', 'unmatched', 'testClients', 'rows'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`import.summary.${key}`)}</dt>
                <dd>
                  <Count value={data.summary[key]} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="hint">
            {t('import.summary.byRule')}:{' '}
            {MATCH_RULES.map((rule) => `${t(`import.rule.${rule}`)} ${data.summary.byRule[rule] ?? 0}`).join(' · ')}
          </p>
          <PreviewTable preview={data} />
        </>
      )}
      <p>
        <button type="button" onClick={() => preview.refetch()} disabled={preview.isFetching}>
          {t('import.preview.reload')}
        </button>
      </p>
    </section>
  );
}
