import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, registerCatalogueLoaders } from './catalogueBackend';
import { initialLanguage, SUPPORTED_LANGUAGES } from './languages';

export const defaultNS = 'common';

// The texts every page shows (top bar, footer, shared messages, MUI's texts). Feature namespaces register their own
// loaders when their module loads (registerCatalogue.ts); the legal pages, the landing page and every feature do.
registerCatalogueLoaders('common', {
  it: () => import(/* webpackChunkName: "i18n-it-common" */ './locales/it/common.json'),
  en: () => import(/* webpackChunkName: "i18n-en-common" */ './locales/en/common.json'),
});

/**
 * Resolves once the language on screen has its common texts: the first render waits for it (src/index.tsx).
 * No fallback language: `npm run i18n:check` keeps every key in both catalogues, so a fallback would only double
 * what a page downloads.
 */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [defaultNS],
    defaultNS,
    interpolation: { escapeValue: false },
    initAsync: false,
    // A catalogue chunk that fails is tried twice more, then the screen fails as with a missing chunk.
    maxRetries: 2,
  });

// <html lang> follows every language change, including the first one (lib/dayjs.ts follows it too).
function followLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', followLanguage);
followLanguage(i18n.language);

export { i18n };
export default i18n;
