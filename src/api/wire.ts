// Wire shapes shared by every section (docs/CONVENTIONS.md). Section-specific payloads live with their section.

/** 24-character lowercase hex id, sent as `_id`. */
export type ObjectId = string;
/** ISO 8601 UTC timestamp, e.g. `2026-11-22T10:00:00.000Z`. */
export type IsoDateTime = string;
/** Calendar date `YYYY-MM-DD` (dob, event dates). */
export type CalendarDate = string;

/** Every success body. Lists put the array in `data` and the full count in `total`. */
export interface ApiEnvelope<T> {
  message: string;
  data: T;
  total?: number;
}

export interface ApiListEnvelope<T> extends ApiEnvelope<T[]> {
  total: number;
}

/** Every error body; `message` is localised by Accept-Language except SPEC's fixed texts. */
export interface ApiErrorBody {
  message: string;
  statusCode: number;
  error: string;
}

/** Fixed 401 messages (sent verbatim) that end the session in the SPA. */
export const SESSION_ENDING_MESSAGES = ['loginError', 'Failed to authenticate token'] as const;

/** The user as the login response and GET /user/profile send it (SPEC section 3, user profile). */
export interface WireUser {
  _id: ObjectId;
  firstName: string;
  lastName: string;
  fullName?: string;
  email: string;
  mobilePrefix?: string;
  mobile?: string;
  picture?: string | null;
  isPasswordChanged?: boolean;
  notificationCount?: number;
}

/** POST /api/user/login -> `data`. */
export interface WireLoginData {
  token: string;
  user: WireUser;
}
