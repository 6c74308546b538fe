import type { PreloadedAppState } from '../../../../app/store';
import type { Language } from '../../../../i18n/languages';
import { giuliaLoggedInState } from '../../../../testing/fixtures/sessionFixtures';

/** A logged-in session for Giulia Rossi reading `language`. */
export function ticketsLoggedInState(language: Language = 'en'): PreloadedAppState {
  return giuliaLoggedInState(language, { colorScheme: 'system' });
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
