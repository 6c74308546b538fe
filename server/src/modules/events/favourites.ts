import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/groupCommit';
import { preparedQuery } from '../../db/preparedQuery';
import { newId } from '../../lib/ids';
import { eventTexts } from './events.texts';

// Compiled once (db/preparedQuery.ts). A change is one statement; the event is looked up only when nothing changed.
const eventExists = preparedQuery<{ eventId: string }, { id: string }>((db, values) =>
  db.selectFrom('events').select('id').where('id', '=', values.eventId),
);

/** Inserts the favourite when the event exists and the user does not have it yet. */
const addFavourite = preparedQuery<{ id: string; userId: string; eventId: string }, never>((db, values) =>
  db
    .insertInto('event_favourites')
    .columns(['id', 'user_id', 'event_id'])
    .expression((eb) =>
      eb
        .selectFrom('events')
        .select([
          eb.cast(eb.val(values.id), 'text').as('id'),
          eb.cast(eb.val(values.userId), 'text').as('user_id'),
          'events.id',
        ])
        .where('events.id', '=', values.eventId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing()),
);

const removeFavourite = preparedQuery<{ userId: string; eventId: string }, never>((db, values) =>
  db.deleteFrom('event_favourites').where('user_id', '=', values.userId).where('event_id', '=', values.eventId),
);

/** Writes the state; false when there is no such event. */
async function write(db: Db, userId: string, eventId: string, isFavourite: boolean): Promise<boolean> {
  const changed = isFavourite
    ? await addFavourite.run(db, { id: newId(), userId, eventId })
    : await removeFavourite.run(db, { userId, eventId });
  // Nothing changed: the state was already the one asked for, or there is no such event.
  return changed > 0 || (await eventExists.execute(db, { eventId })).length > 0;
}

/**
 * Sets the absolute favourite state for this user (idempotent: repeating a state changes nothing), committed with
 * the other favourite writes of the moment (db/groupCommit.ts).
 */
export async function setFavourite(
  writes: GroupCommit,
  userId: string,
  eventId: string,
  isFavourite: boolean,
): Promise<boolean> {
  if (!(await writes.run((db) => write(db, userId, eventId, isFavourite))))
    throw eventTexts.error(404, 'eventNotFound');
  return isFavourite;
}
