import i18n from './index';
import { cataloguesPending, registerCatalogueLoaders, type CatalogueLoaders } from './catalogueBackend';

export type { CatalogueLoaders };

/**
 * Makes a feature's namespace loadable, and starts loading it in the language on screen, when the feature's module
 * loads. Each language of each namespace is a chunk of its own (`i18n-<language>-<namespace>`), so a page downloads
 * the texts of the language it shows and never the other; a language switch loads every namespace used so far in
 * the new language before the texts change (i18next's `changeLanguage`). Safe to call more than once.
 */
export function registerCatalogue(namespace: string, loaders: CatalogueLoaders): void {
  registerCatalogueLoaders(namespace, loaders);
  const language = i18n.language;
  if (i18n.hasResourceBundle(language, namespace)) return;
  cataloguesPending.add(
    i18n.loadNamespaces(namespace).then(() => {
      // Still missing after i18next's retries: the chunk is gone (a deploy since the page loaded), as a screen's own
      // chunk can be; the screen fails the same way, so the route's boundary offers a reload.
      if (!i18n.hasResourceBundle(language, namespace)) {
        throw Object.assign(new Error(`Loading chunk i18n-${language}-${namespace} failed`), {
          name: 'ChunkLoadError',
        });
      }
    }),
  );
}
