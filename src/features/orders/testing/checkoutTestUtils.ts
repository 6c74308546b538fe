import type { PreloadedAppState } from '../../../app/store';
import type { Language } from '../../../i18n/languages';
import { buildPreferences } from '../../../testing/preferencesFixtures';

/** A logged-in session for Giulia Rossi (her name and e-mail start a new address) reading `language`. */
export function shopperState(language: Language = 'en'): PreloadedAppState {
  return {
    session: {
      loggedIn: true,
      endRedirectPending: false,
      user: {
        id: '05e701000000000000000001',
        firstName: 'Giulia',
        lastName: 'Rossi',
        email: 'giulia.rossi@example.it',
        mobile: '39 3471234567',
        image: null,
        notificationCount: 0,
        passwordChanged: false,
      },
    },
    preferences: buildPreferences({ language }),
  };
}
