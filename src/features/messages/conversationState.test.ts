import { createNextState } from '@reduxjs/toolkit';
import type { Message } from '../../api/wire';
import { buildMessage, buildThreadMessages } from '../../testing/fixtures/messageFixtures';
import {
  firstServerMessageId,
  lastServerMessageId,
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
    expect(lastServerMessageId(conversation)).toBe(all[39]._id);
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
    expect(lastServerMessageId(conversation)).toBe(live._id);
  });

  it('sorts by time whatever order messages arrive in, and skips local messages as cursors', () => {
    const empty = newConversation([], 0);
    expect(empty.hasOlder).toBe(false);
    const pending: ChatMessage = {
      ...buildMessage({ threadId: THREAD, minute: 200 }),
      _id: 'local-1',
      delivery: 'pending',
    };
    const withPending = { ...empty, messages: messagesAdapter.addOne(empty.messages, pending) };
    const conversation = merged(withPending, [all[5], all[3]], true);
    expect(conversation.messages.ids).toEqual([all[3]._id, all[5]._id, 'local-1']);
    expect(lastServerMessageId(conversation)).toBe(all[5]._id);
    expect(conversation.threadId).toBe(THREAD);
  });
});

describe('the sender hearing their own message live', () => {
  it('replaces the pending copy instead of showing the message twice', () => {
    const me = buildMessage({ threadId: THREAD, minute: 10, text: ' Arrivo! ' }).sender;
    const pending: ChatMessage = {
      ...buildMessage({ threadId: THREAD, minute: 10, text: ' Arrivo! ', sender: me }),
      _id: 'local-7',
      delivery: 'pending',
    };
    const failed: ChatMessage = { ...pending, _id: 'local-6', delivery: 'failed' };
    const start = newConversation([], 0);
    const held = { ...start, messages: messagesAdapter.addMany(start.messages, [failed, pending]) };
    const live = buildMessage({ threadId: THREAD, minute: 11, text: 'Arrivo!', sender: me });
    const conversation = merged(held, [live], true);
    expect(conversation.messages.ids).toEqual(['local-6', live._id]);
    // The send's answer (the same message) then changes nothing.
    expect(merged(conversation, [live], true).messages.ids).toEqual(['local-6', live._id]);
  });
});

describe("a send's own answer", () => {
  it('leaves another pending message with the same text alone', () => {
    const pending = (id: string): ChatMessage => ({
      ...buildMessage({ threadId: THREAD, minute: 10, text: 'ok' }),
      _id: id,
      delivery: 'pending',
    });
    const start = newConversation([], 0);
    const held = { ...start, messages: messagesAdapter.addMany(start.messages, [pending('local-2')]) };
    const answer = buildMessage({
      threadId: THREAD,
      minute: 10,
      text: 'ok',
      sender: held.messages.entities['local-2'].sender,
    });
    expect(createNextState(held, (draft) => mergeMessages(draft, [answer], true, true)).messages.ids).toEqual([
      answer._id,
      'local-2',
    ]);
    // The same message heard live would have settled that pending copy.
    expect(createNextState(held, (draft) => mergeMessages(draft, [answer], true)).messages.ids).toEqual([answer._id]);
  });
});
