import { escapeHtml } from '../mail/escapeHtml';
import type { PageHead } from './routePreloads';

/**
 * index.html in the page's language before the SPA runs: `<html lang>`, the `<title>` and the meta description
 * (screen readers, search results and the browser tab read them before any script). A text the head lacks stays.
 */
export function localiseHead(html: string, head: PageHead): string {
  let out = html.replace(/<html(\s[^>]*)?>/i, (tag: string) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${head.language}"`)
      : `<html lang="${head.language}"${tag.slice(5)}`,
  );
  if (head.title !== null) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    out = out.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  }
  if (head.description !== null) {
    const content = escapeHtml(head.description);
    out = out.replace(
      /(<meta name="description" content=")[^"]*(")/i,
      (_match, start: string, end: string) => `${start}${content}${end}`,
    );
  }
  return out;
}
