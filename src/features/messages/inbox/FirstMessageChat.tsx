import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../chat/SenderAvatar';
import { ChatView } from '../chat/ChatView';
import type { Contact, ConversationKey, SendTarget } from '../messagesApi';

export interface FirstMessageChatProps {
  contact: Contact;
  onBack: () => void;
  /** The first message was accepted: the Messages tab goes back to the inbox (SPEC section 4). */
  onSent: () => void;
}

/** The chat opened by picking a contact, marked as a first message (the pair's thread is made when it is sent). */
export function FirstMessageChat({ contact, onBack, onSent }: FirstMessageChatProps) {
  const { t } = useTranslation('messages');
  const key = useMemo<ConversationKey>(() => ({ kind: 'friend', id: contact._id }), [contact._id]);
  const target = useMemo<SendTarget>(() => ({ kind: 'single', contactId: contact._id }), [contact._id]);
  return (
    <ChatView
      conversationKey={key}
      target={target}
      title={t('inbox.firstMessage', { name: fullName(contact) })}
      backLabel={t('inbox.back')}
      onBack={onBack}
      onSent={onSent}
    />
  );
}
