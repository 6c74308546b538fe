import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialLanguage, type Language } from '../i18n/languages';

export type ColorSchemePreference = 'system' | 'light' | 'dark';
export type SidebarSize = 'regular' | 'compact';

/** Width of the side panel (the events filter panel) for each size. */
export const SIDEBAR_WIDTH: Record<SidebarSize, number> = { regular: 360, compact: 300 };

/** Device preferences: small, serialisable, persisted (see persistPreferences.ts). No user data. */
export interface PreferencesState {
  language: Language;
  colorScheme: ColorSchemePreference;
  /** The side panel (the events filter panel) is open: SPEC section 1 keeps it in the `sidebar` cookie. */
  sidebarOpen: boolean;
  sidebarSize: SidebarSize;
}

export function defaultPreferences(): PreferencesState {
  return { language: initialLanguage(), colorScheme: 'system', sidebarOpen: false, sidebarSize: 'regular' };
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
    sidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sidebarOpen = action.payload ?? !state.sidebarOpen;
    },
    sidebarSizeChanged(state, action: PayloadAction<SidebarSize>) {
      state.sidebarSize = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectColorScheme: (state) => state.colorScheme,
    // One object while the two fields stay: a new one on every call would re-render its readers on every action.
    selectSidebar: createSelector(
      [(state: PreferencesState) => state.sidebarOpen, (state: PreferencesState) => state.sidebarSize],
      (open, size) => ({ open, size }),
    ),
  },
});

export const { languageChanged, colorSchemeChanged, sidebarToggled, sidebarSizeChanged } = preferencesSlice.actions;
export const { selectLanguage, selectColorScheme, selectSidebar } = preferencesSlice.selectors;
