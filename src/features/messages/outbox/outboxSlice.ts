import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ObjectId, ReplyQuote } from '../../../api/wire';
import { sessionEnded } from '../../../session/sessionSlice';
import type { ConversationKey, SendTarget } from '../conversationState';
import type { RefusalReason } from './refusalReason';

/**
 * How a message in the outbox is doing: `waiting` for its turn or for the link to come back, `sending` now, or
 * `failed`: the server refused it (the chat says why and offers a retry).
 */
export type OutboxStatus = 'waiting' | 'sending' | 'failed';

/** A message written and not yet stored by the server. Serialisable: the picture itself is kept outside the store. */
export interface OutboxEntry {
  /** `local-<client id>`: the client id goes with every attempt, so a retry is never stored twice. */
  localId: string;
  /**
   * Whose message it is: another member logging in on this browser never sends it. Empty when written before the
   * session's profile loaded: then it belongs to this session (logout empties the outbox) and is never persisted.
   */
  ownerId: ObjectId | '';
  key: ConversationKey;
  target: SendTarget;
  text: string;
  /** The picture is held in memory only (`outboxPictures.ts`): such a message does not survive a reload. */
  hasPicture: boolean;
  createdAt: string;
  /** The message it answers, quoted (absent in entries persisted before replies existed). */
  replyTo?: ReplyQuote | null;
  status: OutboxStatus;
  /** Why the server refused it. */
  reason: RefusalReason | null;
}

export interface OutboxState {
  entries: OutboxEntry[];
}

const initialState: OutboxState = { entries: [] };

function find(state: OutboxState, localId: string) {
  return state.entries.find((entry) => entry.localId === localId);
}

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** A new message, last in the queue (messages go in the order they were written). */
    outboxAdded(state, action: PayloadAction<Omit<OutboxEntry, 'status' | 'reason'>>) {
      if (find(state, action.payload.localId)) return;
      state.entries.push({ ...action.payload, status: 'waiting', reason: null });
    },
    outboxSending(state, action: PayloadAction<string>) {
      const entry = find(state, action.payload);
      if (entry) entry.status = 'sending';
    },
    /** The link failed: it goes again when the link is back. */
    outboxWaiting(state, action: PayloadAction<string>) {
      const entry = find(state, action.payload);
      if (entry) entry.status = 'waiting';
    },
    outboxFailed(state, action: PayloadAction<{ localId: string; reason: RefusalReason }>) {
      const entry = find(state, action.payload.localId);
      if (entry) Object.assign(entry, { status: 'failed', reason: action.payload.reason });
    },
    /** Retry: back in the queue at its place, with the same client id. */
    outboxRetried(state, action: PayloadAction<string>) {
      const entry = find(state, action.payload);
      if (entry) Object.assign(entry, { status: 'waiting', reason: null });
    },
    /** Stored by the server, or given up (its draft went back to the composer and is sent as a new message). */
    outboxRemoved(state, action: PayloadAction<string>) {
      state.entries = state.entries.filter((entry) => entry.localId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // Unsent messages are the member's: they do not stay on a browser after logout.
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectOutboxEntries: (state) => state.entries,
  },
});

export const { outboxAdded, outboxSending, outboxWaiting, outboxFailed, outboxRetried, outboxRemoved } =
  outboxSlice.actions;
export const { selectOutboxEntries } = outboxSlice.selectors;

export const sameConversation = (a: ConversationKey, b: ConversationKey) => a.kind === b.kind && a.id === b.id;

/** A message of this member's (or of this session, written before its profile loaded). */
export const isOwnedBy = (entry: OutboxEntry, userId: ObjectId | undefined) =>
  entry.ownerId === '' || entry.ownerId === userId;
