import { registerCatalogueLoaders } from '../i18n/catalogueBackend';

/**
 * Registers the `flaky` namespace (`hello` in both languages), whose English chunk fails its first `failures` loads,
 * as on a lost connection; i18next tries each load three times (its first try and two retries). Answers how many
 * failures are left.
 */
export function registerFlakyCatalogue(failures: number): { failuresLeft: () => number } {
  let left = failures;
  registerCatalogueLoaders('flaky', {
    it: () => Promise.resolve({ default: { hello: 'Ciao' } }),
    en: () =>
      left-- > 0
        ? Promise.reject(new Error('Loading chunk i18n-en-flaky failed'))
        : Promise.resolve({ default: { hello: 'Hello' } }),
  });
  return { failuresLeft: () => Math.max(left, 0) };
}
