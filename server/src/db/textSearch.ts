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
