// Links a shop or service to the floor: by SVG element id, by data-id or by a point on the plan.
import { type FormEvent, useId, useState } from 'react';
import { type Notice, NoticeView, SelectField, SubmitButton, TextField } from '../components/forms';
import { type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { EMPTY_DRAFT, type LinkDraft, METHOD_LABELS, METHODS, type TargetKind } from './link-draft';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function LinkForm(props: {
  centerId: string;
  floorId: string;
  draft: LinkDraft;
  setDraft: (update: (draft: LinkDraft) => LinkDraft) => void;
  options: Record<TargetKind, { id: string; name: string }[] | null>;
  nameOfTarget: (id: string) => string;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const link = trpc.centerplan.linkLocation.useMutation();
  const { draft, setDraft } = props;
  const set = (patch: Partial<LinkDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const options = props.options[draft.kind];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const fail = (key: MessageKey) => setNotice({ kind: 'warning', text: t(key) });
    const targetId = draft.targetId.trim();
    if (!UUID.test(targetId)) return fail('plan.link.missingTarget');
    const elementId = draft.elementId.trim();
    if (draft.method !== 'coordinate' && elementId === '') return fail('plan.link.missingElement');
    const x = Number(draft.x);
    const y = Number(draft.y);
    if (
      draft.method === 'coordinate' &&
      (draft.x.trim() === '' || draft.y.trim() === '' || !Number.isFinite(x) || !Number.isFinite(y))
    ) {
      return fail('plan.link.missingPoint');
    }
    const label = draft.label.trim();
    link.mutate(
      {
        centerId: props.centerId,
        data: {
          floorId: props.floorId,
          ...(draft.kind === 'shop' ? { shopId: targetId } : { serviceId: targetId }),
          method: draft.method,
          ...(elementId ? { svgElementId: elementId } : {}),
          ...(draft.method === 'coordinate' ? { x, y } : {}),
          ...(label ? { label } : {}),
        },
      },
      {
        onSuccess: () => {
          setNotice({ kind: 'status', text: t('plan.link.linked', { name: props.nameOfTarget(targetId) }) });
          setDraft((current) => ({ ...EMPTY_DRAFT, kind: current.kind, method: current.method }));
          void utils.centerplan.locations.invalidate({ centerId: props.centerId, floorId: props.floorId });
          void utils.centerplan.unlinkedElements.invalidate({ centerId: props.centerId, floorId: props.floorId });
          void utils.centerplan.unplacedShops.invalidate({ centerId: props.centerId });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('plan.link.title')}</h2>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <SelectField
          label={t('plan.link.kind')}
          name="kind"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value === 'service' ? 'service' : 'shop', targetId: '' })}
        >
          <option value="shop">{t('plan.kind.shop')}</option>
          <option value="service">{t('plan.kind.service')}</option>
        </SelectField>
        {options ? (
          <SelectField
            label={t(draft.kind === 'shop' ? 'plan.link.shop' : 'plan.link.service')}
            name="targetId"
            value={draft.targetId}
            onChange={(e) => set({ targetId: e.target.value })}
          >
            <option value="">{t('plan.link.choose')}</option>
            {/* a target prefilled from a list the select does not hold still shows */}
            {draft.targetId && !options.some((o) => o.id === draft.targetId) && (
              <option value={draft.targetId}>{props.nameOfTarget(draft.targetId)}</option>
            )}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('plan.link.targetId')}
            hint={t('plan.link.targetIdHint')}
            name="targetId"
            autoComplete="off"
            spellCheck={false}
            value={draft.targetId}
            onChange={(e) => set({ targetId: e.target.value })}
          />
        )}
        <SelectField
          label={t('plan.link.method')}
          hint={t('plan.link.methodHint')}
          name="method"
          value={draft.method}
          onChange={(e) => set({ method: METHODS.find((m) => m === e.target.value) ?? 'element_id' })}
        >
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {t(METHOD_LABELS[method])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('plan.link.elementId')}
          hint={t('plan.link.elementIdHint')}
          name="svgElementId"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          value={draft.elementId}
          onChange={(e) => set({ elementId: e.target.value })}
        />
        {draft.method === 'coordinate' && (
          <>
            <TextField
              label={t('plan.link.x')}
              hint={t('plan.link.coordinateHint')}
              name="x"
              type="number"
              step="any"
              value={draft.x}
              onChange={(e) => set({ x: e.target.value })}
            />
            <TextField
              label={t('plan.link.y')}
              name="y"
              type="number"
              step="any"
              value={draft.y}
              onChange={(e) => set({ y: e.target.value })}
            />
          </>
        )}
        <TextField
          label={t('plan.link.label')}
          name="label"
          maxLength={200}
          autoComplete="off"
          value={draft.label}
          onChange={(e) => set({ label: e.target.value })}
        />
        <NoticeView notice={notice} />
        <div className="form-actions">
          <SubmitButton busy={link.isPending} label={t('plan.link.submit')} busyLabel={t('plan.link.busy')} />
        </div>
      </form>
    </section>
  );
}
