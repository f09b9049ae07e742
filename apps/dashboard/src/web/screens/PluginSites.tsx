import '../center-work/center-work.css';
import { useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useQuestion } from '../components/ConfirmDialog';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView } from '../components/forms';
import { Panel } from '../components/Panel';
import { RowAction, RowActions } from '../components/RowActions';
import { useRowChoice } from '../components/row-choice';
import { formatDateTime, useI18n } from '../i18n';
import { InboundKeyPanel } from '../plugin-sites/InboundKeyPanel';
import { pluginShortcode, SITE_STATUS_LABELS, statusBadgeClass } from '../plugin-sites/logic';
import { SiteForm } from '../plugin-sites/SiteForm';
import { SyncRuns } from '../plugin-sites/SyncRuns';
import type { IssuedKey, PluginSite } from '../plugin-sites/types';
import { trpc } from '../trpc';

// `/dashboard/plugin-sites` (spec 4.10, 2.11 plugin integration): the center's websites running the map
// plugin. Register (the inbound key is shown once), edit, rotate the key, disconnect, request a sync
// (incremental or full) and follow its runs. Everything goes through the pluginSites procedures
// (cms-integration, center-scoped); no read ever carries a key.

const SITE_SORT = {
  name: (site: PluginSite) => site.name,
  url: (site: PluginSite) => site.url,
  lastSync: (site: PluginSite) => site.lastSyncAt,
};
/** the sortable columns, in the table's order */
const SITE_SORT_COLUMNS = ['name', 'url', undefined, 'lastSync', undefined, undefined];

type SiteActions = Record<
  'sync' | 'fullSync' | 'showRuns' | 'edit' | 'rotate' | 'disconnect',
  (site: PluginSite) => void
>;

/** A site's row: its values, and the actions on it, which the table carries out. */
function SiteRow({
  site,
  current,
  busy,
  actions,
}: {
  site: PluginSite;
  current: boolean;
  busy: boolean;
  actions: SiteActions;
}) {
  const { t, lang } = useI18n();
  const connected = site.status !== 'disconnected';
  const syncable = connected && site.canSync;
  return (
    <tr
      className={connected ? (current ? 'plan-row-current' : undefined) : 'row-inactive'}
      aria-current={current || undefined}
    >
      <th scope="row">{site.name}</th>
      <td>
        <a href={site.url} target="_blank" rel="noopener noreferrer">
          {site.url}
        </a>
      </td>
      <td>
        <span className={statusBadgeClass(site.status)}>{t(SITE_STATUS_LABELS[site.status])}</span>
      </td>
      <td>{site.lastSyncAt ? formatDateTime(lang, site.lastSyncAt) : t('plugin.never')}</td>
      <td>{syncable ? t('plugin.yes') : connected ? t('plugin.noKey') : t('plugin.noDisconnected')}</td>
      <RowActions>
        <RowAction
          label={t('plugin.action.sync')}
          named={t('plugin.action.syncNamed', { name: site.name })}
          disabled={busy || !syncable}
          onClick={() => actions.sync(site)}
        />
        <RowAction
          label={t('plugin.action.fullSync')}
          named={t('plugin.action.fullSyncNamed', { name: site.name })}
          disabled={busy || !syncable}
          onClick={() => actions.fullSync(site)}
        />
        <RowAction
          label={t('plugin.action.runs')}
          named={t('plugin.action.runsNamed', { name: site.name })}
          pressed={current}
          onClick={() => actions.showRuns(site)}
        />
        <RowAction
          label={t('plugin.action.edit')}
          named={t('plugin.action.editNamed', { name: site.name })}
          onClick={() => actions.edit(site)}
        />
        <RowAction
          label={t('plugin.action.rotate')}
          named={t('plugin.action.rotateNamed', { name: site.name })}
          disabled={busy}
          onClick={() => actions.rotate(site)}
        />
        {connected && (
          <RowAction
            label={t('plugin.action.disconnect')}
            named={t('plugin.action.disconnectNamed', { name: site.name })}
            danger
            disabled={busy}
            onClick={() => actions.disconnect(site)}
          />
        )}
      </RowActions>
    </tr>
  );
}

