import { PAGE_DATA_ELEMENT_ID, resetPageData } from '../api/pageData';

/** One answer the server puts into a page (server/src/http/pageData.ts): its API path below /api, language and body. */
export interface PageDataEntry {
  path: string;
  language: string;
  body: unknown;
}

/**
 * Puts a page data block into the document as the server writes it into index.html, with `content` as its text
 * (the entries as JSON, or anything a test wants to see refused), and forgets what was read before.
 */
export function putPageDataBlock(content: string): void {
  resetPageData();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = content;
  document.head.append(block);
}

/** The page came with these answers. */
export function putPageData(entries: PageDataEntry[]): void {
  putPageDataBlock(JSON.stringify(entries));
}
