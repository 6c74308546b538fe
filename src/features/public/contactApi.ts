import { baseApi } from '../../api/baseApi';
import type { ApiEnvelope, ObjectId } from '../../api/wire';

/** POST /api/contact body (docs/CONVENTIONS.md). */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** POST /api/contact -> 201; `message` is the server's localised confirmation. */
export type ContactReceipt = ApiEnvelope<{ _id: ObjectId }>;

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
