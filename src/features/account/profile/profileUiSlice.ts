import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../../session/sessionSlice';
import { DEFAULT_PROFILE_TAB, readStoredProfileTab, type ProfileTab } from './profileTabs';

export type AccountDetailsMode = 'view' | 'edit';

/** The profile screen's UI modes, in Redux so QA can read and replay them (ARCHITECTURE.md). */
export interface ProfileUiState {
  activeTab: ProfileTab;
  accountDetailsMode: AccountDetailsMode;
}

function initialProfileUiState(): ProfileUiState {
  return { activeTab: readStoredProfileTab(), accountDetailsMode: 'view' };
}

export const profileUiSlice = createSlice({
  name: 'profileUi',
  initialState: initialProfileUiState,
  reducers: {
    profileTabSelected(state, action: PayloadAction<ProfileTab>) {
      state.activeTab = action.payload;
    },
    accountDetailsEditStarted(state) {
      state.accountDetailsMode = 'edit';
    },
    /** Cancel or a successful update. */
    accountDetailsEditEnded(state) {
      state.accountDetailsMode = 'view';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => ({ activeTab: DEFAULT_PROFILE_TAB, accountDetailsMode: 'view' }));
  },
  selectors: {
    selectActiveProfileTab: (state) => state.activeTab,
    selectAccountDetailsMode: (state) => state.accountDetailsMode,
  },
});

export const { profileTabSelected, accountDetailsEditStarted, accountDetailsEditEnded } = profileUiSlice.actions;
export const { selectActiveProfileTab, selectAccountDetailsMode } = profileUiSlice.selectors;
