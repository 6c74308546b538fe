import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { coreTexts } from '../i18n/catalogue';
import { localiseHead } from './pageHead';
import { injectRoutePreloads, isSpaRoute, pageHeadOf, routePreloadScripts } from './routePreloads';
import { cspNonce } from './security';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const IMMUTABLE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

function isFile(filePath: string): boolean {
  return statSync(filePath, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The built SPA from DIST_DIR: hashed files under /assets/ cached for a year, other files (favicon, robots.txt)
 * with the normal revalidating cache. index.html is never served raw: it goes through `serveIndexHtml`.
 */
export async function registerSpaFiles(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(distDir)) return;
  const assetsDir = path.join(distDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      maxAge: IMMUTABLE_MAX_AGE_MS,
      immutable: true,
      // The build's brotli and gzip copies (scripts/lib/precompressPlugin.mjs), sent as they are; @fastify/compress
      // leaves an already encoded reply alone and still compresses a file that has no copy.
      preCompressed: true,
    });
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    // Only plain files: the root and other folders fall through to the history fallback.
    allowedPath: (pathName, root) => pathName !== '/index.html' && isFile(path.join(root ?? distDir, pathName)),
  });
}

/**
 * True when this not-found request is a page the SPA's router should answer: any read outside the API and the
 * file areas, whatever its Accept header (link-preview crawlers accept any type, or send none). A missing
 * script or upload stays a 404, or the browser would try to run index.html as JavaScript.
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !/^\/(api|assets|uploads|payments)(\/|\?|$)/.test(request.url);
}

/** index.html rewritten for one navigation; `missing` when the address names something that does not exist. */
export interface IndexPage {
  html: string;
  missing?: boolean;
}

/**
 * Extension point: rewrites index.html for one navigation (e.g. link-preview tags of public event pages), and tells
 * an address whose page names something that does not exist (an unknown or malformed event id).
 */
export type IndexHtmlTransform = (html: string, request: FastifyRequest) => Promise<IndexPage>;

/**
 * index.html with this response's CSP nonce and preload hints for the page's scripts; a 404 with a build hint when
 * there is no build. An address that is no page of the SPA's route table, or whose page names something missing, is
 * answered 404 with the same index.html: the SPA shows its not-found page, crawlers and monitors see a missing page.
 */
export async function serveIndexHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
  transform?: IndexHtmlTransform,
  preloads = true,
): Promise<void> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    await reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(coreTexts.text(request.language, 'spa.notBuilt'));
    return;
  }
  // In the page's language first: a transform's own title (an event's name) replaces the route's.
  html = localiseHead(html, pageHeadOf(distDir, request));
  const page = transform ? await transform(html, request) : { html };
  await reply
    .status(isSpaRoute(distDir, request.url) && !page.missing ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .send(
      injectRoutePreloads(page.html, preloads ? routePreloadScripts(distDir, request) : []).replaceAll(
        NONCE_PLACEHOLDER,
        cspNonce(reply),
      ),
    );
}
