// Links a shop or service to the floor: by SVG element id, by data-id or by a point on the plan. The draft's form
// belongs to the floor's work (the plan and the pick lists fill it too).
import { useId, useState } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { useAreaSearch } from '../center-work/area-records';
import { type Notice, NoticeView, SelectField, SubmitButton, TextField } from '../components/forms';
import { problemMessage } from '../components/problem-resolver';
import { RecordPicker } from '../components/RecordPicker';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { EMPTY_DRAFT, type LinkDraft, type LinkInput, METHOD_LABELS, METHODS } from './link-draft';
import { useRefreshAfterLinking } from './plan-links';

export type LinkFormState = UseFormReturn<LinkDraft, unknown, LinkInput>;

export function LinkForm(props: { centerId: string; floorId: string; form: LinkFormState }) {
  const { t } = useI18n();
  const refresh = useRefreshAfterLinking(props.centerId, props.floorId);
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const link = trpc.centerplan.linkLocation.useMutation();
  const { form } = props;
  const [kind, method, targetId, targetName] = form.watch(['kind', 'method', 'targetId', 'targetName']);
  const found = useAreaSearch(kind === 'shop' ? 'shops' : 'services', props.centerId);
  // controlled: the plan's lists set a target too
  const { field: target } = useController({ control: form.control, name: 'targetId' });
  const problem = (field: keyof LinkDraft) => problemMessage(t, form.formState.errors[field]);

  const onSubmit = form.handleSubmit((data) => {
    setNotice(null);
    link.mutate(
      { centerId: props.centerId, data },
      {
        onSuccess: () => {
          const name =
            form.getValues('targetName') || t('plan.unknownTarget', { id: data.shopId ?? data.serviceId ?? '' });
          setNotice({ kind: 'status', text: t('plan.link.linked', { name }) });
          form.reset({ ...EMPTY_DRAFT, kind: form.getValues('kind'), method: form.getValues('method') });
          refresh();
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  });

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plan.link.title')}</h2>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <SelectField
          label={t('plan.link.kind')}
          {...form.register('kind', {
            onChange: () => {
              form.setValue('targetId', '');
              form.setValue('targetName', '');
            },
          })}
        >
          <option value="shop">{t('plan.kind.shop')}</option>
          <option value="service">{t('plan.kind.service')}</option>
        </SelectField>
        {found.error ? (
          // the shop and service lists belong to the editorial area, which this role may not read
          <TextField
            label={t('plan.link.targetId')}
            hint={t('plan.link.targetIdHint')}
            error={problem('targetId')}
            required
            autoComplete="off"
            spellCheck={false}
            {...target}
          />
        ) : (
          <RecordPicker
            label={t(kind === 'shop' ? 'plan.link.shop' : 'plan.link.service')}
            error={problem('targetId')}
            value={targetId ? { id: targetId, name: targetName || targetId } : null}
            placeholder={t('plan.link.choose')}
            found={found}
            onChange={(record) => {
              target.onChange(record?.id ?? '');
              form.setValue('targetName', record?.name ?? '');
            }}
          />
        )}
        <SelectField label={t('plan.link.method')} hint={t('plan.link.methodHint')} {...form.register('method')}>
          {METHODS.map((value) => (
            <option key={value} value={value}>
              {t(METHOD_LABELS[value])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('plan.link.elementId')}
          hint={t('plan.link.elementIdHint')}
          error={problem('elementId')}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          {...form.register('elementId')}
        />
        {method === 'coordinate' && (
          <>
            <TextField
              label={t('plan.link.x')}
              hint={t('plan.link.coordinateHint')}
              error={problem('x')}
              type="number"
              step="any"
              required
              {...form.register('x')}
            />
            <TextField label={t('plan.link.y')} type="number" step="any" required {...form.register('y')} />
          </>
        )}
        <TextField
          label={t('plan.link.label')}
          error={problem('label')}
          maxLength={200}
          autoComplete="off"
          {...form.register('label')}
        />
        <NoticeView notice={notice} />
        <div className="form-actions">
          <SubmitButton busy={link.isPending} label={t('plan.link.submit')} busyLabel={t('plan.link.busy')} />
        </div>
      </form>
    </section>
  );
}
