import { createTestApp, type TestApp } from '../../testing/testApp';
import { loggedInUser } from '../events/testing/eventFixtures';
import { callAs, shopWorld } from './testing/shopFixtures';

// Quantity writes sent at once share one transaction and commit (products.routes.ts, db/groupCommit.ts): each member
// still gets their own answer, and a refused write in the batch fails alone.

let t: TestApp;
let world: Awaited<ReturnType<typeof shopWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await shopWorld(t);
});
afterAll(() => t.close());

async function memberWithLine(name: string, productId: string, variantId: string) {
  const call = callAs(t, await loggedInUser(t, name));
  const added = await call('POST', '/api/user/cart', { productId, variantId, qty: 1 });
  return { call, line: added.json().data as { _id: string; version: number } };
}

describe('PUT /api/user/cart/:id sent by many members at once', () => {
  it('answers each its own line, and refuses only the stale write of the batch', async () => {
    const socks = await world.product([{ price: 4, stock: 50 }]);
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, index) => memberWithLine(`Socio${index}`, socks.id, socks.variantIds[0])),
    );
    const answers = await Promise.all(
      members.map(({ call, line }, index) =>
        call('PUT', `/api/user/cart/${line._id}`, {
          qty: index + 2,
          // The last member sends a version the line does not have (another tab wrote since): its write must fail, the others not.
          version: index === members.length - 1 ? line.version + 5 : line.version,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 409]);
    answers.slice(0, -1).forEach((answer, index) => {
      expect(answer.json().data).toMatchObject({ qty: index + 2, lineTotal: (index + 2) * 4, version: 2 });
    });
    const carts = await Promise.all(members.map(({ call }) => call('GET', '/api/user/carts')));
    expect(carts.map((cart) => cart.json().data.lines[0].qty)).toEqual([2, 3, 4, 5, 6, 7, 8, 1]);
  });
});
