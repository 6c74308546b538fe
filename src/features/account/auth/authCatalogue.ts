import { registerCatalogue } from '../../../i18n/registerCatalogue';

/**
 * The `auth` catalogue: the texts every sign-in form shares (the yup messages' `validation` section, the password
 * toggle and the date hint in `common`), registered when a login or sign-up page's module loads. Each page's
 * own texts are in a namespace of its own (`login`, `userSignup`, `associationSignup`, `emailVerify`).
 */
export function registerAuthCatalogue(): void {
  registerCatalogue('auth', {
    it: () => import(/* webpackChunkName: "i18n-it-auth" */ '../../../i18n/locales/it/auth.json'),
    en: () => import(/* webpackChunkName: "i18n-en-auth" */ '../../../i18n/locales/en/auth.json'),
  });
}
