import { sql, type RawBuilder } from 'kysely';

/** `like` pattern for "contains", with the wildcards of the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "column contains text" on both dialects (lower() folds ASCII letters on SQLite). */
export function nameContains(column: string, text: string): RawBuilder<boolean> {
  return nameMatches(column, containsPattern(text));
}

/** `nameContains` with the pattern made apart (`containsPattern`), for a prepared query's value. */
export function nameMatches(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * A text folded for search (the `messages.search_text` column, migration 0026) and a query folded the same way:
 * lower-cased, accents taken off ("Perché" -> "perche"), so a `like` matches case- and accent-insensitively on SQLite
 * and PostgreSQL alike.
 */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** The folded column's value for a text (null for none). */
export function searchTextOf(text: string | null | undefined): string | null {
  return text ? searchFold(text) : null;
}
