import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { eventTexts } from './events.texts';

/** Sets the absolute favourite state for this user (idempotent: repeating a state changes nothing). */
export async function setFavourite(db: Db, userId: string, eventId: string, isFavourite: boolean): Promise<boolean> {
  const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw eventTexts.error(404, 'eventNotFound');
  if (isFavourite) {
    await db
      .insertInto('event_favourites')
      .values({ id: newId(), user_id: userId, event_id: eventId })
      .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('event_favourites').where('user_id', '=', userId).where('event_id', '=', eventId).execute();
  }
  return isFavourite;
}
