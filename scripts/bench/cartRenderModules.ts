// What the cart render bench renders, imported together once the bench has a DOM (and the render counter hook).
export { MemoryRouter } from 'react-router';
export { AppProviders } from '../../src/app/providers';
export { makeStore } from '../../src/app/store';
export { default as CartPage } from '../../src/features/products/cart/CartPage';
export { CartLineRow } from '../../src/features/products/cart/CartLineRow';
export { CartTotals } from '../../src/features/products/cart/CartTotals';
export { cartApi, type CartState } from '../../src/features/products/cart/cartApi';
export { buildCartLines } from '../../src/testing/fixtures/productFixtures';
export { buildPreferences } from '../../src/testing/preferencesFixtures';
// The screens render without their lazy route, which would wait for their texts: every catalogue is loaded first,
// and i18next's start awaited.
export { loadAllCatalogues } from '../../src/testing/loadAllCatalogues';
export { i18nReady } from '../../src/i18n';
