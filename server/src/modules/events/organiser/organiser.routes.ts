import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../auth/ownership';
import { BEARER_SECURITY } from '../../../http/openapi';
import { envelope, errors, IdParams } from '../events.schemas';
import { eventTexts } from '../events.texts';
import type { TicketDeps } from '../tickets/ticketDeps';
import { capacityOf, setEventCapacity } from './eventCapacity';
import { CapacityBody, EventCapacitySchema, RaiseCapacityBody } from './organiser.schemas';

const TAGS = ['events'];

/**
 * What an organising association changes through this API: its event's capacity. Associations log in on the admin
 * site, whose sessions this API reads; outside production a hook lets the journeys act as the event's organiser.
 */
export function registerOrganiserRoutes(instance: FastifyInstance, deps: Omit<TicketDeps, 'publicUrl'>): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    '/organiser/event/:id/capacity',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        operationId: 'setEventCapacity',
        summary: 'The organising association sets its event’s total tickets',
        description:
          'New tickets go to the waiting list first, in order, as freed tickets do. 409 below the tickets taken ' +
          '(sold, being paid, held for offers); 403 for a member; 404 for an unknown event or another association’s.',
        params: IdParams,
        body: CapacityBody,
        response: { 200: envelope(EventCapacitySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.userType !== 'association') throw eventTexts.error(403, 'organiserOnly');
      const capacity = await setEventCapacity(deps, user.id, request.params.id, request.body.totalTickets);
      return { message: eventTexts.text(request.language, 'capacityChanged'), data: capacity };
    },
  );

  if (app.config.isProduction) return;
  app.post(
    '/dev/event/:id/capacity/raise',
    {
      schema: {
        tags: ['system'],
        operationId: 'setEventCapacityAsOrganiser',
        summary: 'Raise an event’s total tickets as its organiser would (development only)',
        description: 'For the journeys, which have no organiser screen. Absent when NODE_ENV=production.',
        params: IdParams,
        body: RaiseCapacityBody,
        response: { 200: envelope(EventCapacitySchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const current = await capacityOf(app.db, request.params.id);
      if (!current) throw eventTexts.error(404, 'eventNotFound');
      const total = current.totalTickets + request.body.raiseBy;
      const capacity = await setEventCapacity(deps, current.associationId, request.params.id, total);
      return { message: eventTexts.text(request.language, 'capacityChanged'), data: capacity };
    },
  );
}
