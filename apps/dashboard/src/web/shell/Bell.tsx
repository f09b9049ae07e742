// The bell of the header (spec 6.4): the newest notifications of the signed-in user with the unread count, live
// from the server's stream (read every 15 seconds while the stream is not open, see ./live-bell.ts), so an approval
// shows without a reload. Opening one marks it read and goes to its post; "mark all read" clears the count.
import * as Popover from '@radix-ui/react-popover';
import { Bell as BellIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, type MessageKey, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { BELL_POLL_MS, useLiveBell } from './live-bell';

const KIND_LABELS: Record<string, MessageKey> = {
  social_review_approved: 'bell.kind.social_review_approved',
  social_new_comment: 'bell.kind.social_new_comment',
};

export function Bell() {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const live = useLiveBell();
  const bell = trpc.bell.read.useQuery(
    {},
    { refetchInterval: live ? false : BELL_POLL_MS, refetchOnWindowFocus: !live },
  );
  const markRead = trpc.bell.markRead.useMutation({ onSettled: () => utils.bell.read.invalidate() });
  const unread = bell.data?.unread ?? 0;
  const items = bell.data?.items ?? [];
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        className="icon-button bell-button"
        aria-label={unread > 0 ? t('bell.openUnread', { count: unread }) : t('bell.open')}
      >
        <BellIcon aria-hidden size={18} />
        {unread > 0 && (
          <span className="bell-count" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover bell-popover" align="end" sideOffset={6} aria-label={t('bell.title')}>
          <div className="bell-head">
            <strong>{t('bell.title')}</strong>
            {unread > 0 && (
              <button type="button" className="link-button" onClick={() => markRead.mutate({ all: true })}>
                {t('bell.markAll')}
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <p className="command-empty">{t('bell.empty')}</p>
          ) : (
            <ul className="bell-list">
              {items.map((item) => {
                const text = (
                  <>
                    <span className="bell-kind">
                      {KIND_LABELS[item.kind] ? t(KIND_LABELS[item.kind] as MessageKey) : item.kind}
                    </span>
                    <span className="bell-title">{item.title}</span>
                    {item.body && <span className="bell-body">{item.body}</span>}
                    <span className="bell-time">{formatDateTime(lang, item.createdAt)}</span>
                  </>
                );
                const onOpen = () => {
                  if (!item.readAt) markRead.mutate({ ids: [item.id] });
                  setOpen(false);
                };
                return (
                  <li key={item.id} className={item.readAt ? 'bell-item' : 'bell-item bell-unread'}>
                    {item.link?.startsWith('/') ? (
                      <Link to={item.link} onClick={onOpen}>
                        {text}
                      </Link>
                    ) : (
                      <button type="button" className="link-button" onClick={onOpen}>
                        {text}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