function SitesTable(props: {
  centerId: string;
  sites: PluginSite[];
  selectedId: string | null;
  onEdit: (site: PluginSite) => void;
  onShowRuns: (site: PluginSite) => void;
  onIssued: (issued: IssuedKey) => void;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const { centerId } = props;
  const [notice, setNotice] = useState<Notice | null>(null);
  const sites = useClientTable(props.sites, SITE_SORT, [{ id: 'name', desc: false }]);
  const sync = trpc.pluginSites.sync.useMutation();
  const rotate = trpc.pluginSites.rotateKey.useMutation();
  const disconnect = trpc.pluginSites.disconnect.useMutation();
  const question = useQuestion(rotate.isPending || disconnect.isPending);
  const showError = (error: unknown) => setNotice({ kind: 'error', error });
  const refresh = () => void utils.pluginSites.list.invalidate({ centerId });

  function requestSync(site: PluginSite, kind: 'full' | 'incremental') {
    setNotice(null);
    props.onShowRuns(site);
    sync.mutate(
      { centerId, siteId: site.id, kind },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('plugin.syncQueued', { name: site.name }) }),
        onError: showError,
        onSettled: () => void utils.pluginSites.runs.invalidate({ centerId, siteId: site.id }),
      },
    );
  }

  function rotateKey(site: PluginSite) {
    rotate.mutate(
      { centerId, siteId: site.id },
      {
        onSuccess: (result) => {
          refresh();
          setNotice({ kind: 'status', text: t('plugin.rotated', { name: result.site.name }) });
          props.onIssued({ siteName: result.site.name, inboundKey: result.inboundKey });
        },
        onError: showError,
        onSettled: question.close,
      },
    );
  }

  function disconnectSite(site: PluginSite) {
    disconnect.mutate(
      { centerId, siteId: site.id },
      {
        onSuccess: (result) => {
          refresh();
          setNotice({ kind: 'status', text: t('plugin.disconnected', { name: result.name }) });
        },
        onError: showError,
        onSettled: question.close,
      },
    );
  }

  const actions: SiteActions = {
    sync: (site) => requestSync(site, 'incremental'),
    fullSync: (site) => requestSync(site, 'full'),
    showRuns: props.onShowRuns,
    edit: props.onEdit,
    rotate: (site) => {
      setNotice(null);
      question.ask({
        title: t('plugin.rotateConfirm.title'),
        body: t('plugin.rotateConfirm.body', { name: site.name }),
        confirmLabel: t('plugin.rotateConfirm.confirm'),
        onConfirm: () => rotateKey(site),
      });
    },
    disconnect: (site) => {
      setNotice(null);
      question.ask({
        title: t('plugin.disconnectConfirm.title'),
        body: t('plugin.disconnectConfirm.body', { name: site.name }),
        confirmLabel: t('plugin.disconnectConfirm.confirm'),
        onConfirm: () => disconnectSite(site),
      });
    },
  };
  const busy = sync.isPending || rotate.isPending || disconnect.isPending;
  return (
    <>
      {props.sites.length === 0 ? (
        <p>{t('plugin.sites.empty')}</p>
      ) : (
        <DataTable
          caption={t('plugin.sites.caption', { count: props.sites.length })}
          headers={[
            <SortHeader key="name" pages={sites} sortKey="name" label={t('plugin.col.name')} />,
            <SortHeader key="url" pages={sites} sortKey="url" label={t('plugin.col.url')} />,
            t('plugin.col.status'),
            <SortHeader key="lastSync" pages={sites} sortKey="lastSync" label={t('plugin.col.lastSync')} />,
            t('plugin.col.canSync'),
            t('plugin.col.actions'),
          ]}
          sort={(index) => sortStateOf(sites, SITE_SORT_COLUMNS[index])}
        >
          {sites.rows.map((site) => (
            <SiteRow key={site.id} site={site} current={site.id === props.selectedId} busy={busy} actions={actions} />
          ))}
        </DataTable>
      )}
      <NoticeView notice={notice} />
      {question.dialog}
    </>
  );
}

function PluginSitesWork({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const sites = trpc.pluginSites.list.useQuery({ centerId });
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const chosen = useRowChoice(sites.data);

  if (sites.isPending) return <Loading />;
  if (sites.error) return <LoadError error={sites.error} onRetry={() => sites.refetch()} />;
  const { editing, shown } = chosen;
  return (
    <>
      {issued && <InboundKeyPanel key={issued.inboundKey} issued={issued} onClose={() => setIssued(null)} />}
      <Panel title={t('plugin.sites.title')}>
        <SitesTable
          centerId={centerId}
          sites={sites.data}
          selectedId={shown?.id ?? null}
          onEdit={chosen.edit}
          onShowRuns={chosen.show}
          onIssued={setIssued}
        />
      </Panel>
      {shown && <SyncRuns key={shown.id} centerId={centerId} site={shown} />}
      <SiteForm
        key={editing?.id ?? 'new'}
        centerId={centerId}
        site={editing}
        onRegistered={setIssued}
        onDone={chosen.stopEditing}
      />
      <Panel title={t('plugin.shortcode.title')}>
        <p className="hint">{t('plugin.shortcode.hint')}</p>
        <p>
          <code>{pluginShortcode(centerId)}</code>
        </p>
      </Panel>
    </>
  );
}

export default function PluginSitesScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('plugin.title')}</h1>
      <p className="hint intro">{t('plugin.intro')}</p>
      <CenterScope>{(centerId) => <PluginSitesWork centerId={centerId} />}</CenterScope>
    </div>
  );
}
