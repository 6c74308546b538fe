import { registerCatalogue } from '../../i18n/registerCatalogue';
import enOrders from '../../i18n/locales/en/orders.json';
import itOrders from '../../i18n/locales/it/orders.json';

/** Adds the `orders` catalogue (checkout, addresses, my orders) when an orders screen's module loads. */
export function registerOrdersCatalogue(): void {
  registerCatalogue('orders', { it: itOrders, en: enOrders });
}
