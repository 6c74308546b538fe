import { registerCatalogue } from '../../../i18n/registerCatalogue';

/** The `products` catalogue, registered when a products screen's module loads. */
export function registerProductsCatalogue(): void {
  registerCatalogue('products', {
    it: () => import(/* webpackChunkName: "i18n-it-products" */ '../../../i18n/locales/it/products.json'),
    en: () => import(/* webpackChunkName: "i18n-en-products" */ '../../../i18n/locales/en/products.json'),
  });
}
