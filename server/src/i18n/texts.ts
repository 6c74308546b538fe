import { ApiError } from '../http/apiError';
import type { Language } from './language';

export type TextParams = Record<string, string | number>;

/**
 * A message whose words depend on a number: the form the language's plural rules pick for the `count` parameter
 * (`Intl.PluralRules`: Italian and English both say `one` for 1, `other` for the rest).
 */
export interface PluralMessage {
  one: string;
  other: string;
}

export type Message = string | PluralMessage;

/** One module's messages: the same keys in Italian and English. */
export interface TextTables<Key extends string> {
  it: Record<Key, Message>;
  en: Record<Key, Message>;
}

/** A module's typed handle on its registered messages. */
export interface Texts<Key extends string> {
  /** The text in `language`, each `{name}` replaced by its parameter (mails, success messages, HTML pages). */
  text(language: Language, key: Key, params?: TextParams): string;
  /** An error the client caused; the error handler translates it into the request's language. */
  error(statusCode: number, key: Key, params?: TextParams): ApiError;
}

const registry = new Map<string, Record<Language, Message>>();

function fill(language: Language, message: Message, params: TextParams): string {
  const template =
    typeof message === 'string'
      ? message
      : message[
          typeof params.count === 'number' && new Intl.PluralRules(language).select(params.count) === 'one'
            ? 'one'
            : 'other'
        ];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/**
 * The one way server code gets a message: every module registers its texts under its own namespace
 * (`registerTexts('events', { it, en })`) and gets a typed handle back. Texts SPEC.md fixes verbatim are
 * registered with the same words in both languages.
 */
export function registerTexts<const Key extends string>(namespace: string, tables: TextTables<Key>): Texts<Key> {
  for (const key of Object.keys(tables.it) as Key[]) {
    const fullKey = `${namespace}.${key}`;
    if (registry.has(fullKey)) throw new Error(`Server message ${fullKey} is registered twice`);
    registry.set(fullKey, { it: tables.it[key], en: tables.en[key] });
  }
  return {
    text: (language, key, params = {}) => fill(language, tables[language][key], params),
    error: (statusCode, key, params) => new ApiError(statusCode, `${namespace}.${key}`, params),
  };
}

/** A registered message by its full key (`namespace.key`); the key itself when nothing is registered under it. */
export function translate(language: Language, fullKey: string, params: TextParams = {}): string {
  const texts = registry.get(fullKey);
  return texts ? fill(language, texts[language], params) : fullKey;
}
