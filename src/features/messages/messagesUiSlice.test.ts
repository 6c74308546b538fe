import { sessionEnded } from '../../session/sessionSlice';
import { buildContact } from '../../testing/fixtures/messageFixtures';
import {
  chatClosed,
  chatOpened,
  ownMessageSent,
  firstMessageStarted,
  inboxPageChanged,
  inboxShown,
  messagesUiSlice,
  teamChatOpened,
  teamListShown,
  teamsPageChanged,
  threadOpened,
} from './messagesUiSlice';

const reduce = messagesUiSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

describe('messagesUi slice', () => {
  it('goes from the inbox to a thread or a first message and back; a first message sent goes back to page 1', () => {
    const thread = {
      threadId: 'a'.repeat(24),
      type: 'Group' as const,
      name: 'Corsa',
      groupId: 'a'.repeat(24),
      contactId: null,
    };
    let state = reduce(initial, inboxPageChanged(3));
    state = reduce(state, threadOpened(thread));
    expect(state.inbox).toEqual({ mode: 'thread', thread });
    state = reduce(state, inboxShown());
    expect(state).toMatchObject({ inbox: { mode: 'inbox' }, inboxPage: 3 });

    const contact = buildContact();
    state = reduce(state, firstMessageStarted(contact));
    expect(state.inbox).toEqual({ mode: 'firstMessage', contact });
    state = reduce(state, inboxShown({ firstPage: true }));
    expect(state).toMatchObject({ inbox: { mode: 'inbox' }, inboxPage: 1 });
  });

  it('goes from the team list to a team chat and back, keeping the page', () => {
    let state = reduce(initial, teamsPageChanged(2));
    state = reduce(state, teamChatOpened({ teamId: 'b'.repeat(24), name: 'Under 14' }));
    expect(state.team).toEqual({ mode: 'chat', teamId: 'b'.repeat(24), name: 'Under 14' });
    state = reduce(state, teamListShown());
    expect(state).toMatchObject({ team: { mode: 'list' }, teamsPage: 2 });
  });

  it('starts afresh when the session ends', () => {
    const state = reduce(reduce(initial, teamChatOpened({ teamId: 'b'.repeat(24), name: 'Under 14' })), sessionEnded());
    expect(state).toEqual(initial);
  });

  it("keeps the open chat's unread count at opening until that chat closes (a later chat's close leaves it)", () => {
    const opened = reduce(initial, chatOpened({ key: 'thread:1', unreadAtOpen: 4 }));
    expect(opened.openChat).toEqual({ key: 'thread:1', unreadAtOpen: 4, sentSinceOpen: 0 });
    expect(reduce(opened, chatClosed('team:2')).openChat).toEqual({
      key: 'thread:1',
      unreadAtOpen: 4,
      sentSinceOpen: 0,
    });
    expect(reduce(opened, chatClosed('thread:1')).openChat).toBeNull();
  });

  it("counts the member's own sends in the open chat only, and starts again at 0 when a chat opens", () => {
    const opened = reduce(initial, chatOpened({ key: 'thread:1', unreadAtOpen: 4 }));
    const sent = reduce(
      reduce(reduce(opened, ownMessageSent('thread:1')), ownMessageSent('team:2')),
      ownMessageSent('thread:1'),
    );
    expect(sent.openChat).toEqual({ key: 'thread:1', unreadAtOpen: 4, sentSinceOpen: 2 });
    expect(reduce(sent, chatOpened({ key: 'team:2', unreadAtOpen: 0 })).openChat?.sentSinceOpen).toBe(0);
  });
});
