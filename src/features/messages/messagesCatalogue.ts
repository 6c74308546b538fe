import { registerCatalogue } from '../../i18n/registerCatalogue';

/** The `messages` catalogue (chat, team, inbox, contacts), registered when a messaging module loads. */
export function registerMessagesCatalogue(): void {
  registerCatalogue('messages', {
    it: () => import(/* webpackChunkName: "i18n-it-messages" */ '../../i18n/locales/it/messages.json'),
    en: () => import(/* webpackChunkName: "i18n-en-messages" */ '../../i18n/locales/en/messages.json'),
  });
}
