import { registerCatalogue } from '../../../i18n/registerCatalogue';
import enProducts from '../../../i18n/locales/en/products.json';
import itProducts from '../../../i18n/locales/it/products.json';

/** Adds the `products` catalogue when a products screen's module loads, so its texts ship in the products chunks. */
export function registerProductsCatalogue(): void {
  registerCatalogue('products', { it: itProducts, en: enProducts });
}
