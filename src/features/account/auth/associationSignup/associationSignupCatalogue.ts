import { registerCatalogue } from '../../../../i18n/registerCatalogue';

/** The `associationSignup` catalogue (the association sign-up steps and the pending screen), registered when /signup loads. */
export function registerAssociationSignupCatalogue(): void {
  registerCatalogue('associationSignup', {
    it: () =>
      import(/* webpackChunkName: "i18n-it-associationSignup" */ '../../../../i18n/locales/it/associationSignup.json'),
    en: () =>
      import(/* webpackChunkName: "i18n-en-associationSignup" */ '../../../../i18n/locales/en/associationSignup.json'),
  });
}
