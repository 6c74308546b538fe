import type { Static } from 'typebox';
import type { Db, EventRow } from '../../db/database';
import { toDateOnly, toIsoRequired, toMoney } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
import { isExpiredAt } from './eventListItem';
import { eventTexts } from './events.texts';
import type { EventDetailSchema, PublicEventSchema } from './events.schemas';

export const PUBLIC_EVENT_PATH = '/event/detail/public';

/** SPEC section 3 "Event (detail)"; the public page gets it without participants and favourite. */
export type PublicEventDetail = Static<typeof PublicEventSchema>;
export type EventDetail = Static<typeof EventDetailSchema>;
export type SubscribedUser = EventDetail['subscribedUsers'][number];

// The detail's queries are compiled once (db/preparedQuery.ts): building them cost more CPU than running them.

/** The event with its names; `is_favourite` for `userId` in the same query ('' for nobody: no user has that id). */
const eventWithNames = preparedQuery<{ eventId: string; userId: string }, EventDetailRow>((db, values) =>
  db
    .selectFrom('events')
    .innerJoin('specialities', 'specialities.id', 'events.speciality_id')
    .innerJoin('users as association', 'association.id', 'events.association_id')
    .leftJoin('categories', 'categories.id', 'events.category_id')
    .selectAll('events')
    .select([
      'specialities.title as speciality_title',
      'categories.name as category_name',
      'categories.icon as category_icon',
      'association.first_name as association_name',
      'association.picture as association_picture',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('event_favourites')
            .select('event_favourites.id')
            .where('event_favourites.user_id', '=', values.userId)
            .whereRef('event_favourites.event_id', '=', 'events.id'),
        )
        .as('is_favourite'),
    )
    .where('events.id', '=', values.eventId),
);

const imagesOf = preparedQuery<{ eventId: string }, { id: string; url: string }>((db, values) =>
  db
    .selectFrom('event_images')
    .select(['id', 'url'])
    .where('event_id', '=', values.eventId)
    .orderBy('created_at')
    .orderBy('id'),
);

const documentsOf = preparedQuery<{ eventId: string }, { id: string; name: string; url: string }>((db, values) =>
  db
    .selectFrom('event_documents')
    .select(['id', 'name', 'url'])
    .where('event_id', '=', values.eventId)
    .orderBy('created_at')
    .orderBy('id'),
);

/** Distinct buyers of completed tickets, first buyer first. */
const buyersOf = preparedQuery<
  { eventId: string },
  { id: string; picture: string | null; first_name: string; last_name: string }
>((db, values) =>
  db
    .selectFrom('event_transactions')
    .innerJoin('users', 'users.id', 'event_transactions.user_id')
    .select(['users.id', 'users.picture', 'users.first_name', 'users.last_name'])
    .select((eb) => eb.fn.min('event_transactions.completed_at').as('first_completed'))
    .where('event_transactions.event_id', '=', values.eventId)
    .where('event_transactions.status', '=', 2)
    .groupBy(['users.id', 'users.picture', 'users.first_name', 'users.last_name'])
    .orderBy('first_completed')
    .orderBy('users.id'),
);

async function loadEvent(db: Db, eventId: string, userId: string): Promise<EventDetailRow> {
  const [row] = await eventWithNames.execute(db, { eventId, userId });
  if (!row) throw eventTexts.error(404, 'eventNotFound');
  return row;
}

type EventDetailRow = EventRow & {
  speciality_title: string;
  category_name: string | null;
  category_icon: string | null;
  association_name: string;
  association_picture: string | null;
  is_favourite: unknown;
};

export async function getPublicEventDetail(
  db: Db,
  eventId: string,
  publicUrl: string,
  now: Date,
): Promise<PublicEventDetail> {
  return publicDetailOf(db, await loadEvent(db, eventId, ''), publicUrl, now);
}

async function publicDetailOf(db: Db, row: EventDetailRow, publicUrl: string, now: Date): Promise<PublicEventDetail> {
  const eventId = row.id;
  const [images, documents] = await Promise.all([
    imagesOf.execute(db, { eventId }),
    documentsOf.execute(db, { eventId }),
  ]);
  const startDate = toDateOnly(row.start_date) ?? row.start_date;
  return {
    _id: row.id,
    name: row.name,
    picture: row.picture,
    speciality: { _id: row.speciality_id, title: row.speciality_title },
    category:
      row.category_id && row.category_name !== null
        ? { _id: row.category_id, name: row.category_name, icon: row.category_icon }
        : null,
    cost: toMoney(row.cost),
    currencySymbol: row.currency_symbol,
    startDate,
    endDate: toDateOnly(row.end_date) ?? row.end_date,
    eventDate: startDate,
    startTime: row.start_time,
    endTime: row.end_time,
    location: { address: row.address, coordinates: [Number(row.lng), Number(row.lat)] },
    description: row.description_html,
    websiteUrl: row.website_url,
    remainingTickets: Number(row.remaining_tickets),
    totalTickets: Number(row.total_tickets),
    images: images.map((image) => ({ _id: image.id, url: image.url })),
    documents: documents.map((doc) => ({ _id: doc.id, name: doc.name, url: doc.url })),
    association: { _id: row.association_id, name: row.association_name, picture: row.association_picture },
    isExpired: isExpiredAt(row.ends_at, now),
    shareUrl: `${publicUrl}${PUBLIC_EVENT_PATH}/${row.id}`,
  };
}

async function subscribedUsersOf(db: Db, eventId: string): Promise<SubscribedUser[]> {
  const rows = await buyersOf.execute(db, { eventId });
  return rows.map((row) => ({ _id: row.id, picture: row.picture, firstName: row.first_name, lastName: row.last_name }));
}

/** What every member sees of an event (no favourite flag), and until when (epoch ms) it holds as it is. */
export interface SharedEventDetail {
  detail: Omit<EventDetail, 'isFavourite'>;
  /** The event's end while it is still to come (isExpired flips then), else Infinity. */
  validUntil: number;
}

export async function getSharedEventDetail(
  db: Db,
  eventId: string,
  publicUrl: string,
  now: Date,
): Promise<SharedEventDetail> {
  const row = await loadEvent(db, eventId, '');
  const [detail, subscribedUsers] = await Promise.all([
    publicDetailOf(db, row, publicUrl, now),
    subscribedUsersOf(db, eventId),
  ]);
  return {
    detail: { ...detail, subscribedUsers },
    validUntil: detail.isExpired ? Infinity : Date.parse(toIsoRequired(row.ends_at)),
  };
}

export async function getEventDetail(
  db: Db,
  eventId: string,
  userId: string,
  publicUrl: string,
  now: Date,
): Promise<EventDetail> {
  const row = await loadEvent(db, eventId, userId);
  const [detail, subscribedUsers] = await Promise.all([
    publicDetailOf(db, row, publicUrl, now),
    subscribedUsersOf(db, eventId),
  ]);
  return { ...detail, subscribedUsers, isFavourite: Boolean(Number(row.is_favourite)) };
}
