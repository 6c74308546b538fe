import { insertTestUser } from '../../../testing/testUsers';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent, loggedInUser, type LoggedInUser } from '../testing/eventFixtures';
import { approvedPurchase, capture } from '../testing/sandboxCheckout';

let t: TestApp;
let world: Awaited<ReturnType<typeof eventWorld>>;
let organiser: LoggedInUser;
let otherAssociation: LoggedInUser;
let first: LoggedInUser;
let second: LoggedInUser;
let third: LoggedInUser;

const associationSession = async (name: string): Promise<LoggedInUser> => {
  const association = await insertTestUser(t.database.db, { userType: 'association', firstName: name });
  const token = await t.app.sessions.start(association.id);
  return { id: association.id, headers: { authorization: `Bearer ${token}` } };
};

beforeAll(async () => {
  t = await createTestApp();
  world = await eventWorld(t);
  organiser = await associationSession('ASD Organizza');
  otherAssociation = await associationSession('ASD Altra');
  first = await loggedInUser(t, 'Primo');
  second = await loggedInUser(t, 'Seconda');
  third = await loggedInUser(t, 'Terzo');
});

afterAll(() => t.close());

const setCapacity = (who: LoggedInUser, eventId: string, totalTickets: number) =>
  t.api({
    method: 'PUT',
    url: `/api/organiser/event/${eventId}/capacity`,
    headers: { ...who.headers, 'accept-language': 'en' },
    payload: { totalTickets },
  });

const join = (who: LoggedInUser, eventId: string, noOfTickets: number) =>
  t.api({ method: 'POST', url: `/api/user/event/${eventId}/waitlist`, headers: who.headers, payload: { noOfTickets } });

const placeOf = async (who: LoggedInUser, eventId: string) =>
  (await t.api({ method: 'GET', url: `/api/user/event/${eventId}/waitlist`, headers: who.headers })).json().data;

/** A sold-out event of the organiser (two tickets, both bought) with three members in line asking 2, 1 and 2. */
async function soldOutWithLine() {
  const eventId = await insertEvent(world.db, {
    associationId: organiser.id,
    specialityId: world.specialityId,
    tickets: 2,
  });
  const buyer = await loggedInUser(t, 'Compra');
  const purchase = await approvedPurchase(t, buyer, eventId, 2);
  expect((await capture(t, buyer, purchase.token)).statusCode).toBe(200);
  expect((await join(first, eventId, 2)).statusCode).toBe(201);
  expect((await join(second, eventId, 1)).statusCode).toBe(201);
  expect((await join(third, eventId, 2)).statusCode).toBe(201);
  return eventId;
}

describe('the organiser changes an event’s capacity', () => {
  it('raising it offers the new tickets to the waiting list in order, each member what they asked or what is left', async () => {
    const eventId = await soldOutWithLine();
    const raised = await setCapacity(organiser, eventId, 4);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toEqual({
      message: 'Event capacity updated.',
      data: { eventId, totalTickets: 4, remainingTickets: 0, heldTickets: 2, offersMade: 1 },
    });
    expect(await placeOf(first, eventId)).toMatchObject({ status: 'offered', offer: { noOfTickets: 2 } });
    expect(await placeOf(second, eventId)).toMatchObject({ status: 'waiting', position: 2 });

    const again = await setCapacity(organiser, eventId, 6);
    expect(again.json().data).toMatchObject({ remainingTickets: 0, heldTickets: 4, offersMade: 2 });
    expect(await placeOf(second, eventId)).toMatchObject({ status: 'offered', offer: { noOfTickets: 1 } });
    expect(await placeOf(third, eventId)).toMatchObject({ status: 'offered', offer: { noOfTickets: 1 } });
    const notifications = await t.api({ method: 'GET', url: '/api/user/notifications', headers: third.headers });
    expect(notifications.json().data.items[0]).toMatchObject({ kind: 'waitlistOffer', eventId });

    const more = await setCapacity(organiser, eventId, 9);
    expect(more.json().data).toMatchObject({ totalTickets: 9, remainingTickets: 3, heldTickets: 4, offersMade: 0 });
  });

  it('lowering it below what is sold, being paid or held is refused with a message and changes nothing', async () => {
    const eventId = await soldOutWithLine();
    await setCapacity(organiser, eventId, 5); // 2 sold, 2 + 1 held
    const refused = await setCapacity(organiser, eventId, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Capacity cannot go below the 5 tickets already sold, being paid or held.');
    const lowered = await setCapacity(organiser, eventId, 5);
    expect(lowered.json().data).toMatchObject({ totalTickets: 5, remainingTickets: 0, heldTickets: 3 });
    const freeOnes = await insertEvent(world.db, {
      associationId: organiser.id,
      specialityId: world.specialityId,
      tickets: 8,
    });
    expect((await setCapacity(organiser, freeOnes, 3)).json().data).toMatchObject({
      totalTickets: 3,
      remainingTickets: 3,
    });
  });

  it('only the organising association: another association gets 404, a member 403, a stranger 401', async () => {
    const eventId = await soldOutWithLine();
    const byOther = await setCapacity(otherAssociation, eventId, 10);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe('Event not found.');
    const byMember = await setCapacity(first, eventId, 10);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the association organising the event can change its capacity.');
    const anonymous = await t.api({
      method: 'PUT',
      url: `/api/organiser/event/${eventId}/capacity`,
      payload: { totalTickets: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await placeOf(first, eventId)).toMatchObject({ status: 'waiting' });
    const unknown = await setCapacity(organiser, '6650b2e3d4c5b6a7f8e9d0ff', 10);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a hostile body with 400, not 500', async () => {
    const eventId = await soldOutWithLine();
    for (const payload of [{ totalTickets: -1 }, { totalTickets: 'many' }, { totalTickets: 1e12 }, {}]) {
      const response = await t.api({
        method: 'PUT',
        url: `/api/organiser/event/${eventId}/capacity`,
        headers: organiser.headers,
        payload,
      });
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
  });

  it('the development hook raises the capacity as the event’s organiser', async () => {
    const eventId = await soldOutWithLine();
    const response = await t.api({
      method: 'POST',
      url: `/api/dev/event/${eventId}/capacity/raise`,
      payload: { raiseBy: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ totalTickets: 3, heldTickets: 1, offersMade: 1 });
    expect(await placeOf(first, eventId)).toMatchObject({ status: 'offered', offer: { noOfTickets: 1 } });
  });
});
