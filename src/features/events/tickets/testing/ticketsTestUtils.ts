import type { PreloadedAppState } from '../../../../app/store';
import type { Language } from '../../../../i18n/languages';

/** A logged-in session for Giulia Rossi reading `language`. */
export function ticketsLoggedInState(language: Language = 'en'): PreloadedAppState {
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
    preferences: { language, colorScheme: 'system', sidebarOpen: false, sidebarSize: 'regular' },
  };
}

/** A promise a test resolves when it wants the held response to go out. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * Euro as SPEC section 9 shows it (German format). The formatter puts a no-break space before the sign; Testing
 * Library's matchers see it as a plain space.
 */
export function euro(text: string): string {
  return `${text} €`;
}
