import { File as NodeFile } from 'node:buffer';
import type { Language } from '../../../../i18n/languages';
import type { PreloadedAppState } from '../../../../app/store';
import { buildPreferences } from '../../../../testing/preferencesFixtures';
import { loggedInSession } from '../../../../testing/sessionFixtures';
import type { Profile } from '../../accountApi';

/** A logged-in session for `profile`, reading `language`. */
export function loggedInState(profile: Profile, language: Language = 'en'): PreloadedAppState {
  return {
    session: {
      ...loggedInSession(),
      user: {
        id: profile._id,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        mobile: `${profile.mobilePrefix ?? ''} ${profile.mobile ?? ''}`.trim(),
        image: profile.picture,
        notificationCount: 0,
        passwordChanged: profile.isPasswordChanged,
      },
    },
    preferences: buildPreferences({ language }),
  };
}

/**
 * A file the fetch stack can send as multipart: jsdom's File is not a Blob to Node's FormData, Node's File is.
 * `bytes` sets the size.
 */
export function testFile(name: string, type: string, bytes = 1024): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

export { mockWindowWidth } from '../../../../testing/mockWindowWidth';

/** A promise a test resolves when it wants the held response to go out. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
