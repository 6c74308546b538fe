import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiErrorBody } from '../../../api/wire';

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

// The server's error codes (its message keys, the same in every language) that say more than the status does: a
// picture of the wrong type is a 400 like any invalid message, a file too large for the request a 413 of its own.
const REASON_BY_CODE: Record<string, RefusalReason> = {
  'messages.imageJpgOrPng': 'pictureType',
  'messages.imageTooLarge': 'pictureTooLarge',
  'core.http.fileTooLarge': 'pictureTooLarge',
  'core.http.bodyTooLarge': 'pictureTooLarge',
  'messages.tooManyMessages': 'rateLimited',
  'messages.notThreadMember': 'notMember',
  'messages.notGroupMember': 'notMember',
  'messages.notTeamMember': 'notMember',
};

/**
 * Why the server refused a send, as a `RefusalReason`: by the body's `code` when it names one, else by the status.
 * The reason is shown in the language the member reads now, never the server's text (sent in the language of the
 * moment it was refused).
 */
export function refusalReason(error: FetchBaseQueryError | SerializedError | undefined): RefusalReason {
  const status = error && 'status' in error ? error.status : undefined;
  const code = error && 'data' in error && isApiErrorBody(error.data) ? error.data.code : undefined;
  if (code && code in REASON_BY_CODE) return REASON_BY_CODE[code];
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
