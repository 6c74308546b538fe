import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { DOCS_PATH, isApiPath, isPublicApiPath } from './apiPaths';
import { ErrorBodySchema } from './errorBody';
import { titledSchemasAsComponents } from './openapiComponents';
import { DOCS_CSP } from './security';

export const API_TAGS = [
  { name: 'system', description: 'Health check and development helpers' },
  { name: 'account', description: 'Login, signup and the user profile' },
  { name: 'contact', description: 'Messages to the provider' },
  { name: 'associations', description: 'Associations: list, detail and follow' },
  { name: 'events', description: 'Event discovery, detail, favourites, presence, pictures and tickets' },
  { name: 'products', description: 'Products, product categories, the cart and the address book' },
  {
    name: 'orders',
    description: 'Product order preview, payment and capture; my orders (events and products), buy again',
  },
  { name: 'payments', description: 'Payment provider pages and callbacks' },
  { name: 'messages', description: 'Teams, direct and group chats, groups (live events: WebSocket /api/ws)' },
  { name: 'calendar', description: "The member's calendar feed: its secret address and the feed (outside /api)" },
];

/** Route `security` for routes that need the bearer token as well as the client key. */
export const BEARER_SECURITY = [{ clientKey: [], bearerAuth: [] }];
/** Route `security` for the routes that need no header at all (health, docs). */
export const NO_SECURITY: Array<Record<string, string[]>> = [];

type RouteSchema = { response?: Record<string, unknown>; security?: unknown } & Record<string, unknown>;

/**
 * The error answers every route shares, added to the document: 403 from the client key check on every /api route
 * but health and docs, 401 from the token check on bearer routes.
 */
export function withSharedErrors(schema: RouteSchema | undefined, url: string): RouteSchema | undefined {
  if (!schema || !isApiPath(url) || isPublicApiPath(url)) return schema;
  const response = { ...schema.response };
  response['403'] ??= ErrorBodySchema;
  if (schema.security === BEARER_SECURITY) response['401'] ??= ErrorBodySchema;
  return { ...schema, response };
}

/** The OpenAPI document (built from the route schemas) at /api/docs/json and Swagger UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    hideUntagged: true,
    transform: ({ schema, url }) => ({
      schema: withSharedErrors(schema as RouteSchema | undefined, url) as never,
      url,
    }),
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? titledSchemasAsComponents(documentObject.openapiObject)
        : documentObject.swaggerObject,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campo API',
        version: '1.0.0',
        // package.json's UNLICENSED: all rights reserved; an SPDX reference, as there is no public licence text.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'Reference API of the Campo web app. Every route except /api/health and /api/docs needs the client key ' +
          `header (${config.secretHeader.name}); messages are localised by Accept-Language (it, en).`,
      },
      // Relative, so the document is the same on every machine (docs/openapi.json is committed).
      servers: [{ url: '/' }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          clientKey: { type: 'apiKey', in: 'header', name: config.secretHeader.name },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ clientKey: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, persistAuthorization: false },
  });
}
