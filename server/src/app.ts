import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { createAuthenticate } from './auth/authenticate';
import { createAccountThrottle } from './auth/accountThrottle';
import { createSessionCache, followSessionEnds } from './auth/sessionCache';
import { acknowledgeSessionEnds, busAudience, newInstanceId } from './auth/sessionEndAcks';
import { createSessions } from './auth/sessions';
import { databaseRateLimitStore } from './auth/throttleStore';
import { createTokenSigner } from './auth/tokens';
import { sharedTokenSecret } from './auth/sharedTokenSecret';
import type { AppConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { API_PREFIX, isApiPath, pathOf } from './http/apiPaths';
import { registerClientKeyCheck } from './http/clientKey';
import { handleError } from './http/errorHandler';
import { registerFormats } from './http/formats';
import { registerOpenApi } from './http/openapi';
import { registerRequestLanguage } from './http/requestLanguage';
import { registerSecurityHeaders } from './http/security';
import { createPageDataHtml, pageDataOfRoutes } from './http/pageData';
import { isSpaNavigation, registerSpaFiles, serveIndexHtml } from './http/spa';
import { registerTextHygiene } from './http/textHygiene';
import { registerUploads } from './http/uploads';
import { configuredUploadStore } from './storage/configuredUploadStore';
import { lazySerializers } from './http/serializerCompiler';
import { validatorCompiler } from './http/validatorCompiler';
import { createMailer } from './mail/mailer';
import { sandboxPaymentRoutes } from './payments/sandboxRoutes';
import { accountRoutes } from './modules/account/account.routes';
import { associationRoutes } from './modules/associations/associations.routes';
import { calendarFeedRoutes, calendarFileRoutes } from './modules/calendar/calendar.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { productsRoutes } from './modules/products/products.routes';
import { createPublicEventHtml } from './modules/events/publicEventMeta';
import { MESSAGES_LIVE_EVENTS } from './modules/messages/live.schemas';
import { messagesRoutes } from './modules/messages/messages.routes';
import { systemRoutes } from './modules/system/system.routes';
import { createRealtimeBus } from './realtime/createBus';
import { CART_LIVE_EVENTS } from './modules/products/cartLive.schemas';
import { NOTIFICATION_LIVE_EVENTS } from './modules/events/notifications/notificationsLive.schemas';
import { registerRealtime } from './realtime/realtime.plugin';
import { coreTexts } from './i18n/catalogue';

export interface BuildAppOptions {
  /** A connected, migrated database (tests). Without it the app connects from config and closes on app.close(). */
  database?: DatabaseHandle;
}

export async function buildApp(givenConfig: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await connectDatabase({ databaseUrl: givenConfig.databaseUrl, sqliteFile: givenConfig.sqliteFile }));
  const config = givenConfig.tokenSecretInDatabase
    ? { ...givenConfig, tokenSecret: await sharedTokenSecret(database.db) }
    : givenConfig;

  const app = Fastify({
    logger: { level: config.logLevel },
    // Access lines (request in, response out) only with ACCESS_LOG=true: they cost a write each per request.
    logController: new LogController({ disableRequestLogging: !config.accessLog }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Response serializers are built at each route's first answer (see http/serializerCompiler.ts).
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
    // Bodies are checked by TypeBox schemas; never coerce or strip silently (see http/validatorCompiler.ts).
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerFormats();

  if (!options.database) app.addHook('onClose', () => database.close());

  const tokens = createTokenSigner(config.tokenSecret, config.tokenTtlSeconds);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', createMailer(config, database.db, app.log));
  app.decorate('tokens', tokens);
  // One store for every upload route and for serving them: a folder, the database or S3 (UPLOAD_STORE).
  app.decorate('uploads', configuredUploadStore(config, database.db));
  // Made before the sessions, which announce their end on it (every instance closes the ended sessions' sockets).
  const realtimeBus = await createRealtimeBus(database, app.log);
  // The cache forgets an ended session before this instance acknowledges the end (subscribers run in order).
  const sessionCache = createSessionCache(config.sessionCache);
  const stopFollowingSessionEnds = followSessionEnds(sessionCache, realtimeBus);
  const stopAcknowledging = acknowledgeSessionEnds(realtimeBus, newInstanceId(), (error) =>
    app.log.warn({ reason: error.message }, 'sessions-ended not acknowledged'),
  );
  app.addHook('onClose', async () => {
    stopAcknowledging();
    stopFollowingSessionEnds();
  });
  app.decorate('sessionCache', sessionCache);
  const audience = busAudience(database, config.workers);
  app.decorate(
    'sessions',
    createSessions(database.db, tokens, config.tokenTtlSeconds, realtimeBus, app.log, sessionCache, audience),
  );
  app.decorate('accountThrottle', createAccountThrottle(database.db, config.rateLimits.account));
  app.decorate('authenticate', createAuthenticate(app, tokens));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  registerRequestLanguage(app);
  app.setErrorHandler(handleError);
  // Before every route: refuses control and bidi characters, trims text (see http/textHygiene.ts).
  registerTextHygiene(app);
  await registerSecurityHeaders(app);
  // Responses only: no client sends compressed bodies, and the decompression hook would run on every request.
  await app.register(compress, { encodings: ['br', 'gzip', 'deflate'], globalDecompression: false });
  await app.register(rateLimit, {
    global: false,
    // Counters in the database: every server on it shares the limits (see README, Sessions and limits).
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) =>
      coreTexts.error(context.statusCode, 'common.tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  // @fastify/multipart is registered around the upload routes only (storage/uploadContext.ts): its hooks cost every request.
  await registerOpenApi(app, config);
  // Before every API route, so @fastify/websocket sees their upgrades; after the OpenAPI plugin, which documents /api/ws.
  await registerRealtime(app, {
    bus: realtimeBus,
    heartbeatMs: config.realtimeHeartbeatMs,
    liveEvents: [...MESSAGES_LIVE_EVENTS, ...CART_LIVE_EVENTS, ...NOTIFICATION_LIVE_EVENTS],
  });
  registerClientKeyCheck(app, config.secretHeader);

  // The answers the routes below declare as a page's first request (route option `config.pageData`).
  const pageData = pageDataOfRoutes(app);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(accountRoutes);
      await api.register(associationRoutes);
      await api.register(contactRoutes);
      await api.register(eventsRoutes);
      await api.register(productsRoutes);
      await api.register(ordersRoutes);
      await api.register(messagesRoutes);
      await api.register(calendarFeedRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (config.payments.provider === 'sandbox') await app.register(sandboxPaymentRoutes);
  await app.register(calendarFileRoutes);
  registerUploads(app);
  await registerSpaFiles(app, config.distDir);
  const publicEventHtml = createPublicEventHtml(database.db);
  const pageDataHtml = createPageDataHtml(app, config.secretHeader, pageData);
  const indexHtml = async (html: string, request: FastifyRequest) => {
    const page = await publicEventHtml(html, request);
    return { ...page, html: await pageDataHtml(page.html, request) };
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && isSpaNavigation(request))
      return serveIndexHtml(request, reply, config.distDir, indexHtml, config.routePreloads);
    throw coreTexts.error(404, 'common.notFound', { method: request.method, path: pathOf(request.url) });
  });

  return app;
}
