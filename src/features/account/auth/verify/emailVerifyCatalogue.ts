import { registerCatalogue } from '../../../../i18n/registerCatalogue';

/** The `emailVerify` catalogue (the e-mail verification link's page), registered when /user/email/verify loads. */
export function registerEmailVerifyCatalogue(): void {
  registerCatalogue('emailVerify', {
    it: () => import(/* webpackChunkName: "i18n-it-emailVerify" */ '../../../../i18n/locales/it/emailVerify.json'),
    en: () => import(/* webpackChunkName: "i18n-en-emailVerify" */ '../../../../i18n/locales/en/emailVerify.json'),
  });
}
