import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { loadedApi } from '../api/apiRegistry';
import { LOCALISED_TAG } from '../api/tagTypes';
import { applyLanguage } from '../i18n/applyLanguage';
import { i18n } from '../i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { PREFERENCE_COOKIE_MAX_AGE, writeCookie } from '../lib/cookies';
import { toast } from '../lib/toast';
import type { AppStartListening } from '../lib/store/listenerTypes';
import { PREFERENCES_PERSIST_KEY } from './persistPreferences';
import { languageChanged, sidebarSizeChanged, sidebarToggled } from './preferencesSlice';

export const SIDEBAR_COOKIE = 'sidebar';
export const SIDEBAR_SIZE_COOKIE = 'sidebarSize';

/** Server-localised data in the API cache refetches in the new language (none before the API slice loads). */
function refetchLocalised(dispatch: (action: UnknownAction) => unknown): void {
  const apiSlice = loadedApi();
  if (apiSlice) dispatch(apiSlice.util.invalidateTags([LOCALISED_TAG]));
}

/**
 * Switches to `language`; when its texts could not load, the language on screen stays, the preference goes back to
 * it (the menu shows what is on screen) and a toast says why, in the language on screen.
 */
async function switchTo(language: Language, dispatch: (action: UnknownAction) => unknown): Promise<void> {
  const shown = i18n.language;
  if (await applyLanguage(language)) {
    refetchLocalised(dispatch);
    return;
  }
  if (isLanguage(shown)) dispatch(languageChanged(shown));
  toast.error({ key: 'common:layout.language.failed', values: { language: i18n.t(`layout.language.${language}`) } });
}

export function registerPreferencesListeners(startListening: AppStartListening): void {
  // A language switch re-renders every text, and refetches the server-localised data on screen.
  startListening({
    actionCreator: languageChanged,
    effect: (action, api) => switchTo(action.payload, api.dispatch),
  });

  // Saved preferences arrive after the first render; follow their language if it differs.
  startListening({
    predicate: (action) => action.type === REHYDRATE && (action as { key?: string }).key === PREFERENCES_PERSIST_KEY,
    effect: async (_action, api) => {
      const { language } = api.getState().preferences;
      if (language !== i18n.language) await switchTo(language, api.dispatch);
    },
  });

  startListening({
    matcher: isAnyOf(sidebarToggled, sidebarSizeChanged),
    effect: (_action, api) => {
      const { sidebarOpen, sidebarSize } = api.getState().preferences;
      writeCookie(SIDEBAR_COOKIE, sidebarOpen ? 'open' : 'closed', PREFERENCE_COOKIE_MAX_AGE);
      writeCookie(SIDEBAR_SIZE_COOKIE, sidebarSize, PREFERENCE_COOKIE_MAX_AGE);
    },
  });
}
