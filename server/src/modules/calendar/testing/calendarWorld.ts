import { newId } from '../../../lib/ids';
import { eventInstant } from '../../../db/eventTimes';
import type { Db } from '../../../db/database';
import { eventWorld, insertEvent, loggedInUser, type EventFixture } from '../../events/testing/eventFixtures';
import type { TestApp } from '../../../testing/testApp';

/** Moves an event to a given Rome wall-clock start and end (written as the seed writes them). */
export async function scheduleEvent(db: Db, eventId: string, start: [string, string], end: [string, string]) {
  await db
    .updateTable('events')
    .set({
      start_date: start[0],
      start_time: start[1],
      end_date: end[0],
      end_time: end[1],
      starts_at: eventInstant(...start),
      ends_at: eventInstant(...end),
    })
    .where('id', '=', eventId)
    .execute();
}

/** A purchase as the checkout leaves it: status 2 (completed) holds a ticket, 1 (initiated) and 3 (failed) do not. */
export async function insertPurchase(db: Db, userId: string, eventId: string, noOfTickets = 1, status: 1 | 2 | 3 = 2) {
  const id = newId();
  await db
    .insertInto('event_transactions')
    .values({
      id,
      user_id: userId,
      event_id: eventId,
      status,
      no_of_tickets: noOfTickets,
      ticket_holder_name: 'Luca Verdi',
      price: 10,
      service_fee: 0,
      final_price: 10,
      payment_type: 'PayPal',
      payment_provider: 'sandbox',
      reference: `R-${id}`,
      completed_at: status === 2 ? new Date().toISOString() : null,
    })
    .execute();
  return id;
}

/** An association that makes events, and logged-in members. */
export async function calendarWorld(t: TestApp) {
  const world = await eventWorld(t);
  const event = (fixture: Omit<EventFixture, 'associationId' | 'specialityId'> = {}) =>
    insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId, ...fixture });
  return { ...world, event, member: (name?: string) => loggedInUser(t, name) };
}
