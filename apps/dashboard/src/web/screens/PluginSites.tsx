import '../center-work/center-work.css';
import { useId, useState } from 'react';
import { CenterScope } from '../center-work/scope';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, type Notice, NoticeView } from '../components/forms';
import { RowAction, RowActions } from '../components/RowActions';
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

type Confirm = { kind: 'rotate' | 'disconnect'; site: PluginSite };

const SITE_SORT = {
  name: (site: PluginSite) => site.name,
  url: (site: PluginSite) => site.url,
  lastSync: (site: PluginSite) => site.lastSyncAt,
};
/** the sortable columns, in the table's order */
const SITE_SORT_COLUMNS = ['name', 'url', undefined, 'lastSync', undefined, undefined];

function SitesTable(props: {
  centerId: string;
  sites: PluginSite[];
  selectedId: string | null;
  onEdit: (site: PluginSite) => void;
  onShowRuns: (site: PluginSite) => void;
  onIssued: (issued: IssuedKey) => void;
}) {
  const { t, lang } = useI18n();
  const utils = trpc.useUtils();
  const { centerId } = props;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const sites = useClientTable(props.sites, SITE_SORT, [{ id: 'name', desc: false }]);
  const sync = trpc.pluginSites.sync.useMutation();
  const rotate = trpc.pluginSites.rotateKey.useMutation();
  const disconnect = trpc.pluginSites.disconnect.useMutation();

  function requestSync(site: PluginSite, kind: 'full' | 'incremental') {
    setNotice(null);
    props.onShowRuns(site);
    sync.mutate(
      { centerId, siteId: site.id, kind },
      {
        onSuccess: () => setNotice({ kind: 'status', text: t('plugin.syncQueued', { name: site.name }) }),
        onError: (error) => setNotice({ kind: 'error', error }),
        onSettled: () => void utils.pluginSites.runs.invalidate({ centerId, siteId: site.id }),
      },
    );
  }

  function onConfirm() {
    if (!confirm) return;
    const { site } = confirm;
    const done = () => {
      setConfirm(null);
      void utils.pluginSites.list.invalidate({ centerId });
    };
    const onError = (error: unknown) => {
      setConfirm(null);
      setNotice({ kind: 'error', error });
    };
    if (confirm.kind === 'rotate') {
      rotate.mutate(
        { centerId, siteId: site.id },
        {
          onSuccess: (result) => {
            done();
            setNotice({ kind: 'status', text: t('plugin.rotated', { name: result.site.name }) });
            props.onIssued({ siteName: result.site.name, inboundKey: result.inboundKey });
          },
          onError,
        },
      );
    } else {
      disconnect.mutate(
        { centerId, siteId: site.id },
        {
          onSuccess: (result) => {
            done();
            setNotice({ kind: 'status', text: t('plugin.disconnected', { name: result.name }) });
          },
          onError,
        },
      );
    }
  }

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
          {sites.rows.map((site) => {
            const connected = site.status !== 'disconnected';
            const syncable = connected && site.canSync;
            const current = site.id === props.selectedId;
            return (
              <tr
                key={site.id}
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
                    onClick={() => requestSync(site, 'incremental')}
                  />
                  <RowAction
                    label={t('plugin.action.fullSync')}
                    named={t('plugin.action.fullSyncNamed', { name: site.name })}
                    disabled={busy || !syncable}
                    onClick={() => requestSync(site, 'full')}
                  />
                  <RowAction
                    label={t('plugin.action.runs')}
                    named={t('plugin.action.runsNamed', { name: site.name })}
                    pressed={current}
                    onClick={() => props.onShowRuns(site)}
                  />
                  <RowAction
                    label={t('plugin.action.edit')}
                    named={t('plugin.action.editNamed', { name: site.name })}
                    onClick={() => props.onEdit(site)}
                  />
                  <RowAction
                    label={t('plugin.action.rotate')}
                    named={t('plugin.action.rotateNamed', { name: site.name })}
                    disabled={busy}
                    onClick={() => {
                      setNotice(null);
                      setConfirm({ kind: 'rotate', site });
                    }}
                  />
                  {connected && (
                    <RowAction
                      label={t('plugin.action.disconnect')}
                      named={t('plugin.action.disconnectNamed', { name: site.name })}
                      danger
                      disabled={busy}
                      onClick={() => {
                        setNotice(null);
                        setConfirm({ kind: 'disconnect', site });
                      }}
                    />
                  )}
                </RowActions>
              </tr>
            );
          })}
        </DataTable>
      )}
      <NoticeView notice={notice} />
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm?.kind === 'rotate' ? 'plugin.rotateConfirm.title' : 'plugin.disconnectConfirm.title')}
        body={t(confirm?.kind === 'rotate' ? 'plugin.rotateConfirm.body' : 'plugin.disconnectConfirm.body', {
          name: confirm?.site.name ?? '',
        })}
        confirmLabel={t(
          confirm?.kind === 'rotate' ? 'plugin.rotateConfirm.confirm' : 'plugin.disconnectConfirm.confirm',
        )}
        busy={rotate.isPending || disconnect.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}

function PluginSitesWork({ centerId }: { centerId: string }) {
  const { t } = useI18n();
  const id = useId();
  const sites = trpc.pluginSites.list.useQuery({ centerId });
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const shortcode = pluginShortcode(centerId);
  const shortcodePanel = (
    <section className="panel" aria-labelledby={`${id}-shortcode`}>
      <h2 id={`${id}-shortcode`}>{t('plugin.shortcode.title')}</h2>
      <p className="hint">{t('plugin.shortcode.hint')}</p>
      <p>
        <code>{shortcode}</code>
      </p>
    </section>
  );

  if (sites.isPending) return <Loading />;
  if (sites.error) return <LoadError error={sites.error} onRetry={() => sites.refetch()} />;
  const list = sites.data;
  const editing = list.find((site) => site.id === editingId) ?? null;
  const selected = list.find((site) => site.id === selectedId) ?? null;
  return (
    <>
      {issued && <InboundKeyPanel key={issued.inboundKey} issued={issued} onClose={() => setIssued(null)} />}
      <section className="panel" aria-labelledby={`${id}-sites`}>
        <h2 id={`${id}-sites`}>{t('plugin.sites.title')}</h2>
        <SitesTable
          centerId={centerId}
          sites={list}
          selectedId={selected?.id ?? null}
          onEdit={(site) => setEditingId(site.id)}
          onShowRuns={(site) => setSelectedId(site.id)}
          onIssued={setIssued}
        />
      </section>
      {selected && <SyncRuns key={selected.id} centerId={centerId} site={selected} />}
      <SiteForm
        key={editing?.id ?? 'new'}
        centerId={centerId}
        site={editing}
        onRegistered={setIssued}
        onDone={() => setEditingId(null)}
      />
      {shortcodePanel}
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
