import { useCallback, useRef, useState } from 'react';
import type { ObjectId } from '../../../api/wire';
import { useAppStore } from '../../../lib/store/hooks';
import { firstServerMessageId } from '../conversationState';
import { messagesApi, useFetchMessagesMutation, type ConversationKey } from '../messagesApi';
import type { JumpRequest } from './MessageList';

/** The most messages one older page may hold (the conversation route's limit). */
const MAX_PAGE = 50;

/** A message to go to: its id and its position in the thread (how far back to load). */
export interface JumpTarget {
  _id: ObjectId;
  position: number;
}

/**
 * Goes to a message of the open conversation: when it is not held yet, the older pages are loaded one after
 * another (as many messages a page as are missing, up to 50) until it is, then the list is asked to show it.
 * Answers whether it was reached.
 */
export function useJumpToMessage(key: ConversationKey) {
  const store = useAppStore();
  const [fetchMessages] = useFetchMessagesMutation();
  const [jumping, setJumping] = useState(false);
  const [request, setRequest] = useState<JumpRequest | null>(null);
  const seq = useRef(0);

  const jump = useCallback(
    async (target: JumpTarget): Promise<boolean> => {
      setJumping(true);
      try {
        for (;;) {
          const conversation = messagesApi.endpoints.getConversation.select(key)(store.getState()).data;
          if (!conversation) return false;
          if (conversation.messages.entities[target._id]) break;
          const oldest = firstServerMessageId(conversation);
          if (!oldest || !conversation.hasOlder) return false;
          const missing = conversation.messages.entities[oldest].position - target.position;
          if (missing <= 0) return false;
          const limit = Math.min(MAX_PAGE, Math.max(missing, 1));
          const result = await fetchMessages({ key, before: oldest, limit });
          if (result.error || result.data.length === 0) return false;
        }
        seq.current += 1;
        setRequest({ messageId: target._id, seq: seq.current });
        return true;
      } finally {
        setJumping(false);
      }
    },
    [key, store, fetchMessages],
  );

  return { jump, jumping, request };
}
