import type { Db } from '../../../db/database';
import { eventInstant } from '../../../db/eventTimes';
import { newId } from '../../../lib/ids';
import type { TestApp } from '../../../testing/testApp';
import { insertTestUser } from '../../../testing/testUsers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' `offset` days from today (UTC). */
export function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

export async function insertSpeciality(db: Db, title: string) {
  const id = newId();
  await db.insertInto('specialities').values({ id, title }).execute();
  return id;
}

export async function insertCategory(db: Db, specialityId: string, name: string) {
  const id = newId();
  await db.insertInto('categories').values({ id, speciality_id: specialityId, name, icon: null }).execute();
  return id;
}

export async function insertVenue(db: Db, name: string, lat: number, lng: number) {
  const id = newId();
  await db
    .insertInto('venues')
    .values({ id, name, address: `${name}, Italia`, city: null, lat, lng })
    .execute();
  return id;
}

export interface EventFixture {
  associationId: string;
  specialityId: string;
  categoryId?: string | null;
  venueId?: string | null;
  name?: string;
  lat?: number;
  lng?: number;
  address?: string;
  /** Days from today. */
  startOffset?: number;
  /** Days the event lasts after its start day (0 = one day). */
  lengthDays?: number;
  startTime?: string;
  endTime?: string;
  cost?: number;
  tickets?: number;
  picture?: string | null;
  descriptionHtml?: string;
}

export async function insertEvent(db: Db, fixture: EventFixture) {
  const id = newId();
  const startDate = dayFromToday(fixture.startOffset ?? 10);
  const endDate = dayFromToday((fixture.startOffset ?? 10) + (fixture.lengthDays ?? 0));
  const startTime = fixture.startTime ?? '10:00';
  const endTime = fixture.endTime ?? '12:00';
  const tickets = fixture.tickets ?? 20;
  await db
    .insertInto('events')
    .values({
      id,
      association_id: fixture.associationId,
      speciality_id: fixture.specialityId,
      category_id: fixture.categoryId ?? null,
      venue_id: fixture.venueId ?? null,
      name: fixture.name ?? `Evento ${id.slice(-4)}`,
      address: fixture.address ?? 'Via dello Sport 1, Milano',
      lat: fixture.lat ?? 45.4642,
      lng: fixture.lng ?? 9.19,
      start_date: startDate,
      end_date: endDate,
      start_time: startTime,
      end_time: endTime,
      starts_at: eventInstant(startDate, startTime),
      ends_at: eventInstant(endDate, endTime),
      cost: fixture.cost ?? 10,
      currency_symbol: '€',
      description_html: fixture.descriptionHtml ?? '<p>Una giornata di <strong>sport</strong>.</p>',
      website_url: 'www.campo.example',
      total_tickets: tickets,
      remaining_tickets: tickets,
      picture: fixture.picture === undefined ? '/uploads/seed/events/calcio-0.png' : fixture.picture,
    })
    .execute();
  return id;
}

/** A speciality, an association and a logged-in user: the minimum world for event tests. */
export async function eventWorld(t: TestApp) {
  const db = t.database.db;
  const specialityId = await insertSpeciality(db, `Calcio ${newId().slice(-6)}`);
  const association = await insertTestUser(db, { userType: 'association', firstName: 'ASD Campo Milano' });
  return { db, specialityId, associationId: association.id };
}

export interface LoggedInUser {
  id: string;
  headers: Record<string, string>;
}

export async function loggedInUser(t: TestApp, firstName = 'Luca'): Promise<LoggedInUser> {
  const user = await insertTestUser(t.database.db, { firstName });
  const token = await t.app.sessions.start(user.id);
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** A `data_versions` row's version as a number (PostgreSQL's bigint comes back as text). */
export async function dataVersion(db: Db, name: 'events' | 'event_details'): Promise<number> {
  const row = await db.selectFrom('data_versions').select('version').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.version);
}
