import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
