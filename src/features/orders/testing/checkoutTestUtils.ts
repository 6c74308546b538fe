import type { PreloadedAppState } from '../../../app/store';
import type { Language } from '../../../i18n/languages';
import { giuliaLoggedInState } from '../../../testing/fixtures/sessionFixtures';

/** A logged-in session for Giulia Rossi (her name and e-mail start a new address) reading `language`. */
export function shopperState(language: Language = 'en'): PreloadedAppState {
  return giuliaLoggedInState(language);
}
