import type { ParseKeys } from 'i18next';

type Namespaces = [
  'common',
  'public',
  'legal',
  'account',
  'associations',
  'auth',
  'login',
  'events',
  'tickets',
  'products',
  'orders',
  'messages',
  'groups',
];

/** A catalogue key of any namespace: `layout.topBar.home` (common) or `public:contact.form.sent`. */
export type TextKey = ParseKeys<Namespaces>;

/**
 * A text kept as its key and values, translated where it is shown, so a language switch re-renders it (a toast
 * still open, say). Values are plain data: a server's text passed as a value stays as the server wrote it.
 */
export interface LocalisedText {
  key: TextKey;
  values?: Record<string, string | number>;
}

export function isLocalisedText(value: unknown): value is LocalisedText {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
