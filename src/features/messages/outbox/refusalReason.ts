import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The reasons the chat can give for a refused message (`chat.refused.<reason>` in the `messages` catalogue). */
export type RefusalReason =
  | 'notMember'
  | 'notFound'
  | 'pictureTooLarge'
  | 'pictureType'
  | 'rateLimited'
  | 'invalid'
  | 'tooLong'
  | 'serverError'
  | 'pictureLost';

/** The catalogue key of a reason. */
export const refusalKey = (reason: RefusalReason) => `chat.refused.${reason}` as const;

/** The link failed (no network, a timeout): the message waits and goes again when the link is back. */
export function isLinkFailure(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  const status = error && 'status' in error ? error.status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * Why the server refused a send, as a `RefusalReason`: the reason is shown in
 * the language the member reads now, never the server's text (sent in the language of the moment it was refused).
 */
export function refusalReason(error: FetchBaseQueryError | SerializedError | undefined): RefusalReason {
  const status = error && 'status' in error ? error.status : undefined;
  switch (status) {
    case 403:
      return 'notMember';
    case 404:
      return 'notFound';
    case 413:
      return 'pictureTooLarge';
    case 429:
      return 'rateLimited';
    case 400:
    case 409:
    case 415:
      return 'invalid';
    default:
      return 'serverError';
  }
}
