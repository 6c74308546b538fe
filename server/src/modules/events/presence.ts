import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { eventTexts } from './events.texts';

export interface PresenceInput {
  /** The transaction's `_id` (or its reference, CMP-EV-...). */
  transactionId: string;
  isPresence: 1 | -1;
  eventId: string;
}

/** Presence is answered only by the buyer, only on a completed purchase, and only for that purchase's event. */
export async function setPresence(db: Db, userId: string, input: PresenceInput) {
  const transaction = await db
    .selectFrom('event_transactions')
    .select(['id', 'user_id', 'event_id', 'status', 'reference'])
    .where((eb) => eb.or([eb('id', '=', input.transactionId), eb('reference', '=', input.transactionId)]))
    .executeTakeFirst();
  if (!transaction) throw eventTexts.error(404, 'transactionNotFound');
  if (transaction.user_id !== userId) throw eventTexts.error(403, 'notYourTransaction');
  if (Number(transaction.status) !== 2) throw eventTexts.error(403, 'presenceNeedsCompletedTicket');
  if (transaction.event_id !== input.eventId) throw eventTexts.error(400, 'presenceEventMismatch');
  await db
    .updateTable('event_transactions')
    .set({ presence: input.isPresence, updated_at: nowIso() })
    .where('id', '=', transaction.id)
    .where('user_id', '=', userId)
    .execute();
  return {
    _id: transaction.id,
    transactionId: transaction.reference,
    eventId: transaction.event_id,
    isPresence: input.isPresence,
  };
}
