// Registers a plugin site (name, URL, the path of its shop pages, optional plugin key) or edits one (the same,
// replacing the plugin key).
// A registration answers the inbound key, which the screen shows once.
import { PLUGIN_KEY_MIN_LENGTH, SHOP_PAGE_PATH_MAX_LENGTH } from '@center-platform/core/shared';
import { type FormEvent, useId, useState } from 'react';
import { ErrorMessage, StatusMessage, SubmitButton, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import {
  EMPTY_SITE_DRAFT,
  type SiteDraft,
  type SiteDraftProblems,
  siteDraftProblems,
  siteInput,
  sitePatch,
} from './logic';
import type { IssuedKey, PluginSite } from './types';

export function SiteForm(props: {
  centerId: string;
  /** the site being edited; none: a new site is registered */
  site: PluginSite | null;
  onRegistered: (issued: IssuedKey) => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const { centerId, site } = props;
  const [draft, setDraft] = useState<SiteDraft>(
    site ? { name: site.name, url: site.url, shopDetailPath: site.shopDetailPath, outboundKey: '' } : EMPTY_SITE_DRAFT,
  );
  const [problems, setProblems] = useState<SiteDraftProblems>({});
  const [status, setStatus] = useState<string | null>(null);
  const register = trpc.pluginSites.register.useMutation();
  const update = trpc.pluginSites.update.useMutation();
  const set = (patch: Partial<SiteDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    register.reset();
    update.reset();
    const found = siteDraftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!site) {
      register.mutate(
        { centerId, data: siteInput(draft) },
        {
          onSuccess: (result) => {
            setDraft(EMPTY_SITE_DRAFT);
            setStatus(t('plugin.registered', { name: result.site.name }));
            props.onRegistered({ siteName: result.site.name, inboundKey: result.inboundKey });
            void utils.pluginSites.list.invalidate({ centerId });
          },
        },
      );
      return;
    }
    const patch = sitePatch(site, draft);
    if (Object.keys(patch).length === 0) {
      setStatus(t('plugin.form.unchanged'));
      return;
    }
    update.mutate(
      { centerId, siteId: site.id, data: patch },
      {
        onSuccess: (saved) => {
          setStatus(t('plugin.updated', { name: saved.name }));
          set({ outboundKey: '' });
          void utils.pluginSites.list.invalidate({ centerId });
          props.onDone();
        },
      },
    );
  }

  const problem = (field: keyof SiteDraft) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };
  const busy = register.isPending || update.isPending;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {site ? t('plugin.form.editTitle', { name: site.name }) : t('plugin.form.registerTitle')}
      </h2>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <TextField
          label={t('plugin.form.name')}
          error={problem('name')}
          name="name"
          required
          maxLength={200}
          autoComplete="off"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t('plugin.form.url')}
          hint={t('plugin.form.urlHint')}
          error={problem('url')}
          name="url"
          type="url"
          inputMode="url"
          required
          maxLength={2000}
          autoComplete="off"
          spellCheck={false}
          value={draft.url}
          onChange={(e) => set({ url: e.target.value })}
        />
        <TextField
          label={t('plugin.form.shopPath')}
          hint={t('plugin.form.shopPathHint')}
          error={problem('shopDetailPath')}
          name="shopDetailPath"
          required
          maxLength={SHOP_PAGE_PATH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={draft.shopDetailPath}
          onChange={(e) => set({ shopDetailPath: e.target.value })}
        />
        <TextField
          label={t(site ? 'plugin.form.newKey' : 'plugin.form.key')}
          hint={t(site ? 'plugin.form.newKeyHint' : 'plugin.form.keyHint')}
          error={problem('outboundKey')}
          name="outboundKey"
          type="password"
          minLength={PLUGIN_KEY_MIN_LENGTH}
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          value={draft.outboundKey}
          onChange={(e) => set({ outboundKey: e.target.value })}
        />
        <ErrorMessage error={register.error ?? update.error} />
        {status && <StatusMessage>{status}</StatusMessage>}
        <div className="form-actions">
          {site ? (
            <>
              <SubmitButton busy={busy} label={t('common.save')} busyLabel={t('common.saving')} />
              <button type="button" onClick={props.onDone}>
                {t('common.cancel')}
              </button>
            </>
          ) : (
            <SubmitButton busy={busy} label={t('plugin.form.register')} busyLabel={t('plugin.form.registering')} />
          )}
        </div>
      </form>
    </section>
  );
}
