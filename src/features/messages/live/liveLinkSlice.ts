import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LinkStatus } from './liveConnection';

/**
 * The live link as the chat shows it: `idle` before the first connect (or after the session), `up` while open,
 * `down` while it is being brought back ("Reconnecting...").
 */
export interface LiveLinkState {
  status: LinkStatus | 'idle';
}

const initialState: LiveLinkState = { status: 'idle' };

export const liveLinkSlice = createSlice({
  name: 'liveLink',
  initialState,
  reducers: {
    liveLinkChanged(state, action: PayloadAction<LiveLinkState['status']>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectLiveLinkDown: (state) => state.status === 'down',
  },
});

export const { liveLinkChanged } = liveLinkSlice.actions;
export const { selectLiveLinkDown } = liveLinkSlice.selectors;
