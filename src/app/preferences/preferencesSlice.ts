import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialLanguage, type Language } from '../../i18n/languages';

export type ColorSchemePreference = 'system' | 'light' | 'dark';
export type SidebarSize = 'regular' | 'compact';

/** Device preferences: small, serialisable, persisted (see persistPreferences.ts). No user data. */
export interface PreferencesState {
  language: Language;
  colorScheme: ColorSchemePreference;
  sidebarOpen: boolean;
  sidebarSize: SidebarSize;
}

export function defaultPreferences(): PreferencesState {
  return { language: initialLanguage(), colorScheme: 'system', sidebarOpen: true, sidebarSize: 'regular' };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    colorSchemeChanged(state, action: PayloadAction<ColorSchemePreference>) {
      state.colorScheme = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    sidebarSizeChanged(state, action: PayloadAction<SidebarSize>) {
      state.sidebarSize = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectColorScheme: (state) => state.colorScheme,
  },
});

export const { languageChanged, colorSchemeChanged, sidebarToggled, sidebarSizeChanged } = preferencesSlice.actions;
export const { selectLanguage, selectColorScheme } = preferencesSlice.selectors;
