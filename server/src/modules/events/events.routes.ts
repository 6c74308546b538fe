import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../auth/ownership';
import { createGeocoder } from '../../geo/createGeocoder';
import { GeocoderError, type Geocoder } from '../../geo/geocoder';
import { BEARER_SECURITY } from '../../http/openapi';
import { createPaymentProvider } from '../../payments/createPaymentProvider';
import type { PaymentProvider } from '../../payments/paymentProvider';
import { multipartValidatorCompiler } from '../../storage/formFields';
import { withMultipart } from '../../storage/uploadContext';
import { CategorySchema, SpecialitySchema } from '../../contract/event';
import { categoriesOfSpeciality, specialityOptions } from './catalogueOptions';
import { createGroupCommit } from '../../db/groupCommit';
import { getPublicEventDetail } from './eventDetail';
import { uploadEventImage } from './eventImageUpload';
import { createMemberReads } from './memberReads';
import { eventsListPageData, eventsVenuesPageData, memberEventPageData, publicEventPageData } from './eventsPageData';
import { eventTexts } from './events.texts';
import {
  CategoriesQuery,
  envelope,
  errors,
  EventDetailSchema,
  EventListItemSchema,
  EventListQuery,
  EventPictureFormSchema,
  FavouriteBody,
  GeocodeQuery,
  GeocodeSchema,
  IdParams,
  MyEventDetailSchema,
  MyEventItemSchema,
  PageQuery,
  PresenceBody,
  PresenceSchema,
  PublicEventSchema,
  UploadedImageSchema,
  VenuesSchema,
} from './events.schemas';
import { setFavourite } from './favourites';
import { toListFilters } from './listQuery';
import { getMyEvent, listMyEvents } from './myEvents';
import { setPresence } from './presence';
import type { ServiceFeeRule } from './tickets/serviceFee';
import { registerTicketChangeRoutes } from './tickets/ticketChanges.routes';
import { REFUND_RECONCILE_EVERY_MS, startRefundReconciler } from './tickets/refundReconciler';
import { registerTicketRoutes } from './tickets/tickets.routes';
import { createOfferAnnouncer } from './waitlist/offerMails';
import { OFFER_EXPIRY_EVERY_MS, startOfferExpiryJob } from './waitlist/offerExpiryJob';
import { registerOrganiserRoutes } from './organiser/organiser.routes';
import { notifiedPublisher, startLiveNotifications } from './notifications/notificationsLive';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { startReminderJob } from './reminders/reminderJob';
import { popularAndRecentVenues, recordVenueSearch } from './venues';
import { jobPublicUrl, publicUrlOf } from '../../http/publicUrl';

export interface EventsRoutesOptions {
  /** Defaults from config: PAYMENT_PROVIDER. */
  payments?: PaymentProvider;
  /** Defaults from config: GEOCODER. */
  geocoder?: Geocoder;
  /** Defaults from config: SERVICE_FEE_PERCENT / SERVICE_FEE_FIXED. */
  serviceFee?: ServiceFeeRule;
  now?: () => Date;
  /** How often the waiting-list offers past their time are ended (0: never, for tests that run the job). */
  offerExpiryEveryMs?: number;
  /** How often pending ticket refunds are asked about again (0: never, for tests that run the reconciler). */
  refundReconcileEveryMs?: number;
  /** How often the event reminders are sent (default EVENT_REMINDER_EVERY; 0: never, for tests that run the job). */
  reminderEveryMs?: number;
}

const DEFAULT_PAGE_SIZE = 10;
const TAGS = ['events'];

