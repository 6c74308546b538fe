import { baseApi } from '../../api/baseApi';
import type { ContactMessage, ContactReceipt } from '../../api/wire';

// POST /api/contact -> 201; `message` is the server's localised confirmation.
export type { ContactMessage, ContactReceipt } from '../../api/wire';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
