import { toIsoRequired } from '../../../db/mapping';
import { closeOffer, lockEvent, type Trx } from '../waitlist/seats';

/**
 * Takes `count` tickets for a purchase with one conditional UPDATE; false when too few are left. A purchase that
 * takes up a waiting-list offer (still running) first puts the tickets held for it back among the free ones, in the
 * same transaction with the event locked, so nobody else can take them in between. The caller offers what is left
 * over to the next in line (offerFreeTickets) before committing.
 */
export async function takeTickets(
  trx: Trx,
  eventId: string,
  count: number,
  offerEntryId: string | null,
  now: Date,
): Promise<boolean> {
  await lockEvent(trx, eventId);
  if (offerEntryId) {
    const entry = await trx
      .selectFrom('event_waitlist')
      .select(['status', 'offer_expires_at'])
      .where('id', '=', offerEntryId)
      .executeTakeFirst();
    const running =
      entry?.status === 'offered' && new Date(toIsoRequired(entry.offer_expires_at ?? 0)).getTime() > now.getTime();
    if (running) await closeOffer(trx, offerEntryId, eventId, 'accepted');
  }
  const taken = await trx
    .updateTable('events')
    .set((eb) => ({ remaining_tickets: eb('remaining_tickets', '-', count) }))
    .where('id', '=', eventId)
    .where('remaining_tickets', '>=', count)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
