import { registerCatalogue } from '../../i18n/registerCatalogue';

/** The `orders` catalogue (checkout, addresses, my orders), registered when an orders screen's module loads. */
export function registerOrdersCatalogue(): void {
  registerCatalogue('orders', {
    it: () => import(/* webpackChunkName: "i18n-it-orders" */ '../../i18n/locales/it/orders.json'),
    en: () => import(/* webpackChunkName: "i18n-en-orders" */ '../../i18n/locales/en/orders.json'),
  });
}
