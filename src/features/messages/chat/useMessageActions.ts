import { useCallback, useState } from 'react';
import type { ReplyQuote } from '../../../api/wire';
import { serverMessage } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import type { ChatMessage, ConversationKey } from '../conversationState';
import { useDeleteMessageMutation, useEditMessageMutation, useSetReactionMutation } from '../messagesApi';
import type { MessageAction } from './messageActions';

/** The quote a reply to `message` carries (shown at once, before the server quotes it the same way). */
export function quoteOf(message: ChatMessage): ReplyQuote {
  const { _id, sender, messageType, text, deletedAt } = message;
  return {
    _id,
    sender: { _id: sender._id, firstName: sender.firstName, lastName: sender.lastName },
    messageType,
    excerpt: text ? [...text].slice(0, 120).join('') : null,
    deleted: deletedAt !== null,
  };
}

/**
 * The chat's message actions: the reply or the edit under way (the composer shows it), reactions, and the delete
 * waiting for its confirmation. `onAction` never changes, so the memoised bubbles do not re-render for it.
 */
export function useMessageActions(key: ConversationKey, setText: (text: string) => void) {
  const [replyTo, setReplyTo] = useState<ReplyQuote | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [editMessage, { isLoading: saving }] = useEditMessageMutation();
  const [deleteMessage, { isLoading: removing }] = useDeleteMessageMutation();
  const [setReaction] = useSetReactionMutation();

  const onAction = useCallback(
    (action: MessageAction) => {
      if (action.kind === 'reply') {
        setEditing(null);
        setReplyTo(quoteOf(action.message));
      } else if (action.kind === 'edit') {
        setReplyTo(null);
        setEditing(action.message);
        setText(action.message.text ?? '');
      } else if (action.kind === 'delete') {
        setDeleting(action.message);
      } else if (action.kind === 'react') {
        const { message, emoji, reacted } = action;
        void setReaction({ key, messageId: message._id, emoji, reacted }).then((result) => {
          if (result.error) toast.error(serverMessage(result.error) ?? { key: 'messages:chat.reactions.failed' });
        });
      }
    },
    [key, setReaction, setText],
  );

  /** Esc or the banner's button: the reply or the edit is dropped (an edit's text too). */
  const cancel = useCallback(() => {
    if (editing) setText('');
    setEditing(null);
    setReplyTo(null);
  }, [editing, setText]);

  const saveEdit = async (text: string) => {
    if (!editing) return;
    const result = await editMessage({ key, messageId: editing._id, text });
    if (result.error) {
      toast.error(serverMessage(result.error) ?? { key: 'messages:chat.edit.failed' });
      return;
    }
    setEditing(null);
    setText('');
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteMessage({ key, messageId: deleting._id });
    if (result.error) toast.error(serverMessage(result.error) ?? { key: 'messages:chat.remove.failed' });
    setDeleting(null);
  };

  return {
    replyTo,
    editing,
    deleting,
    saving,
    removing,
    onAction,
    cancel,
    saveEdit,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
    clearReply: () => setReplyTo(null),
  };
}
