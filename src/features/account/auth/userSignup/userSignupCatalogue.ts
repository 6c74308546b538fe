import { registerCatalogue } from '../../../../i18n/registerCatalogue';

/** The `userSignup` catalogue (the user sign-up form and its "check your e-mail" screen), registered when /usersignup loads. */
export function registerUserSignupCatalogue(): void {
  registerCatalogue('userSignup', {
    it: () => import(/* webpackChunkName: "i18n-it-userSignup" */ '../../../../i18n/locales/it/userSignup.json'),
    en: () => import(/* webpackChunkName: "i18n-en-userSignup" */ '../../../../i18n/locales/en/userSignup.json'),
  });
}
