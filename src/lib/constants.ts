// Business constants and limits of SPEC section 9, in one place.

export const REQUEST_TIMEOUT_MS = 6000;
export const LOGIN_POLL_MS = 1000;
/** Network failures of queries are retried at most this many times (mutations never). */
export const QUERY_NETWORK_RETRIES = 2;

export const STICKY_HEADER_SCROLL_PX = 50;
/** Below this window width the profile tabs move from the left to the top. */
export const TAB_LAYOUT_BREAKPOINT_PX = 991;

export const TOAST_DURATION_MS = {
  error: 5000,
  success: 3000,
  info: 3000,
  warning: 3000,
  favourite: 3000,
  loginWarning: 2000,
  chatOpenError: 3000,
  sent: 1000,
} as const;

export const PAGE_SIZE = {
  events: 3,
  products: 3,
  myEvents: 3,
  myOrders: 2,
  associations: 3,
  teams: 2,
  inbox: 3,
  contacts: 10,
} as const;

export const PARTICIPANTS_SHOWN = 5;
export const EVENT_IMAGES_SHOWN = 3;

export const CHAT_PAGE_SIZE = 15;
/** The longest chat message text the server stores (its MESSAGE_TEXT_MAX). */
export const CHAT_TEXT_MAX = 2000;
export const CHAT_SCROLL_THRESHOLD_PX = 100;

const MB = 1024 * 1024;
/** Event picture upload and profile picture: one image under 2 MB. */
export const PICTURE_MAX_BYTES = 2 * MB;
export const PICTURE_MAX_FILES = 1;
/** Chat image: one JPEG or PNG under 5 MB (5120 KB). */
export const CHAT_IMAGE_MAX_BYTES = 5 * MB;
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const EVENT_IMAGES_MAX_BYTES = 5 * MB;
export const EVENT_IMAGES_MAX_FILES = 7;
export const DOCUMENTS_MAX_BYTES = 5 * MB;
export const DOCUMENTS_MAX_FILES = 5;

export const PASSWORD_MIN_LENGTH = 6;
export const PROFILE_MOBILE_PREFIX_MAX = 5;
export const PROFILE_MOBILE_MAX = 15;
export const SIGNUP_MOBILE_DIGITS = 10;
export const SIGNUP_MOBILE_PREFIX_DIGITS = 4;

/** Stock badge: above this is green, 1 up to this is orange, 0 is 'Out of Stock'. */
export const STOCK_LOW_THRESHOLD = 10;

export const DEFAULT_DEVICE_TYPE = 'web';
