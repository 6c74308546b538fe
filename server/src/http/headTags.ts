import { escapeHtml } from '../mail/escapeHtml';

/** `tags` put into an HTML page just before `</head>`; the page as it is when there are none. */
export function beforeHeadEnd(html: string, tags: string): string {
  return tags ? html.replace(/<\/head>/i, () => `${tags}</head>`) : html;
}

/**
 * A page's largest picture fetched beside the app's scripts instead of after the SPA has asked the API for it: the
 * same URL as the page's <img>, so the browser uses this download. Nothing for a URL that is not http(s) or ours.
 */
export function picturePreload(picture: string | null): string {
  if (!picture || !/^(https?:\/\/|\/(?!\/))/i.test(picture)) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">`;
}
