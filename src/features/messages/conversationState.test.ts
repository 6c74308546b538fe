import { createNextState } from '@reduxjs/toolkit';
import type { Message } from '../../api/wire';
import { buildMessage, buildThreadMessages } from '../../testing/fixtures/messageFixtures';
import {
  firstServerMessageId,
  lastServerPosition,
  PENDING_POSITION,
  mergeMessages,
  messagesAdapter,
  messagesSelectors,
  newConversation,
  type ChatMessage,
  type Conversation,
} from './conversationState';

// The conversation lives in RTK Query's cache and is only ever changed as an immer draft (updateQueryData).
const merged = (conversation: Conversation, messages: Message[], newer = false) =>
  createNextState(conversation, (draft) => mergeMessages(draft, messages, newer));

const THREAD = '7e7ead000000000000000abc';

function idsOf(conversation: ReturnType<typeof newConversation>) {
  return messagesSelectors.selectAll(conversation.messages).map((message) => message.text);
}

describe('one conversation entry per thread', () => {
  const all = buildThreadMessages(40, THREAD);
  // The server answers newest first.
  const newestFirst = (from: number, to: number) => all.slice(from, to).reverse();

  it('holds the first page oldest first and knows there are older messages', () => {
    const conversation = newConversation(newestFirst(25, 40), 40);
    expect(idsOf(conversation)).toEqual(all.slice(25, 40).map((message) => message.text));
    expect(conversation.hasOlder).toBe(true);
    expect(conversation.threadId).toBe(THREAD);
    expect(firstServerMessageId(conversation)).toBe(all[25]._id);
    expect(lastServerPosition(conversation)).toBe(all[39].position);
  });

  it('upserts an older page that overlaps what is held (an offset shifted by new messages) without duplicates', () => {
    const conversation = merged(newConversation(newestFirst(25, 40), 40), newestFirst(12, 27));
    expect(idsOf(conversation)).toEqual(all.slice(12, 40).map((message) => message.text));
    expect(conversation.total).toBe(40);
  });

  it('counts only messages it did not hold when a live message or a catch-up arrives', () => {
    const live = buildMessage({ threadId: THREAD, minute: 100, text: 'nuovo' });
    const once = merged(newConversation(newestFirst(30, 40), 40), [live], true);
    const conversation = merged(once, [live, all[39]], true);
    expect(idsOf(conversation).filter((text) => text === 'nuovo')).toHaveLength(1);
    expect(conversation.total).toBe(41);
    expect(lastServerPosition(conversation)).toBe(live.position);
  });

  it('sorts by position whatever order messages arrive in, pending ones last, and skips them as cursors', () => {
    const empty = newConversation([], 0);
    expect(empty.hasOlder).toBe(false);
    const pending: ChatMessage = {
      ...buildMessage({ threadId: THREAD, minute: 1 }),
      _id: 'local-1',
      position: PENDING_POSITION,
      delivery: 'pending',
    };
    const withPending = { ...empty, messages: messagesAdapter.addOne(empty.messages, pending) };
    const conversation = merged(withPending, [all[5], all[3]], true);
    expect(conversation.messages.ids).toEqual([all[3]._id, all[5]._id, 'local-1']);
    expect(lastServerPosition(conversation)).toBe(all[5].position);
    expect(conversation.threadId).toBe(THREAD);
  });
});

describe('the sender hearing their own message live', () => {
  it('replaces the pending copy with its client id instead of showing the message twice', () => {
    const me = buildMessage({ threadId: THREAD, minute: 10, text: ' Arrivo! ' }).sender;
    const pending = (clientId: string, delivery: ChatMessage['delivery']): ChatMessage => ({
      ...buildMessage({ threadId: THREAD, minute: 10, text: 'Arrivo!', sender: me }),
      _id: `local-${clientId}`,
      position: PENDING_POSITION,
      clientId,
      delivery,
    });
    const start = newConversation([], 0);
    const held = {
      ...start,
      messages: messagesAdapter.addMany(start.messages, [pending('a-1', 'failed'), pending('a-2', 'pending')]),
    };
    // The same text twice: only the copy whose client id came back goes.
    const live = buildMessage({
      threadId: THREAD,
      minute: 11,
      position: 1,
      text: 'Arrivo!',
      sender: me,
      clientId: 'a-2',
    });
    const conversation = merged(held, [live], true);
    expect(conversation.messages.ids).toEqual([live._id, 'local-a-1']);
    expect(conversation.total).toBe(1);
    // The send's answer (the same message) then changes nothing.
    const again = merged(conversation, [live], true);
    expect(again.messages.ids).toEqual([live._id, 'local-a-1']);
    expect(again.total).toBe(1);
  });
});
