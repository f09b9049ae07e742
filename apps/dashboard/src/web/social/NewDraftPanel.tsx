// "New draft" of the social hub (spec 4.6 from-content): a news item, event or offer of the center (picked from
// the center-work lists) or a visitor review (author, rating, text, source). The new draft opens at once.
import { SOCIAL_REVIEW_LIMITS } from '@center-platform/core/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextAreaField } from '../center-work/inputs';
import { ErrorMessage, LoadError, Loading, SelectField, SubmitButton, TextField } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { useCurrentCenter } from '../shell/current-center';
import { trpc } from '../trpc';
import {
  accountName,
  type ContentSourceType,
  contentChoices,
  type DraftSource,
  type DraftSourceProblems,
  draftSourceProblems,
  EMPTY_DRAFT_SOURCE,
  fromContentInput,
  SOURCE_LABELS,
  SOURCE_TYPES,
  type SourceType,
  socialPostPath,
} from './logic';
import type { SocialAccount } from './types';

function ContentPicker(props: {
  centerId: string;
  type: ContentSourceType;
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useI18n();
  const input = { centerId: props.centerId };
  const news = trpc.centerWork.news.list.useQuery(input, { enabled: props.type === 'news' });
  const events = trpc.centerWork.events.list.useQuery(input, { enabled: props.type === 'event' });
  const offers = trpc.centerWork.offers.list.useQuery(input, { enabled: props.type === 'offer' });
  const list = props.type === 'news' ? news : props.type === 'event' ? events : offers;
  if (list.isPending) return <Loading />;
  if (list.error)
    return (
      <div className="field">
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      </div>
    );
  const choices = contentChoices(list.data as readonly { id: unknown; title?: unknown }[]);
  if (choices.length === 0) return <p className="hint">{t('social.new.noItems')}</p>;
  return (
    <div className="field">
      <SelectField
        label={t('social.new.item')}
        name="id"
        required
        aria-invalid={props.error ? true : undefined}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{t('social.new.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function NewDraftPanel(props: {
  centerId: string;
  /** the center's connected accounts, to choose the one the post goes out through */
  accounts: readonly SocialAccount[];
}) {
  const { centerId, accounts } = props;
  const centerSlug = useCurrentCenter()?.slug;
  const { t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm<DraftSource>({
    defaultValues: EMPTY_DRAFT_SOURCE,
    resolver: problemResolver(draftSourceProblems),
  });
  const draft = form.watch();
  const create = trpc.social.fromContent.useMutation();
  const set = (patch: Partial<DraftSource>) => {
    for (const [field, value] of Object.entries(patch))
      form.setValue(field as keyof DraftSource, value, { shouldValidate: form.formState.isSubmitted });
  };
  const problem = (field: keyof DraftSourceProblems) => problemMessage(t, form.formState.errors[field]);

  const onSubmit = form.handleSubmit((values) => {
    create.reset();
    create.mutate(fromContentInput(centerId, values), {
      onSuccess: (post) => {
        void utils.social.hub.invalidate({ centerId });
        navigate(socialPostPath(post.id, centerSlug));
      },
    });
  });

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('social.new.title')}</h2>
      <p className="hint">{t('social.new.hint')}</p>
      <form onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <SelectField
          label={t('social.new.type')}
          name="type"
          value={draft.type}
          onChange={(e) => {
            form.clearErrors();
            set({ type: e.target.value as SourceType, id: '' });
          }}
        >
          {SOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(SOURCE_LABELS[type])}
            </option>
          ))}
        </SelectField>
        {draft.type === 'review' ? (
          <>
            <TextField
              label={t('social.new.author')}
              error={problem('author')}
              name="author"
              required
              maxLength={SOCIAL_REVIEW_LIMITS.author}
              autoComplete="off"
              value={draft.author}
              onChange={(e) => set({ author: e.target.value })}
            />
            <SelectField
              label={t('social.new.rating')}
              name="rating"
              value={draft.rating}
              onChange={(e) => set({ rating: e.target.value })}
            >
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={String(stars)}>
                  {t('social.new.stars', { count: stars })}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('social.new.source')}
              hint={t('social.new.sourceHint')}
              error={problem('source')}
              name="source"
              maxLength={SOCIAL_REVIEW_LIMITS.source}
              autoComplete="off"
              value={draft.source}
              onChange={(e) => set({ source: e.target.value })}
            />
            <TextAreaField
              wide
              label={t('social.new.reviewText')}
              error={problem('text')}
              name="text"
              required
              maxLength={SOCIAL_REVIEW_LIMITS.text}
              value={draft.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          </>
        ) : (
          <ContentPicker
            key={draft.type}
            centerId={centerId}
            type={draft.type}
            value={draft.id}
            error={problem('id')}
            onChange={(value) => set({ id: value })}
          />
        )}
        {accounts.length > 0 && (
          <SelectField
            label={t('social.new.account')}
            name="socialAccountId"
            value={draft.socialAccountId}
            onChange={(e) => set({ socialAccountId: e.target.value })}
          >
            <option value="">{t('social.new.accountAuto')}</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {`${accountName(account)} (${account.provider})`}
              </option>
            ))}
          </SelectField>
        )}
        <div className="form-actions">
          <SubmitButton busy={create.isPending} label={t('social.new.submit')} busyLabel={t('social.new.busy')} />
        </div>
        <div className="field-wide">
          <ErrorMessage error={create.error} />
        </div>
      </form>
    </section>
  );
}
