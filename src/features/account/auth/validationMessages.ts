import type enAuth from '../../../i18n/locales/en/auth.json';

/**
 * Yup messages are keys of the `auth` catalogue's `validation` section, translated when shown, so a language
 * switch updates the messages already on screen.
 */
export type ValidationKey = `validation.${keyof typeof enAuth.validation}`;

/** Builds a message key with a compile-time check that it exists. */
export function message(key: keyof typeof enAuth.validation): ValidationKey {
  return `validation.${key}`;
}
