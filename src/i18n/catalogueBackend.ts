import type { BackendModule } from 'i18next';
import { isLanguage, type Language } from './languages';

/** One namespace's catalogue per language, each behind its own `import()` (its own chunk). */
export type CatalogueLoaders = Record<Language, () => Promise<{ default: object }>>;

const loadersByNamespace = new Map<string, CatalogueLoaders>();

export function registerCatalogueLoaders(namespace: string, loaders: CatalogueLoaders): void {
  if (!loadersByNamespace.has(namespace)) loadersByNamespace.set(namespace, loaders);
}

/**
 * Catalogue loads under way. A screen waits for all of them (`lazyWithCatalogues`), so every text its modules
 * registered is there at its first render and no part of it suspends later.
 */
export const cataloguesPending = {
  loads: new Set<Promise<unknown>>(),
  add(load: Promise<unknown>): void {
    this.loads.add(load);
    const forget = () => this.loads.delete(load);
    load.then(forget, forget);
  },
  /** Resolves once every load under way has ended; rejects with the first that failed. */
  settled(): Promise<void> {
    return Promise.all([...this.loads]).then(() => undefined);
  },
};

/**
 * i18next's backend: reads a namespace in one language through the loaders its feature registered. A chunk that
 * fails to download is tried twice more (350 and 700 ms later: `maxRetries` in src/i18n/index.ts) before the load
 * fails (registerCatalogue.ts).
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = isLanguage(language) ? loadersByNamespace.get(namespace)?.[language] : undefined;
    if (!load) {
      callback(new Error(`No catalogue registered for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
};
