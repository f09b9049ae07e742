// The dialogs of one library file (issue 26.1): its alt text, the records that use it, and its deletion, which the
// server refuses while a record uses it (the dialog then lists them).

import { CHECK_ONLY, fieldPieces, mediaFileInputs } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TextField } from '../components/forms';
import { errorText } from '../errors';
import { type MessageKey, useI18n } from '../i18n';
import { type RouterOutputs, trpc } from '../trpc';
import type { MediaFile } from './upload';

type UserKind = RouterOutputs['media']['usage']['users'][number]['kind'];
/** core's MEDIA_USER_KINDS through the procedure's answer: a kind added there fails to compile here until labelled */
const USER_KIND_LABELS: Record<UserKind, MessageKey> = {
  center: 'media.user.center',
  shop: 'media.user.shop',
  chain: 'media.user.chain',
  news: 'media.user.news',
  event: 'media.user.event',
  offer: 'media.user.offer',
  job: 'media.user.job',
  service: 'media.user.service',
  office: 'media.user.office',
  homepageTile: 'media.user.homepageTile',
  hotPick: 'media.user.hotPick',
  pageContent: 'media.user.pageContent',
  category: 'media.user.category',
  categoryTheme: 'media.user.categoryTheme',
  officeTheme: 'media.user.officeTheme',
  gastronomyTheme: 'media.user.gastronomyTheme',
  websiteContact: 'media.user.websiteContact',
  floor: 'media.user.floor',
  playlist: 'media.user.playlist',
  signageConfig: 'media.user.signageConfig',
  socialPost: 'media.user.socialPost',
};

export const fileName = (file: MediaFile) => file.originalName ?? file.storageKey.split('/').pop() ?? file.storageKey;

function SmallDialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay picker-overlay" />
        <Dialog.Content className="picker-dialog picker-dialog-small" aria-describedby={undefined}>
          <header className="sheet-head">
            <Dialog.Title>{props.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('common.close')}>
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </header>
          <div className="picker-body">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const AltTextForm = z.object({ altText: mediaFileInputs(fieldPieces(CHECK_ONLY)).AltText });

export function AltTextDialog(props: { centerId: string; file: MediaFile; onClose: () => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const save = trpc.media.update.useMutation({ onSuccess: () => utils.media.page.invalidate() });
  const form = useForm<{ altText: string }>({
    defaultValues: { altText: props.file.altText ?? '' },
    resolver: zodResolver(AltTextForm),
  });
  const submit = form.handleSubmit(async ({ altText }) => {
    await save.mutateAsync({ centerId: props.centerId, id: props.file.id, altText: altText || null });
    props.onClose();
  });
  return (
    <SmallDialog title={t('media.alt.title', { name: fileName(props.file) })} onClose={props.onClose}>
      <form onSubmit={submit} noValidate className="form">
        <TextField
          label={t('media.alt.label')}
          hint={t('media.alt.hint')}
          error={form.formState.errors.altText ? t('media.alt.tooLong') : undefined}
          autoComplete="off"
          {...form.register('altText')}
        />
        {save.error && (
          <p className="field-error" role="alert">
            {errorText(save.error, t)}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </SmallDialog>
  );
}

/** The records that use a file, by kind and name; `intro` precedes a non-empty list. */
function UsageList(props: { centerId: string; file: MediaFile; intro?: string }) {
  const { t } = useI18n();
  const usage = trpc.media.usage.useQuery({ centerId: props.centerId, id: props.file.id });
  const users = usage.data?.users;
  if (usage.isPending) return <p>{t('common.loading')}</p>;
  if (usage.error)
    return (
      <p className="field-error" role="alert">
        {errorText(usage.error, t)}
      </p>
    );
  if (!users || users.length === 0) return <p>{t('media.usage.none')}</p>;
  return (
    <>
      {props.intro && <p>{props.intro}</p>}
      <ul className="usage-list">
        {users.map((user) => (
          <li key={`${user.kind}-${user.id}`}>
            <span className="usage-kind">{t(USER_KIND_LABELS[user.kind])}</span> {user.name || '—'}
          </li>
        ))}
      </ul>
    </>
  );
}

export function UsageDialog(props: { centerId: string; file: MediaFile; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <SmallDialog title={t('media.usage.title', { name: fileName(props.file) })} onClose={props.onClose}>
      <UsageList centerId={props.centerId} file={props.file} />
    </SmallDialog>
  );
}

/** Asks before deleting a file; a file in use is not offered for deletion: the dialog names its users instead. */
export function DeleteFileDialog(props: { centerId: string; file: MediaFile; onClose: () => void }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const usage = trpc.media.usage.useQuery({ centerId: props.centerId, id: props.file.id });
  const remove = trpc.media.remove.useMutation({
    onSuccess: async () => {
      await utils.media.page.invalidate();
      props.onClose();
    },
  });
  const name = fileName(props.file);
  if (usage.isPending) return null;
  if (usage.data && usage.data.users.length > 0)
    return (
      <SmallDialog title={t('media.delete.title', { name })} onClose={props.onClose}>
        <UsageList centerId={props.centerId} file={props.file} intro={t('media.delete.inUse')} />
      </SmallDialog>
    );
  return (
    <ConfirmDialog
      open
      title={t('media.delete.title', { name })}
      body={remove.error ? errorText(remove.error, t) : t('media.delete.body', { name })}
      confirmLabel={t('media.delete.confirm')}
      busy={remove.isPending || Boolean(remove.error)}
      onConfirm={() => remove.mutate({ centerId: props.centerId, id: props.file.id })}
      onCancel={props.onClose}
    />
  );
}
