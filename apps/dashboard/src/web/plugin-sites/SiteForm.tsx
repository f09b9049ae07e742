// Registers a plugin site (name, URL, the path of its shop pages, optional plugin key) or edits one (the same,
// replacing the plugin key). react-hook-form with core's schema of a site (logic.ts); problems show at their
// fields in the interface language. A registration answers the inbound key, which the screen shows once.
import { PLUGIN_KEY_MIN_LENGTH, SHOP_PAGE_PATH_MAX_LENGTH } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProblem } from '../components/field-problems';
import { CreateOrSave, TextField } from '../components/forms';
import { NameField } from '../components/NameField';
import { WebAddressField } from '../components/WebAddressField';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { EMPTY_SITE_DRAFT, SITE_PROBLEMS, type SiteDraft, SiteFormSchema, siteInput, sitePatch } from './logic';
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
  const form = useForm<SiteDraft>({
    // core's schema checks the draft's strings; the form keeps the strings (siteInput trims them for the server)
    resolver: zodResolver(SiteFormSchema, undefined, { raw: true }) as never,
    defaultValues: site
      ? { name: site.name, url: site.url, shopDetailPath: site.shopDetailPath, outboundKey: '' }
      : EMPTY_SITE_DRAFT,
  });
  const [status, setStatus] = useState<string | null>(null);
  const register = trpc.pluginSites.register.useMutation();
  const update = trpc.pluginSites.update.useMutation();

  const onValid = (draft: SiteDraft) => {
    setStatus(null);
    register.reset();
    update.reset();
    if (!site) {
      register.mutate(
        { centerId, data: siteInput(draft) },
        {
          onSuccess: (result) => {
            form.reset(EMPTY_SITE_DRAFT);
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
          form.setValue('outboundKey', '');
          void utils.pluginSites.list.invalidate({ centerId });
          props.onDone();
        },
      },
    );
  };

  const problem = (field: keyof SiteDraft) => fieldProblem(t, SITE_PROBLEMS, form.formState.errors, field);
  const busy = register.isPending || update.isPending;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {site ? t('plugin.form.editTitle', { name: site.name }) : t('plugin.form.registerTitle')}
      </h2>
      <form onSubmit={form.handleSubmit(onValid)} className="form form-grid form-wide" noValidate>
        <NameField label={t('plugin.form.name')} error={problem('name')} {...form.register('name')} />
        <WebAddressField
          label={t('plugin.form.url')}
          hint={t('plugin.form.urlHint')}
          error={problem('url')}
          {...form.register('url')}
        />
        <TextField
          label={t('plugin.form.shopPath')}
          hint={t('plugin.form.shopPathHint')}
          error={problem('shopDetailPath')}
          required
          maxLength={SHOP_PAGE_PATH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          {...form.register('shopDetailPath')}
        />
        <TextField
          label={t(site ? 'plugin.form.newKey' : 'plugin.form.key')}
          hint={t(site ? 'plugin.form.newKeyHint' : 'plugin.form.keyHint')}
          error={problem('outboundKey')}
          type="password"
          minLength={PLUGIN_KEY_MIN_LENGTH}
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          {...form.register('outboundKey')}
        />
        <CreateOrSave
          editing={site !== null}
          busy={busy}
          error={register.error ?? update.error}
          status={status}
          createLabel={t('plugin.form.register')}
          creatingLabel={t('plugin.form.registering')}
          onCancel={props.onDone}
        />
      </form>
    </section>
  );
}
