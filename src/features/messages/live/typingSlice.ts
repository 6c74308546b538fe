import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ObjectId } from '../../../api/wire';

/** Who is typing in a direct thread, as the last live `typing` said; `seq` tells one arrival from the next. */
export interface Typist {
  userId: ObjectId;
  name: string;
  seq: number;
}

export interface TypingState {
  threads: Record<ObjectId, Typist>;
  seq: number;
}

const initialState: TypingState = { threads: {}, seq: 0 };

/** The typing indicator's state (a live `typing`; gone after 5 s without another, or when their message arrives). */
export const typingSlice = createSlice({
  name: 'typing',
  initialState,
  reducers: {
    typingStarted(state, action: PayloadAction<{ threadId: ObjectId; userId: ObjectId; name: string }>) {
      const { threadId, userId, name } = action.payload;
      state.seq += 1;
      state.threads[threadId] = { userId, name, seq: state.seq };
    },
    /** Their message arrived (`userId`), or the arrival `seq` expired: the indicator goes. */
    typingStopped(state, action: PayloadAction<{ threadId: ObjectId; userId?: ObjectId; seq?: number }>) {
      const { threadId, userId, seq } = action.payload;
      const typist = state.threads[threadId];
      if (!typist) return;
      if ((userId === undefined || typist.userId === userId) && (seq === undefined || typist.seq === seq))
        delete state.threads[threadId];
    },
  },
  selectors: {
    selectTypist: (state, threadId: ObjectId | null) => (threadId ? state.threads[threadId] : undefined),
  },
});

export const { typingStarted, typingStopped } = typingSlice.actions;
export const { selectTypist } = typingSlice.selectors;

/** How long "is typing…" stays without a new `typing` event. */
export const TYPING_SHOWN_MS = 5_000;
/** A member sends `typing` at most this often while writing. */
export const TYPING_SEND_EVERY_MS = 3_000;
