import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { newId } from '../../lib/ids';
import { eventTexts } from './events.texts';

// Compiled once (db/preparedQuery.ts): building the three queries cost more CPU than running them.
const eventExists = preparedQuery<{ eventId: string }, { id: string }>((db, values) =>
  db.selectFrom('events').select('id').where('id', '=', values.eventId),
);

const addFavourite = preparedQuery<{ id: string; userId: string; eventId: string }, never>((db, values) =>
  db
    .insertInto('event_favourites')
    .values({ id: values.id, user_id: values.userId, event_id: values.eventId })
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing()),
);

const removeFavourite = preparedQuery<{ userId: string; eventId: string }, never>((db, values) =>
  db.deleteFrom('event_favourites').where('user_id', '=', values.userId).where('event_id', '=', values.eventId),
);

/** Sets the absolute favourite state for this user (idempotent: repeating a state changes nothing). */
export async function setFavourite(db: Db, userId: string, eventId: string, isFavourite: boolean): Promise<boolean> {
  const [event] = await eventExists.execute(db, { eventId });
  if (!event) throw eventTexts.error(404, 'eventNotFound');
  if (isFavourite) await addFavourite.execute(db, { id: newId(), userId, eventId });
  else await removeFavourite.execute(db, { userId, eventId });
  return isFavourite;
}
