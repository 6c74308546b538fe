import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type {
  Address,
  AddressBody,
  ApiEnvelope,
  InitiatedProductOrder,
  ObjectId,
  Order,
  OrderAddressesBody,
  OrderPreview,
  ProductCancelBody,
  ProductCaptureBody,
  RemovedAddress,
} from '../../api/wire';

// Wire types come from the generated contract (src/api/wire.ts); the checkout screens import them from here.
export type {
  Address,
  AddressBody,
  InitiatedProductOrder,
  Order,
  OrderAddressesBody,
  OrderPreview,
  ProductCaptureBody,
} from '../../api/wire';

export interface AddressUpdate {
  id: ObjectId;
  body: AddressBody;
}

const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;

// The cart and the orders belong to other features: they are reached by tag type only (the products feature's cart
// query provides a `Cart` tag, the orders lists an `Order` one), so a placed order refreshes both.
const AFTER_ORDER_PLACED = ['Cart', 'Order'] as const;

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/user/addresses',
      transformResponse: (response: ApiEnvelope<Address[]>) => response.data,
      providesTags: (result) => [ADDRESS_LIST, ...(result ?? []).map((address) => ({ type: 'Address' as const, id: address._id }))],
    }),

    addAddress: build.mutation<Address, AddressBody>({
      query: (body) => ({ url: '/user/addresses', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<Address>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [ADDRESS_LIST]),
    }),

    updateAddress: build.mutation<Address, AddressUpdate>({
      query: ({ id, body }) => ({ url: `/user/address/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: ApiEnvelope<Address>) => response.data,
      // Setting a default clears the others, so the whole list is read again.
      invalidatesTags: (_result, error) => (error ? [] : [ADDRESS_LIST]),
    }),

    deleteAddress: build.mutation<RemovedAddress, ObjectId>({
      query: (id) => ({ url: `/user/address/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<RemovedAddress>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [ADDRESS_LIST]),
    }),

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
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  usePreviewOrderQuery,
  useStartProductOrderMutation,
  useCaptureProductOrderMutation,
  useCancelProductOrderMutation,
} = checkoutApi;
