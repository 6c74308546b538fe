import { catalogue, type MessageKey } from './catalogue';
import type { Language } from './language';

export type MessageParams = Record<string, string | number>;

/** The catalogue text with each `{name}` replaced by its parameter. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return catalogue[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
