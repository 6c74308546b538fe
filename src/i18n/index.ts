import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settings } from '../lib/settings';
import { fallbackLanguageFor, initialLanguage, SUPPORTED_LANGUAGES } from './languages';
import enCommon from './locales/en/common.json';
import itCommon from './locales/it/common.json';
import enPublic from './locales/en/public.json';
import itPublic from './locales/it/public.json';

export const defaultNS = 'common';

// `legal` is not bundled here: the legal pages add it themselves with `i18n.addResourceBundle`.
export const resources = {
  it: { common: itCommon, public: itPublic },
  en: { common: enCommon, public: enPublic },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: fallbackLanguageFor(settings.defaultLanguage),
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common', 'public'],
  defaultNS,
  interpolation: { escapeValue: false },
  initAsync: false,
});

// <html lang> follows every language change, including the first one (lib/dayjs.ts follows it too).
function followLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', followLanguage);
followLanguage(i18n.language);

export { i18n };
export default i18n;
