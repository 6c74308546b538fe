import { registerCatalogue } from '../../i18n/registerCatalogue';
import enMessages from '../../i18n/locales/en/messages.json';
import itMessages from '../../i18n/locales/it/messages.json';

/** Adds the `messages` catalogue (chat, team, inbox, contacts, groups) when a messaging screen's module loads. */
export function registerMessagesCatalogue(): void {
  registerCatalogue('messages', { it: itMessages, en: enMessages });
}
