import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type {
  ApiEnvelope,
  InitiatedProductOrder,
  Order,
  OrderAddressesBody,
  OrderPreview,
  ProductCancelBody,
  ProductCaptureBody,
} from '../../api/wire';

// Wire types come from the generated contract (src/api/wire.ts); the checkout screens import them from here.
export type {
  InitiatedProductOrder,
  Order,
  OrderAddressesBody,
  OrderPreview,
  ProductCaptureBody,
} from '../../api/wire';

// Addresses are the products section's (as on the server): products/addressesApi.ts. The preview depends on them.
const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;

// The cart and the orders belong to other features: they are reached by tag type only (the products feature's cart
// query provides a `Cart` tag, the orders lists an `Order` one), so a placed order refreshes both.
const AFTER_ORDER_PLACED = ['Cart', 'Order'] as const;

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A read with a body: the figures of the whole cart for these two addresses, computed by the server.
    previewOrder: build.query<OrderPreview, OrderAddressesBody>({
      query: (body) => ({ url: '/user/product/order/preview', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<OrderPreview>) => response.data,
      providesTags: ['Cart', ADDRESS_LIST, LOCALISED_TAG],
    }),

    startProductOrder: build.mutation<InitiatedProductOrder, OrderAddressesBody>({
      query: (body) => ({ url: '/user/product/transaction/init', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<InitiatedProductOrder>) => response.data,
      // Nothing to pay completes the order at once (approvalUrl null): the cart has changed then.
      invalidatesTags: (result) => (result ? (result.approvalUrl === null ? [...AFTER_ORDER_PLACED] : ['Order']) : []),
    }),

    captureProductOrder: build.mutation<Order, ProductCaptureBody>({
      query: (body) => ({ url: '/user/product/transaction/update', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<Order>) => response.data,
      invalidatesTags: (_result, error) => (error ? ['Order'] : [...AFTER_ORDER_PLACED]),
    }),

    cancelProductOrder: build.mutation<Order, ProductCancelBody>({
      query: (body) => ({ url: '/user/product/transaction/cancel', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<Order>) => response.data,
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  usePreviewOrderQuery,
  useStartProductOrderMutation,
  useCaptureProductOrderMutation,
  useCancelProductOrderMutation,
} = checkoutApi;
