import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../auth/ownership';
import { BEARER_SECURITY } from '../../../http/openapi';
import { eventTexts } from '../events.texts';
import { envelope, errors } from '../events.schemas';
import { cancelTicketPurchase, captureTicketPurchase } from './ticketCapture';
import type { TicketDeps } from './ticketDeps';
import { startTicketPurchase, TicketPriceChanged } from './ticketPurchase';
import { errorBody } from '../../../http/errorBody';
import { quoteTickets } from './ticketQuote';
import {
  CancelBody,
  CaptureBody,
  StartedPurchaseSchema,
  StartTicketBody,
  TicketQuoteSchema,
  TicketRefusedSchema,
  TicketRequestBody,
  TicketTransactionSchema,
} from './tickets.schemas';
import { publicUrlOf } from '../../../http/publicUrl';

const TAGS = ['events'];

/** Ticket purchase: preview, start (provider order), capture on return, cancel. */
export function registerTicketRoutes(instance: FastifyInstance, deps: Omit<TicketDeps, 'publicUrl'>): void {
  // The payer comes back to the origin they started from (PUBLIC_URL when set).
  const depsFor = (request: FastifyRequest): TicketDeps => ({ ...deps, publicUrl: publicUrlOf(request) });
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const auth = { preHandler: app.authenticate };

  app.post(
    '/user/event/preview/transaction',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'previewTicketTransaction',
        summary: 'Price of tickets before paying: cost, service fee, final price',
        body: TicketRequestBody,
        response: { 200: envelope(TicketQuoteSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'previewReady'),
      // The member's own waiting-list offer counts as tickets they may buy (as the purchase itself counts it).
      data: await quoteTickets(deps.db, request.body, deps.serviceFee, deps.now(), currentUser(request).id),
    }),
  );

  app.post(
    '/user/init/event/transaction',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'startTicketTransaction',
        summary: 'Start a ticket purchase: an Initiated transaction and the payment approval URL',
        description:
          'Charges the final price the preview showed (expectedFinalPrice). When the price changed since, nothing starts: 409 with reason pricesChanged and the new quote to show and confirm.',
        body: StartTicketBody,
        response: { 201: envelope(StartedPurchaseSchema), ...errors(400, 401, 404, 502), 409: TicketRefusedSchema },
      },
    },
    async (request, reply) => {
      let started;
      try {
        started = await startTicketPurchase(depsFor(request), currentUser(request).id, request.body);
      } catch (error) {
        if (!(error instanceof TicketPriceChanged)) throw error;
        const message = eventTexts.text(request.language, 'ticketPriceChanged');
        return reply.status(409).send({ ...errorBody(409, message), reason: 'pricesChanged', quote: error.quote });
      }
      const message = eventTexts.text(request.language, started.approvalUrl ? 'paymentStarted' : 'ticketsBooked');
      return reply.status(201).send({ message, data: started });
    },
  );

  app.post(
    '/user/update/transaction',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'captureTicketTransaction',
        summary: 'Capture the approved payment (token = order id) and book the tickets; idempotent',
        body: CaptureBody,
        response: { 200: envelope(TicketTransactionSchema), ...errors(400, 401, 402, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const outcome = await captureTicketPurchase(depsFor(request), currentUser(request).id, request.body.token);
      return { message: eventTexts.text(request.language, 'ticketsBooked'), data: outcome.transaction };
    },
  );

  app.post(
    '/user/cancel/transaction',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'cancelTicketTransaction',
        summary: 'The payer cancelled at the provider: mark the transaction Failed / Cancelled (3)',
        body: CancelBody,
        response: { 200: envelope(TicketTransactionSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'paymentCancelled'),
      data: await cancelTicketPurchase(depsFor(request), currentUser(request).id, request.body.token),
    }),
  );
}
