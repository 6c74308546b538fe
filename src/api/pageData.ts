import type { FetchArgs } from '@reduxjs/toolkit/query';

/** The data block the server puts into a page's index.html (server/src/http/pageData.ts). */
export const PAGE_DATA_ELEMENT_ID = 'campo-page-data';
/**
 * Page data answers only the page's first requests: a screen first shown later (the visitor went elsewhere first)
 * asks the API, so it never shows data older than this.
 */
export const PAGE_DATA_FRESH_MS = 10_000;

interface PageDataEntry {
  path: string;
  language: string;
  body: unknown;
}

let entries: PageDataEntry[] | undefined;

function isEntry(value: unknown): value is PageDataEntry {
  const entry = value as Partial<PageDataEntry> | null;
  return typeof entry?.path === 'string' && typeof entry.language === 'string' && 'body' in entry;
}

/** Read once, then the element goes: nothing else reads it. */
function pageEntries(): PageDataEntry[] {
  if (entries) return entries;
  entries = [];
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return entries;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry);
  } catch {
    // A block that does not parse is no data: the page asks the API as usual.
  }
  return entries;
}

/** A request's path and query below the API base, its parameters in a fixed order, so equal requests compare equal. */
function requestKey(path: string, params?: Record<string, unknown>): string {
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.append(name, String(value));
  query.sort();
  const sorted = query.toString();
  return sorted ? `${pathname}?${sorted}` : pathname;
}

/**
 * The answer the server sent with the page for this GET, in this language, taken once; undefined when there is
 * none (another request, another language, already taken, or the page has been open too long).
 */
export function takePageData(
  args: string | FetchArgs,
  language: string,
  now = performance.now(),
): { body: unknown } | undefined {
  if (now > PAGE_DATA_FRESH_MS) return undefined;
  const request = typeof args === 'string' ? { url: args, method: 'GET' } : args;
  if ((request.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const list = pageEntries();
  const key = requestKey(request.url, request.params);
  const index = list.findIndex((entry) => entry.language === language && requestKey(entry.path) === key);
  if (index === -1) return undefined;
  const [entry] = list.splice(index, 1);
  return { body: entry.body };
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetPageData(): void {
  entries = undefined;
}
