import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import { setApiHeaders } from '../../api/baseQuery';
import type { ApiEnvelope, ApiErrorBody, ObjectId, Receipt } from '../../api/wire';
import { settings } from '../../lib/settings';

export type { Receipt } from '../../api/wire';

/** The printable receipt's address (src/app/routes.tsx); the order's dialog and the confirmation mail link here. */
export const receiptPath = (orderId: ObjectId) => `/my/order/${encodeURIComponent(orderId)}/receipt`;

export const receiptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrderReceipt: build.query<Receipt, ObjectId>({
      query: (id) => `/user/my/order/${encodeURIComponent(id)}/receipt`,
      transformResponse: (response: ApiEnvelope<Receipt>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }, LOCALISED_TAG],
    }),
  }),
});

export const { useGetMyOrderReceiptQuery } = receiptApi;

export type ReceiptPdfOutcome = { file: Blob; filename: string } | { error: string | null };

/**
 * GET /user/my/order/{id}/receipt.pdf with the headers every call carries. A file is no state for the store, so this
 * is a plain fetch rather than an RTK Query endpoint; a refusal gives the server's message (null when none came).
 */
export async function fetchReceiptPdf(orderId: ObjectId, state: unknown): Promise<ReceiptPdfOutcome> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiBaseUrl}/user/my/order/${encodeURIComponent(orderId)}/receipt.pdf`, {
      headers: setApiHeaders(new Headers(), state),
    });
  } catch {
    return { error: null };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    return { error: typeof body?.message === 'string' ? body.message : null };
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'receipt.pdf';
  return { file: await response.blob(), filename };
}
