import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Contact, InboxThread, ObjectId } from '../../api/wire';
import { sessionEnded } from '../../session/sessionSlice';

/** The thread a Messages tab chat shows: enough to title it before (and without) loading anything else. */
export interface OpenThread {
  threadId: ObjectId;
  type: InboxThread['type'];
  name: string;
  /** Group threads only: the group whose detail page the title opens. */
  groupId: ObjectId | null;
  /** Single threads only: the other person (the one a message is sent to). */
  contactId: ObjectId | null;
}

/** The Messages tab: the inbox, a thread's chat, or a first message to a contact picked in the contact picker. */
export type InboxView =
  { mode: 'inbox' } | { mode: 'thread'; thread: OpenThread } | { mode: 'firstMessage'; contact: Contact };

/** The Team tab: the team list, or one team's chat. */
export type TeamView = { mode: 'list' } | { mode: 'chat'; teamId: ObjectId; name: string };

/**
 * The profile's messaging tabs' UI modes (SPEC section 4: inbox to chat and back, team list to chat and back) and
 * their list pages, in Redux so QA can read and replay them (ARCHITECTURE.md).
 */
export interface MessagesUiState {
  inbox: InboxView;
  inboxPage: number;
  team: TeamView;
  teamsPage: number;
  /**
   * The chat on screen (`kind:id` of its conversation), how many of its messages were unread when it opened (where
   * its "New messages" line sits) and how many times the member's own send took it to the newest message since: so
   * a QA replay opens it where the member saw it.
   */
  openChat: { key: string; unreadAtOpen: number; sentSinceOpen: number } | null;
}

const initialState: MessagesUiState = {
  inbox: { mode: 'inbox' },
  inboxPage: 1,
  team: { mode: 'list' },
  teamsPage: 1,
  openChat: null,
};

export const messagesUiSlice = createSlice({
  name: 'messagesUi',
  initialState,
  reducers: {
    inboxPageChanged(state, action: PayloadAction<number>) {
      state.inboxPage = action.payload;
    },
    threadOpened(state, action: PayloadAction<OpenThread>) {
      state.inbox = { mode: 'thread', thread: action.payload };
    },
    /** A contact picked in the contact picker: a chat marked as first message. */
    firstMessageStarted(state, action: PayloadAction<Contact>) {
      state.inbox = { mode: 'firstMessage', contact: action.payload };
    },
    /** Back from a chat, or the first message was sent: the inbox again, from its first page after a send. */
    inboxShown(state, action: PayloadAction<{ firstPage?: boolean } | undefined>) {
      state.inbox = { mode: 'inbox' };
      if (action.payload?.firstPage) state.inboxPage = 1;
    },
    teamsPageChanged(state, action: PayloadAction<number>) {
      state.teamsPage = action.payload;
    },
    teamChatOpened(state, action: PayloadAction<{ teamId: ObjectId; name: string }>) {
      state.team = { mode: 'chat', ...action.payload };
    },
    teamListShown(state) {
      state.team = { mode: 'list' };
    },
    chatOpened(state, action: PayloadAction<{ key: string; unreadAtOpen: number }>) {
      state.openChat = { ...action.payload, sentSinceOpen: 0 };
    },
    /** The member sent (or resent) a message in the open chat: it goes to the newest message. */
    ownMessageSent(state, action: PayloadAction<string>) {
      if (state.openChat?.key === action.payload) state.openChat.sentSinceOpen += 1;
    },
    chatClosed(state, action: PayloadAction<string>) {
      if (state.openChat?.key === action.payload) state.openChat = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectInboxView: (state) => state.inbox,
    selectInboxPage: (state) => state.inboxPage,
    selectTeamView: (state) => state.team,
    selectTeamsPage: (state) => state.teamsPage,
    selectOpenChat: (state) => state.openChat,
  },
});

export const {
  inboxPageChanged,
  threadOpened,
  firstMessageStarted,
  inboxShown,
  teamsPageChanged,
  teamChatOpened,
  teamListShown,
  chatOpened,
  ownMessageSent,
  chatClosed,
} = messagesUiSlice.actions;
export const { selectInboxView, selectInboxPage, selectTeamView, selectTeamsPage, selectOpenChat } =
  messagesUiSlice.selectors;