/** SPEC section 7 "Events": list, detail, my events, options, venues, geocoding, favourites, presence, tickets. */
export const eventsRoutes: FastifyPluginAsyncTypebox<EventsRoutesOptions> = async (app, options) => {
  const db = app.db;
  const now = options.now ?? (() => new Date());
  const geocoder = options.geocoder ?? createGeocoder(app.config);
  const { uploads } = app;
  const auth = { preHandler: app.authenticate };
  const memberReads = createMemberReads(db);
  const favouriteWrites = createGroupCommit(db);

  app.get(
    '/user/events',
    {
      ...auth,
      config: { pageData: [eventsListPageData] },
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'listEvents',
        summary: 'Events list with filters; by distance when a location is given, else by event date',
        querystring: EventListQuery,
        response: { 200: envelope(Type.Array(EventListItemSchema), true), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const filters = toListFilters(request.query, DEFAULT_PAGE_SIZE);
      const answer = await memberReads.list(
        reply as FastifyReply,
        user.id,
        filters,
        eventTexts.text(request.language, 'ok'),
        now(),
      );
      if (filters.location && filters.offset === 0)
        await recordVenueSearch(db, user.id, filters.location, filters.address);
      return answer;
    },
  );

  app.get(
    '/event/:id',
    {
      config: { pageData: [publicEventPageData] },
      schema: {
        tags: TAGS,
        operationId: 'getPublicEvent',
        summary: 'Public event page data (no login; no participants)',
        params: IdParams,
        response: { 200: envelope(PublicEventSchema), ...errors(400, 404) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'ok'),
      data: await getPublicEventDetail(db, request.params.id, publicUrlOf(request), now()),
    }),
  );

  app.get(
    '/user/event/:id',
    {
      ...auth,
      config: { pageData: [memberEventPageData] },
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'getEventDetail',
        summary: 'Event detail for a logged-in user (participants, favourite, share URL)',
        params: IdParams,
        response: { 200: envelope(EventDetailSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'ok'),
      data: await memberReads.detail(request.params.id, currentUser(request).id, publicUrlOf(request), now()),
    }),
  );

  app.get(
    '/user/myevents',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'listMyEvents',
        summary: "The user's completed ticket purchases with their events",
        querystring: PageQuery,
        response: { 200: envelope(Type.Array(MyEventItemSchema), true), ...errors(400, 401) },
      },
    },
    async (request) => {
      const page = await listMyEvents(
        db,
        currentUser(request).id,
        request.query.offset ?? 0,
        request.query.limit ?? DEFAULT_PAGE_SIZE,
        now(),
      );
      return { message: eventTexts.text(request.language, 'ok'), data: page.items, total: page.total };
    },
  );

  app.get(
    '/user/myevent/:id',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'getMyEvent',
        summary: "An event the user holds tickets for (:id is the event id), with the user's tickets",
        params: IdParams,
        response: { 200: envelope(MyEventDetailSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'ok'),
      data: await getMyEvent(db, currentUser(request).id, request.params.id, publicUrlOf(request), now()),
    }),
  );

  app.get(
    '/user/specialities/options',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'listSpecialities',
        summary: 'Specialities for the filter',
        response: { 200: envelope(Type.Array(SpecialitySchema)), ...errors(401) },
      },
    },
    async (request) => ({ message: eventTexts.text(request.language, 'ok'), data: await specialityOptions(db) }),
  );

  app.get(
    '/user/specialities/category',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'listSpecialityCategories',
        summary: 'Categories of one speciality',
        querystring: CategoriesQuery,
        response: {
          200: envelope(Type.Array(CategorySchema)),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'ok'),
      data: await categoriesOfSpeciality(db, request.query.specialityId),
    }),
  );

  app.get(
    '/user/popular/venues',
    {
      ...auth,
      config: { pageData: [eventsVenuesPageData] },
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'listPopularVenues',
        summary: "Popular venues and the user's recent location searches",
        response: { 200: envelope(VenuesSchema), ...errors(401) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'ok'),
      data: await popularAndRecentVenues(db, currentUser(request).id, now()),
    }),
  );

  app.get(
    '/user/geocode',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'geocodeAddress',
        summary: 'Geocode an address; the answer has the Google Geocoding shape (no envelope)',
        querystring: GeocodeQuery,
        response: { 200: GeocodeSchema, ...errors(400, 401, 502) },
      },
    },
    async (request) => {
      try {
        return await geocoder.geocode(request.query.address.trim());
      } catch (error) {
        if (!(error instanceof GeocoderError)) throw error;
        request.log.warn({ reason: error.message }, 'geocoding failed');
        throw eventTexts.error(502, 'geocoderUnavailable');
      }
    },
  );

  app.put(
    '/user/favourite/event/:id',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'setEventFavourite',
        summary: "Set the event's favourite state for this user (absolute, idempotent)",
        params: IdParams,
        body: FavouriteBody,
        response: { 200: envelope(Type.Object({ isFavourite: Type.Boolean() })), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const isFavourite = await setFavourite(
        favouriteWrites,
        currentUser(request).id,
        request.params.id,
        request.body.isFavourite,
      );
      return {
        message: eventTexts.text(request.language, isFavourite ? 'favouriteAdded' : 'favouriteRemoved'),
        data: { isFavourite },
      };
    },
  );

  app.put(
    '/user/event/presence',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'answerEventPresence',
        summary: "Answer the presence question for one of the user's completed purchases",
        body: PresenceBody,
        response: { 200: envelope(PresenceSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'presenceUpdated'),
      data: await setPresence(db, currentUser(request).id, request.body),
    }),
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/event/:id/image',
      {
        ...auth,
        validatorCompiler: multipartValidatorCompiler,
        schema: {
          tags: TAGS,
          security: BEARER_SECURITY,
          operationId: 'uploadEventImage',
          summary: 'Upload a picture to the event (multipart field "picture": one image, under 2 MB)',
          consumes: ['multipart/form-data'],
          params: IdParams,
          body: EventPictureFormSchema,
          response: { 201: envelope(UploadedImageSchema), ...errors(400, 401, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const image = await uploadEventImage(db, uploads, request, currentUser(request).id, request.params.id);
        return reply.status(201).send({ message: eventTexts.text(request.language, 'imageUploaded'), data: image });
      },
    );
  });

  const origin = jobPublicUrl(app);
  const notified = notifiedPublisher(app.realtime, app.log);
  const stopLiveNotifications = startLiveNotifications(db, app.realtime, app.log);
  app.addHook('onClose', async () => stopLiveNotifications());
  const reminderDeps = {
    db,
    mailer: app.mailer,
    log: app.log,
    now,
    leadMs: app.config.eventReminders.leadMs,
    origin,
    notified,
  };
  registerNotificationRoutes(app, reminderDeps);
  if (app.config.eventReminders.enabled) {
    startReminderJob(app, reminderDeps, options.reminderEveryMs ?? app.config.eventReminders.everyMs);
  }

  const ticketDeps = {
    db,
    payments: options.payments ?? createPaymentProvider(app.config, db),
    serviceFee: options.serviceFee ?? app.config.serviceFee,
    log: app.log,
    now,
    offerHoldMs: app.config.waitlistOfferHoldMs,
    announceOffers: createOfferAnnouncer(db, app.mailer, app.log, origin, notified),
  };
  registerTicketRoutes(app, ticketDeps);
  registerTicketChangeRoutes(app, ticketDeps);
  registerOrganiserRoutes(app, ticketDeps);
  startOfferExpiryJob(app, ticketDeps, options.offerExpiryEveryMs ?? OFFER_EXPIRY_EVERY_MS);
  startRefundReconciler(app, ticketDeps, options.refundReconcileEveryMs ?? REFUND_RECONCILE_EVERY_MS);
};
