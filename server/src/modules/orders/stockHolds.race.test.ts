import { createTestApp, type TestApp } from '../../testing/testApp';
import { brokenSnapshots, runHoldRace, stockSnapshot } from './testing/holdRace';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
});
afterAll(() => t.close());

it('20 buyers at once with random captures, cancels and expiries: stock + held + sold stays the stock after every step', async () => {
  const report = await runHoldRace([t]);
  expect(brokenSnapshots(report)).toEqual([]);
  expect(report.snapshots.length).toBeGreaterThan(40);
  expect(report.started).toBeGreaterThan(0);
  expect(report.started + report.soldOut).toBe(20);
  const last = report.snapshots.at(-1)!;
  expect(last.held).toBe(0);
  // Only captured orders keep their units.
  expect(last.sold + last.stock).toBe(12);
  expect(last.sold).toBeGreaterThan(0);
}, 120_000);

it('reads one snapshot of stock, held and sold units', async () => {
  await expect(stockSnapshot(t.database.db, '0123456789abcdef01234567')).resolves.toEqual({
    stock: 0,
    held: 0,
    sold: 0,
  });
});
