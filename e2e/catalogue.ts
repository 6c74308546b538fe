import fs from 'node:fs';
import path from 'node:path';

type Catalogue = Record<string, unknown>;

/** Reads a text from the SPA's own catalogues, so journeys follow the product's wording in each language. */
export function text(lang: 'it' | 'en', namespace: string, key: string): string {
  const file = path.resolve(__dirname, '..', 'src', 'i18n', 'locales', lang, `${namespace}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${namespace}:${key}`);
  return value;
}

/** A text with its `{{name}}` placeholders filled, as i18next fills them. */
export function textWith(lang: 'it' | 'en', namespace: string, key: string, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, namespace, key));
}
