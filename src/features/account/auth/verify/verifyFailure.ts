import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorStatus } from '../form/errorStatus';

/** Why a verification link failed, from the server's status (docs/CONVENTIONS.md). */
export type VerifyFailure = 'used' | 'expired' | 'wrong' | 'other';

const failureByStatus: Record<number, VerifyFailure> = { 409: 'used', 410: 'expired', 400: 'wrong', 404: 'wrong' };

export function verifyFailure(error: FetchBaseQueryError | SerializedError | undefined): VerifyFailure {
  const status = errorStatus(error);
  return (status !== undefined && failureByStatus[status]) || 'other';
}
