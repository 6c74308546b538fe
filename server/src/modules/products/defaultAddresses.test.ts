import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser } from '../events/testing/eventFixtures';
import { ADDRESS, callAs } from './testing/shopFixtures';

let t: TestApp;
let asAda: ReturnType<typeof callAs>;
let asBruno: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  asAda = callAs(t, await loggedInUser(t, 'Ada'));
  asBruno = callAs(t, await loggedInUser(t, 'Bruno'));
});
afterAll(() => t.close());

interface Listed {
  _id: string;
  city: string;
  isDefault: boolean;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

const add = async (call: ReturnType<typeof callAs>, city: string, isDefault = false) =>
  (await call('POST', '/api/user/addresses', { ...ADDRESS, city, isDefault })).json().data as Listed;
const defaults = (list: Listed[]) => ({
  billing: list.filter((a) => a.isDefaultBilling).map((a) => a.city),
  shipping: list.filter((a) => a.isDefaultShipping).map((a) => a.city),
});
const listOf = async (call: ReturnType<typeof callAs>) =>
  (await call('GET', '/api/user/addresses')).json().data as Listed[];

describe('PUT /api/user/address/:id/default', () => {
  it('keeps one default billing and one default shipping address per member, listed first', async () => {
    const casa = await add(asAda, 'Torino', true);
    expect(casa).toMatchObject({ isDefault: true, isDefaultBilling: true, isDefaultShipping: true });
    const ufficio = await add(asAda, 'Bologna');
    const mare = await add(asAda, 'Rimini');

    const shipping = await asAda('PUT', `/api/user/address/${mare._id}/default`, { role: 'shipping' });
    expect(shipping.statusCode).toBe(200);
    expect(defaults(shipping.json().data)).toEqual({ billing: ['Torino'], shipping: ['Rimini'] });
    const billing = await asAda('PUT', `/api/user/address/${ufficio._id}/default`, { role: 'billing' });
    expect(defaults(billing.json().data)).toEqual({ billing: ['Bologna'], shipping: ['Rimini'] });
    expect(billing.json().data.map((a: Listed) => [a.city, a.isDefault])).toEqual([
      ['Bologna', true],
      ['Rimini', true],
      ['Torino', false],
    ]);

    // Many at once still leave exactly one of each.
    const all = [casa, ufficio, mare];
    await Promise.all(
      all.flatMap((a) => [
        asAda('PUT', `/api/user/address/${a._id}/default`, { role: 'billing' }),
        asAda('PUT', `/api/user/address/${a._id}/default`, { role: 'shipping' }),
      ]),
    );
    const after = defaults(await listOf(asAda));
    expect([after.billing.length, after.shipping.length]).toEqual([1, 1]);
  });

  it('keeps the roles when an address is edited with isDefault true, and clears them with false', async () => {
    const [billingOnly, shippingOnly] = await listOf(asAda);
    await asAda('PUT', `/api/user/address/${billingOnly._id}/default`, { role: 'billing' });
    await asAda('PUT', `/api/user/address/${shippingOnly._id}/default`, { role: 'shipping' });
    const kept = await asAda('PUT', `/api/user/address/${billingOnly._id}`, {
      ...ADDRESS,
      city: 'Parma',
      isDefault: true,
    });
    expect(kept.json().data).toMatchObject({ city: 'Parma', isDefaultBilling: true, isDefaultShipping: false });
    const cleared = await asAda('PUT', `/api/user/address/${billingOnly._id}`, { ...ADDRESS, isDefault: false });
    expect(cleared.json().data).toMatchObject({ isDefault: false, isDefaultBilling: false, isDefaultShipping: false });
  });

  it("never touches another member's address (404) and refuses a bad role or id (400)", async () => {
    const own = await add(asBruno, 'Napoli', true);
    const before = await listOf(asAda);
    const theirs = before[0];
    const foreign = await asBruno('PUT', `/api/user/address/${theirs._id}/default`, { role: 'billing' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Address not found.');
    expect(await listOf(asAda)).toEqual(before);
    expect(defaults(await listOf(asBruno))).toEqual({ billing: ['Napoli'], shipping: ['Napoli'] });

    const badRole = await asBruno('PUT', `/api/user/address/${own._id}/default`, { role: 'home' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('The field "role" has a value that is not allowed.');
    const badId = await asBruno('PUT', '/api/user/address/nope/default', { role: 'billing' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toEqual(expect.any(String));
  });
});
