import type { PreferencesState } from '../preferences/preferencesSlice';

export function buildPreferences(overrides: Partial<PreferencesState> = {}): PreferencesState {
  return { language: 'it', colorScheme: 'light', sidebarOpen: false, sidebarSize: 'regular', ...overrides };
}
