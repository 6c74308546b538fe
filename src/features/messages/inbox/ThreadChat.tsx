import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChatView } from '../chat/ChatView';
import type { ConversationKey, SendTarget } from '../messagesApi';
import type { OpenThread } from '../messagesUiSlice';

export interface ThreadChatProps {
  thread: OpenThread;
  onBack: () => void;
}

/** A direct or group thread's chat; only a Group thread's title opens its group detail page (SPEC section 2). */
export function ThreadChat({ thread, onBack }: ThreadChatProps) {
  const { t } = useTranslation('messages');
  const key = useMemo<ConversationKey>(() => ({ kind: 'thread', id: thread.threadId }), [thread.threadId]);
  const target = useMemo<SendTarget>(
    () =>
      thread.type === 'Single' && thread.contactId
        ? { kind: 'single', contactId: thread.contactId }
        : { kind: 'group', groupId: thread.groupId ?? thread.threadId },
    [thread],
  );
  const title =
    thread.type === 'Group' && thread.groupId ? (
      <Link
        component={RouterLink}
        to={`/group/detail/${thread.groupId}`}
        color="inherit"
        aria-label={t('inbox.groupDetail', { name: thread.name })}
      >
        {thread.name}
      </Link>
    ) : (
      thread.name
    );
  return <ChatView conversationKey={key} target={target} title={title} backLabel={t('inbox.back')} onBack={onBack} />;
}
