import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type QueryOutcome<T> =
  { ok: true; data: T } | { ok: false; data?: undefined; error: FetchBaseQueryError | SerializedError | undefined };

/**
 * The one way an `onQueryStarted` waits for its call: `const outcome = await queryOutcome(queryFulfilled)`, then
 * `if (!outcome.ok)` undo / return. Never throws, so no try/catch around `queryFulfilled`; `errorText(outcome.error)`
 * reads the server's message as a component does with a mutation's `result.error`.
 */
export async function queryOutcome<T>(queryFulfilled: Promise<{ data: T }>): Promise<QueryOutcome<T>> {
  try {
    const { data } = await queryFulfilled;
    return { ok: true, data };
  } catch (failure) {
    return { ok: false, error: (failure as { error?: FetchBaseQueryError | SerializedError }).error };
  }
}
