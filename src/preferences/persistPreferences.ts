import { createMigrate, persistReducer, type MigrationManifest, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { isLanguage } from '../i18n/languages';
import { settings } from '../lib/settings';
import { preferencesSlice, type PreferencesState } from './preferencesSlice';

export const PREFERENCES_PERSIST_KEY = 'campo-preferences';
export const PREFERENCES_PERSIST_VERSION = 1;

/** What the first release saved (version 0): flat flags named after the old cookies. */
interface PreferencesV0 {
  lang?: string;
  darkMode?: boolean;
  sidebar?: 'open' | 'closed';
  sidebarSize?: 'small' | 'large';
}

const migrations: MigrationManifest = {
  1: (saved: PersistedState): PersistedState => {
    const v0 = (saved ?? {}) as PreferencesV0 & PersistedState;
    const migrated: PreferencesState = {
      language: isLanguage(v0.lang) ? v0.lang : settings.defaultLanguage,
      colorScheme: v0.darkMode === true ? 'dark' : v0.darkMode === false ? 'light' : 'system',
      sidebarOpen: v0.sidebar === 'open',
      sidebarSize: v0.sidebarSize === 'small' ? 'compact' : 'regular',
    };
    return { ...migrated, _persist: v0._persist } as PersistedState;
  },
};

export const preferencesPersistConfig = {
  key: PREFERENCES_PERSIST_KEY,
  version: PREFERENCES_PERSIST_VERSION,
  storage,
  migrate: createMigrate(migrations, { debug: false }),
};

/** A new persisted reducer per store: redux-persist keeps per-reducer state (persistoid, purge flag). */
export function makePersistedPreferencesReducer() {
  return persistReducer(preferencesPersistConfig, preferencesSlice.reducer);
}
