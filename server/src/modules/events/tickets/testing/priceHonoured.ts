import { sandboxDb } from '../../../../payments/sandboxTables';
import type { TestApp } from '../../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser } from '../../testing/eventFixtures';
import { capture, pressSandboxButton } from '../../testing/sandboxCheckout';

/**
 * The ticket price rule on one database: a price changed between the preview and Pay starts nothing (409 with the new
 * quote); paying again with the new total charges exactly that. Shared by the SQLite and PostgreSQL tests.
 */
export async function ticketPriceScenario(t: TestApp) {
  const world = await eventWorld(t);
  const buyer = await loggedInUser(t, 'Piera');
  const eventId = await insertEvent(world.db, {
    associationId: world.associationId,
    specialityId: world.specialityId,
    cost: 12.5,
    tickets: 10,
  });
  const request = { eventId, noOfTickets: 2, ticketHolderName: 'Piera Neri' };
  const start = (expectedFinalPrice: number, language = 'en') =>
    t.api({
      method: 'POST',
      url: '/api/user/init/event/transaction',
      headers: { ...buyer.headers, 'accept-language': language },
      payload: { ...request, expectedFinalPrice },
    });
  const transactionsOfEvent = async () =>
    (await world.db.selectFrom('event_transactions').select('id').where('event_id', '=', eventId).execute()).length;

  const preview = await t.api({
    method: 'POST',
    url: '/api/user/event/preview/transaction',
    headers: buyer.headers,
    payload: request,
  });
  const seen = preview.json().data.finalPrice as number;

  // The association raises the price before the buyer presses Pay.
  await world.db.updateTable('events').set({ cost: 16.6 }).where('id', '=', eventId).execute();
  const refused = await start(seen);
  const refusedIt = await start(seen, 'it');
  const transactionsAfterRefusal = await transactionsOfEvent();

  const confirmed = await start(refused.json().quote?.finalPrice);
  const started = confirmed.json().data as { _id: string; orderId: string; finalPrice: number };
  const providerOrder = await sandboxDb(world.db)
    .selectFrom('sandbox_payment_orders')
    .select('amount')
    .where('id', '=', started.orderId)
    .executeTakeFirstOrThrow();
  await pressSandboxButton(t, 'approve', started.orderId);
  const captured = await capture(t, buyer, started.orderId, 'en');

  return {
    seen,
    refused: { status: refused.statusCode, body: refused.json() },
    refusedItMessage: refusedIt.json().message as string,
    transactionsAfterRefusal,
    confirmed: { status: confirmed.statusCode, finalPrice: started.finalPrice },
    providerAmount: Number(providerOrder.amount),
    captured: { status: captured.statusCode, finalPrice: captured.json().data?.finalPrice as number },
  };
}

/** What every database must answer for ticketPriceScenario. */
export const expectedTicketPriceOutcome = {
  seen: 26.25,
  refused: {
    status: 409,
    body: {
      message: 'The ticket price changed since your preview: check the new total and confirm.',
      statusCode: 409,
      error: 'Conflict',
      reason: 'pricesChanged',
      quote: expect.objectContaining({ cost: 16.6, price: 33.2, serviceFee: 1.5, finalPrice: 34.7, noOfTickets: 2 }),
    },
  },
  refusedItMessage: 'Il prezzo dei biglietti è cambiato dal riepilogo: controlla il nuovo totale e conferma.',
  transactionsAfterRefusal: 0,
  confirmed: { status: 201, finalPrice: 34.7 },
  providerAmount: 34.7,
  captured: { status: 200, finalPrice: 34.7 },
};
