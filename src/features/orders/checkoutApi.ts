import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type {
  ApiEnvelope,
  InitiatedProductOrder,
  Order,
  OrderAddressesBody,
  OrderPreview,
  ProductCancelBody,
  OrderRefused,
  ProductCaptureBody,
  StartOrderBody,
} from '../../api/wire';

// Wire types come from the generated contract (src/api/wire.ts); the checkout screens import them from here.
export type {
  InitiatedProductOrder,
  Order,
  OrderAddressesBody,
  OrderPreview,
  OrderRefused,
  ProductCaptureBody,
  StartOrderBody,
} from '../../api/wire';

/** A 409 from starting the payment because the preview's quote no longer holds: the new quote to confirm. */
export type QuoteRefusal = Required<Pick<OrderRefused, 'reason' | 'quote'>> & { message: string };

/** The new quote when starting the payment was refused because prices changed or the preview expired. */
export function quoteRefusalOf(error: unknown): QuoteRefusal | null {
  const data = (error as { status?: unknown; data?: Partial<OrderRefused> } | undefined)?.data;
  if ((error as { status?: unknown } | undefined)?.status !== 409 || !data?.reason || !data.quote) return null;
  return { reason: data.reason, quote: data.quote, message: data.message ?? '' };
}

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

    startProductOrder: build.mutation<InitiatedProductOrder, StartOrderBody>({
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
