import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ID_PATTERN } from '../../lib/ids';
import { escapeHtml } from '../../mail/escapeHtml';
import { PUBLIC_EVENT_PATH } from './eventDetail';
import { excerpt, htmlToText } from './htmlText';
import { beforeHeadEnd, picturePreload } from '../../http/headTags';
import { publicUrlOf } from '../../http/publicUrl';
import type { IndexPage } from '../../http/spa';

const META_DESCRIPTION_LENGTH = 200;
/** The public event page and a member's event page (the SPA routes), with the event id. */
export const PUBLIC_EVENT_URL = new RegExp(`^${PUBLIC_EVENT_PATH}/([0-9a-f]{24})/?(?:[?#].*)?$`);
export const MEMBER_EVENT_URL = /^\/event\/detail\/([0-9a-f]{24})\/?(?:[?#].*)?$/;

export interface PublicEventMeta {
  title: string;
  description: string;
  /** Absolute URL, or null when the event has no picture. */
  image: string | null;
  url: string;
  /** The picture as the API gives it (the page's <img> src), or null. */
  picture: string | null;
}

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The Open Graph and Twitter tags, every value escaped for an HTML attribute. */
export function metaTags(meta: PublicEventMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Campo'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`).join('');
}

/** Puts the tags (and the event name as title) into the SPA's index.html, before </head>. */
export function injectMeta(html: string, meta: PublicEventMeta): string {
  const title = `<title>${escapeHtml(meta.title)} · Campo</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : beforeHeadEnd(html, title);
  return beforeHeadEnd(withTitle, `${metaTags(meta)}${picturePreload(meta.picture)}`);
}

export async function publicEventMeta(db: Db, publicUrl: string, eventId: string): Promise<PublicEventMeta | null> {
  if (!ID_PATTERN.test(eventId)) return null;
  const event = await db
    .selectFrom('events')
    .select(['id', 'name', 'description_html', 'picture'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return null;
  return {
    title: event.name,
    description: excerpt(htmlToText(event.description_html), META_DESCRIPTION_LENGTH),
    image: event.picture ? absolute(publicUrl, event.picture) : null,
    url: `${publicUrl}${PUBLIC_EVENT_PATH}/${event.id}`,
    picture: event.picture,
  };
}

/** The event's picture (null without one), or undefined when there is no such event. */
async function eventPicture(db: Db, eventId: string): Promise<string | null | undefined> {
  if (!ID_PATTERN.test(eventId)) return undefined;
  const event = await db.selectFrom('events').select('picture').where('id', '=', eventId).executeTakeFirst();
  return event ? event.picture : undefined;
}

/** The two event pages with whatever their id segment holds: a malformed id is no event either. */
const PUBLIC_EVENT_PAGE = new RegExp(`^${PUBLIC_EVENT_PATH}/([^/?#]*)/?(?:[?#].*)?$`);
const MEMBER_EVENT_PAGE = /^\/event\/detail\/([^/?#]*)\/?(?:[?#].*)?$/;

/**
 * The index.html transform for the SPA fallback: on /event/detail/public/:id it adds the event's link-preview
 * tags (crawlers do not run the SPA) and a preload of its banner; on a member's /event/detail/:id the banner's
 * preload (event pictures are public files); on either, an id that is no event's makes the page missing (a 404).
 * Every other page is left as it is.
 */
export function createPublicEventHtml(db: Db) {
  return async (html: string, request: FastifyRequest): Promise<IndexPage> => {
    const publicMatch = PUBLIC_EVENT_PAGE.exec(request.url);
    if (publicMatch) {
      const meta = await publicEventMeta(db, publicUrlOf(request), publicMatch[1]);
      return meta ? { html: injectMeta(html, meta) } : { html, missing: true };
    }
    const memberMatch = MEMBER_EVENT_PAGE.exec(request.url);
    if (!memberMatch) return { html };
    const picture = await eventPicture(db, memberMatch[1]);
    return picture === undefined ? { html, missing: true } : { html: beforeHeadEnd(html, picturePreload(picture)) };
  };
}
