import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiErrorBody } from './wire';

/**
 * The text to show for a failed call: the server's message when it sent one, else the transport error
 * (timeout, network), else undefined so the caller falls back to its own catalogue text. The one idiom for a
 * failed mutation: `const result = await mutate(args); if (result.error) toast.error(errorText(result.error) ??
 * t('fallback'))`; in an `onQueryStarted`, `queryOutcome(queryFulfilled)` (api/queryOutcome.ts).
 */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    if (isApiErrorBody(error.data)) return error.data.message;
    // A body that is not JSON (a proxy's error page) has nothing to tell the user: the caller's text is better.
    if (error.status === 'PARSING_ERROR') return undefined;
    if ('error' in error && typeof error.error === 'string') return error.error;
    return undefined;
  }
  return error.message;
}

/**
 * Only the server's own message (localised by Accept-Language), never a transport error's text ("TypeError: Failed
 * to fetch", a timeout's AbortError): a toast shows this, else the caller's localised text.
 */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  return isApiErrorBody(data) && data.message.trim() ? data.message : undefined;
}

/** A gateway timeout or an unreachable payment provider leaves a purchase open: asking again is safe. */
export function canRetryPayment(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 502 || status === 503 || status === 504 || status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}
