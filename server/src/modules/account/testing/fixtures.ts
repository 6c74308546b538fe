import type { Db } from '../../../db/database';
import { eventInstant } from '../../../db/eventTimes';
import { newId } from '../../../lib/ids';
import { insertTestUser } from '../../../testing/testUsers';

export async function insertSpeciality(db: Db, title = `Calcio ${newId().slice(-6)}`) {
  const id = newId();
  await db.insertInto('specialities').values({ id, title }).execute();
  return { id, title };
}

export interface AssociationOptions {
  name?: string;
  status?: 'pending' | 'approved' | 'rejected';
  city?: string;
}

/** An association account (approved unless said otherwise). */
export async function insertAssociation(db: Db, options: AssociationOptions = {}) {
  const speciality = await insertSpeciality(db);
  const user = await insertTestUser(db, {
    userType: 'association',
    firstName: options.name ?? 'ASD Campo Verde',
    lastName: '',
  });
  await db
    .updateTable('users')
    .set({
      approval_status: options.status ?? 'approved',
      address_city: options.city ?? 'Milano',
      speciality_id: speciality.id,
      description: 'Scuola calcio per ragazzi.',
      website_url: 'https://campoverde.example',
    })
    .where('id', '=', user.id)
    .execute();
  return { ...user, name: options.name ?? 'ASD Campo Verde', speciality };
}

export interface EventOptions {
  associationId: string;
  specialityId: string;
  name?: string;
  /** Days from today of the start date; the event lasts one day. */
  startsInDays?: number;
}

function isoDay(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

export async function insertEvent(db: Db, options: EventOptions) {
  const id = newId();
  const day = isoDay(options.startsInDays ?? 10);
  await db
    .insertInto('events')
    .values({
      id,
      association_id: options.associationId,
      speciality_id: options.specialityId,
      category_id: null,
      venue_id: null,
      name: options.name ?? 'Torneo di primavera',
      address: 'Via dello Sport 3, Milano',
      lat: 45.46,
      lng: 9.19,
      start_date: day,
      end_date: day,
      start_time: '10:00',
      end_time: '12:00',
      starts_at: eventInstant(day, '10:00'),
      ends_at: eventInstant(day, '12:00'),
      cost: 10,
      description_html: '<p>Torneo <strong>aperto</strong> a tutti &amp; gratuito.</p>',
      website_url: null,
      total_tickets: 50,
      remaining_tickets: 50,
      picture: '/uploads/seed/events/torneo.png',
    })
    .execute();
  return { id, day };
}

export async function insertFavourite(db: Db, userId: string, eventId: string) {
  await db.insertInto('event_favourites').values({ id: newId(), user_id: userId, event_id: eventId }).execute();
}
