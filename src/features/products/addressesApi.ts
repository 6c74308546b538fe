import { baseApi } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { Address, AddressBody, ApiEnvelope, DefaultAddressBody, ObjectId, RemovedAddress } from '../../api/wire';

// Wire types come from the generated contract (src/api/wire.ts); the address screens import them from here.
export type { Address, AddressBody } from '../../api/wire';

export interface AddressUpdate {
  id: ObjectId;
  body: AddressBody;
}

/** An address becomes the member's default for one role. */
export type DefaultAddressUpdate = DefaultAddressBody & { id: ObjectId };

const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;

/** The member's billing and shipping addresses (the server's products section: /user/addresses). */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/user/addresses',
      transformResponse: (response: ApiEnvelope<Address[]>) => response.data,
      providesTags: (result) => [
        ADDRESS_LIST,
        ...(result ?? []).map((address) => ({ type: 'Address' as const, id: address._id })),
      ],
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

    /** The answer is the whole list with the new defaults: it replaces the cached list at once. */
    setDefaultAddress: build.mutation<Address[], DefaultAddressUpdate>({
      query: ({ id, role }) => ({
        url: `/user/address/${encodeURIComponent(id)}/default`,
        method: 'PUT',
        body: { role },
      }),
      transformResponse: (response: ApiEnvelope<Address[]>) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(addressesApi.util.upsertQueryData('getAddresses', undefined, outcome.data));
      },
    }),

    deleteAddress: build.mutation<RemovedAddress, ObjectId>({
      query: (id) => ({ url: `/user/address/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<RemovedAddress>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [ADDRESS_LIST]),
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useSetDefaultAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
