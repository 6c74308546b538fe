import fs from 'node:fs';
import path from 'node:path';

type Catalogue = Record<string, unknown>;
type Language = 'it' | 'en';

function catalogueOf(lang: Language, namespace: string): Catalogue {
  const file = path.resolve(__dirname, '..', 'src', 'i18n', 'locales', lang, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

function lookup(lang: Language, namespace: string, key: string): unknown {
  const catalogue = catalogueOf(lang, namespace);
  return key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

/** Reads a text from the SPA's own catalogues, so journeys follow the product's wording in each language. */
export function text(lang: Language, namespace: string, key: string): string {
  const value = lookup(lang, namespace, key);
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${namespace}:${key}`);
  return value;
}

/**
 * A text with its `{{name}}` placeholders filled, as i18next fills them; with a numeric `count`, the plural form
 * the language's rules pick (`key_one`, `key_other`), as i18next picks it.
 */
export function textWith(
  lang: Language,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const plural = typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(lang).select(values.count)}` : null;
  const template =
    plural && typeof lookup(lang, namespace, plural) === 'string'
      ? text(lang, namespace, plural)
      : text(lang, namespace, key);
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
}

function flatten(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(flatten);
  return [];
}

/**
 * The texts of `other`'s catalogues that only `other` says: each without its placeholders' parts, at least `minLength`
 * long, and found in no catalogue of `shown`. A screen in `shown` showing one of them mixes the two languages.
 */
export function textsOnlyIn(other: Language, shown: Language, namespaces: string[], minLength = 12): string[] {
  const all = (lang: Language) => namespaces.flatMap((namespace) => flatten(catalogueOf(lang, namespace)));
  const shownTexts = all(shown).join('\n');
  return [
    ...new Set(
      all(other)
        .flatMap((value) => value.split(/\{\{[^}]*\}\}/))
        .map((part) => part.trim())
        .filter((part) => part.length >= minLength && !shownTexts.includes(part)),
    ),
  ];
}
