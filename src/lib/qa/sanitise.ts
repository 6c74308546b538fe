/**
 * What leaves the page for QA (Redux DevTools, an exported session, a problem report) goes through here first:
 * secrets and personal fields are replaced, by the name of the field holding them and, in any text, by their look.
 * The result is plain JSON data (no class instances, no functions), and sanitising twice gives the same result.
 */

/** Field names (compared lower-cased, without `_` and `-`) whose value is replaced, with the placeholder's label. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  token: 'token',
  accesstoken: 'token',
  refreshtoken: 'token',
  resettoken: 'token',
  authorization: 'token',
  secret: 'token',
  password: 'password',
  oldpassword: 'password',
  newpassword: 'password',
  confirmpassword: 'password',
  otp: 'code',
  code: 'code',
  otpcode: 'code',
  resetcode: 'code',
  verificationcode: 'code',
  cardnumber: 'card',
  cvv: 'card',
  cvc: 'card',
  iban: 'card',
  bankibanno: 'card',
  email: 'email',
  emailpec: 'email',
  fiscalcode: 'fiscalCode',
  mobile: 'phone',
  mobileprefix: 'phone',
  phone: 'phone',
  address: 'address',
  addresscity: 'address',
  addresszipcode: 'address',
  bankaddress: 'address',
  bankaddresscity: 'address',
  bankaddresszipcode: 'address',
  shippingaddress: 'address',
  shippingaddresscity: 'address',
  shippingaddresszipcode: 'address',
  billingaddress: 'address',
  billingaddresscity: 'address',
  billingaddresszipcode: 'address',
  street: 'address',
  zipcode: 'address',
  dob: 'dateOfBirth',
  dateofbirth: 'dateOfBirth',
  birthdate: 'dateOfBirth',
};

/** Patterns found inside any text (a URL, a message, a query's cache key), in the order they are replaced. */
const TEXT_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  // Any bearer credential, and a JWT (three base64url parts).
  [/\bBearer\s+[\w.~+/=-]+/gi, 'token'],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, 'token'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, 'email'],
  // The same written into a URL (`@` as `%40`).
  [/[\w.+-]+%40[\w-]+(?:\.[\w-]+)+/gi, 'email'],
  // An Italian fiscal code (16 characters: 6 letters, 2 digits, a letter, 2 digits, a letter, 3 digits, a letter).
  [/\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/gi, 'fiscalCode'],
  // Card-like numbers: 13 to 19 digits, spaces or dashes allowed between groups.
  [/\b\d(?:[ -]?\d){12,18}\b/g, 'card'],
];

export const placeholder = (label: string): string => `[${label}]`;

const isPlaceholder = (value: unknown): boolean => typeof value === 'string' && /^\[[A-Za-z]+\]$/.test(value);

function fieldLabel(key: string): string | undefined {
  return FIELD_LABELS[key.toLowerCase().replace(/[_-]/g, '')];
}

/** Replaces secrets and personal data found in a text by their look. */
export function sanitiseText(text: string): string {
  let out = text;
  for (const [pattern, label] of TEXT_PATTERNS) out = out.replace(pattern, placeholder(label));
  return out;
}

function describeInstance(value: object, seen: WeakSet<object>): unknown {
  if (typeof Request !== 'undefined' && value instanceof Request) {
    return { method: value.method, url: sanitiseText(value.url) };
  }
  if (typeof Response !== 'undefined' && value instanceof Response) return { status: value.status };
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: sanitiseText(value.message) };
  if (value instanceof Map) return sanitiseValue(Object.fromEntries(value), seen);
  if (value instanceof Set) return sanitiseValue([...value], seen);
  return placeholder(value.constructor?.name || 'object');
}

function sanitiseValue(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return sanitiseText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (value === undefined) return undefined;
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return placeholder(typeof value);
  }
  const object = value as object;
  if (seen.has(object)) return placeholder('circular');
  seen.add(object);
  try {
    if (Array.isArray(object)) return object.map((item) => sanitiseValue(item, seen) ?? null);
    const prototype = Object.getPrototypeOf(object) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return describeInstance(object, seen);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(object)) {
      const label = fieldLabel(key);
      // Empty or missing values stay as they are: "no fiscal code" is itself what the screen shows.
      if (label && item !== null && item !== undefined && item !== '' && !isPlaceholder(item)) {
        // An address object (an order's shipping address) is walked: its lines are named fields themselves.
        out[key] = typeof item === 'object' && label === 'address' ? sanitiseValue(item, seen) : placeholder(label);
      } else {
        const clean = sanitiseValue(item, seen);
        if (clean !== undefined) out[key] = clean;
      }
    }
    return out;
  } finally {
    seen.delete(object);
  }
}

/** A deep, plain-JSON copy of `value` with secrets and personal data replaced. */
export function sanitise<T>(value: T): T {
  return sanitiseValue(value, new WeakSet()) as T;
}

/** Redux DevTools' `actionSanitizer` and `stateSanitizer` (the same function: both must keep `type`). */
export function sanitiseForDevTools<T>(value: T): T {
  return sanitise(value);
}
