import { ApiError } from '../http/apiError';
import type { Language } from '../i18n/language';

// The shared catalogue (i18n/catalogue.ts) is one closed object; modules that cannot add keys to it keep their
// own Italian and English texts and send them through ApiError.fixed, already translated.

export type TextParams = Record<string, string | number>;

export interface LocalisedTexts<Key extends string> {
  text(language: Language, key: Key, params?: TextParams): string;
  /** An ApiError whose message is the text in the request's language. */
  error(language: Language, statusCode: number, key: Key, params?: TextParams): ApiError;
}

export function defineTexts<const It extends Record<string, string>>(
  it: It,
  en: Record<keyof It, string>,
): LocalisedTexts<keyof It & string> {
  const tables: Record<Language, Record<string, string>> = { it, en };
  const text = (language: Language, key: keyof It & string, params: TextParams = {}) =>
    tables[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
  return {
    text,
    error: (language, statusCode, key, params) => ApiError.fixed(statusCode, text(language, key, params)),
  };
}
