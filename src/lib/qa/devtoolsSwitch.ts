import { settings } from '../settings';

/** localStorage key of the QA switch (`?devtools=on` / `?devtools=off` on any page sets it). */
export const DEVTOOLS_STORAGE_KEY = 'campo.devtools';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage refused (privacy settings): the switch is off.
    return undefined;
  }
}

/**
 * Reads `?devtools=on|off` from the address (kept in localStorage until switched off) and answers whether QA tools
 * are on in this browser: always in development builds, in production builds only when switched on.
 */
export function readDevtoolsSwitch(search: string = typeof window === 'undefined' ? '' : window.location.search) {
  const asked = new URLSearchParams(search).get('devtools');
  const store = storage();
  if (asked === 'on') store?.setItem(DEVTOOLS_STORAGE_KEY, 'on');
  if (asked === 'off') store?.removeItem(DEVTOOLS_STORAGE_KEY);
  return store?.getItem(DEVTOOLS_STORAGE_KEY) === 'on';
}

/** The QA tools (export button, /qa/replay) are there: switched on in this browser, or by the build setting. */
export function qaToolsOn(search?: string): boolean {
  return readDevtoolsSwitch(search) || settings.devtoolsInProduction;
}
