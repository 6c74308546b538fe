import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../auth/ownership';
import { BEARER_SECURITY } from '../../../http/openapi';
import { eventTexts } from '../events.texts';
import { envelope, errors, IdParams } from '../events.schemas';
import { joinWaitlist, leaveWaitlist, waitlistPlaceOf } from '../waitlist/waitlist';
import type { TicketDeps } from './ticketDeps';
import { dropNextSandboxRefundAnswer } from '../../../payments/sandboxProvider';
import { reconcileRefunds } from './refundReconciler';
import { cancelTickets } from './ticketRefund';
import {
  CancelTicketsBody,
  JobClockBody,
  JoinWaitlistBody,
  LeftWaitlistSchema,
  NullableWaitlistPlace,
  RefundReconcileSchema,
  SandboxDropSchema,
  TicketRefundSchema,
  WaitlistPlaceSchema,
} from './ticketChanges.schemas';

const TAGS = ['events'];

/** After a purchase: cancel tickets with a refund; on a sold-out event: the waiting list. */
export function registerTicketChangeRoutes(instance: FastifyInstance, deps: Omit<TicketDeps, 'publicUrl'>): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const auth = { preHandler: app.authenticate };
  const withUrl = { ...deps, publicUrl: '' };

  app.post(
    '/user/event/transaction/:id/cancel',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'cancelEventTickets',
        summary: 'Cancel some or all tickets of a completed purchase and refund their share',
        description:
          'Until the event’s cancellation deadline (by default 48 hours before the start). The refund goes through ' +
          'the payment provider; the freed tickets go to the waiting list first. 409 after the deadline, for tickets ' +
          'already cancelled or more than the purchase holds; 404 for an unknown purchase or someone else’s; 502 ' +
          'when the provider refused (nothing changed). 202 with status pending when the provider’s answer was ' +
          'lost: the tickets are off the purchase and the reconciler finishes the refund (never twice).',
        params: IdParams,
        body: CancelTicketsBody,
        response: {
          200: envelope(TicketRefundSchema),
          202: envelope(TicketRefundSchema),
          ...errors(400, 401, 404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      const refund = await cancelTickets(withUrl, currentUser(request).id, request.params.id, request.body.noOfTickets);
      const amount = refund.amount.toFixed(2);
      if (refund.status === 'pending') {
        const message = eventTexts.text(request.language, 'refundInProgress', { amount });
        return reply.status(202).send({ message, data: refund });
      }
      return { message: eventTexts.text(request.language, 'ticketsCancelled', { amount }), data: refund };
    },
  );

  app.get(
    '/user/event/:id/waitlist',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'getWaitlistPlace',
        summary: 'The member’s place on the event’s waiting list (null when not in line)',
        params: IdParams,
        response: { 200: envelope(NullableWaitlistPlace), ...errors(400, 401) },
      },
    },
    async (request) => ({
      message: eventTexts.text(request.language, 'ok'),
      data: await waitlistPlaceOf(deps.db, currentUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/user/event/:id/waitlist',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'joinWaitlist',
        summary: 'Join a sold-out event’s waiting list for a number of tickets',
        description: '409 when tickets are on sale, the event ended or the member is already in line.',
        params: IdParams,
        body: JoinWaitlistBody,
        response: { 201: envelope(WaitlistPlaceSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const place = await joinWaitlist(deps, currentUser(request).id, request.params.id, request.body.noOfTickets);
      return reply.status(201).send({ message: eventTexts.text(request.language, 'waitlistJoined'), data: place });
    },
  );

  app.delete(
    '/user/event/:id/waitlist',
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'leaveWaitlist',
        summary: 'Leave the event’s waiting list; an offer running for the member goes to the next in line',
        params: IdParams,
        response: { 200: envelope(LeftWaitlistSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await leaveWaitlist(deps, currentUser(request).id, request.params.id);
      return { message: eventTexts.text(request.language, 'waitlistLeft'), data: { eventId: request.params.id } };
    },
  );

  // The journeys run the refund reconciler on their clock through this; never in production.
  if (app.config.isProduction) return;
  app.post(
    '/dev/jobs/refund-reconcile',
    {
      schema: {
        tags: ['system'],
        operationId: 'runRefundReconciler',
        summary: 'Run the ticket refund reconciler once at the given instant (development only)',
        description: 'Absent when NODE_ENV=production.',
        body: JobClockBody,
        response: { 200: envelope(RefundReconcileSchema), ...errors(400) },
      },
    },
    async (request) => {
      const at = new Date(request.body.now);
      const outcome = await reconcileRefunds({ ...deps, now: () => at });
      return { message: eventTexts.text(request.language, 'ok'), data: outcome };
    },
  );

  app.post(
    '/dev/payments/sandbox/drop-next-refund-answer',
    {
      schema: {
        tags: ['system'],
        operationId: 'dropNextSandboxRefundAnswer',
        summary: 'The sandbox makes the next refund but loses its answer (development only)',
        description: 'For the journeys of a refund in progress. Absent when NODE_ENV=production.',
        response: { 200: envelope(SandboxDropSchema) },
      },
    },
    async (request) => {
      dropNextSandboxRefundAnswer();
      return { message: eventTexts.text(request.language, 'ok'), data: { dropped: true as const } };
    },
  );
}
