import { createTestApp, type TestApp } from '../../../testing/testApp';
import { eventWorld, insertEvent } from '../testing/eventFixtures';
import { remindersOf, ticketHolder } from './testing/reminderWorld';

// Only the intervals are faked: the job's timer is counted and fired by hand, everything else runs for real.
beforeAll(() => {
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'setTimeout'],
  });
});
afterAll(() => jest.useRealTimers());

async function appWithTimers(env: Record<string, string>): Promise<{ t: TestApp; timers: number }> {
  const before = jest.getTimerCount();
  const t = await createTestApp({ EVENT_REMINDER_EVERY: '1s', ...env });
  return { t, timers: jest.getTimerCount() - before };
}

const waitUntil = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await check()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('runs on its interval by default, and EVENT_REMINDERS=false starts no job at all', async () => {
  const on = await appWithTimers({});
  const off = await appWithTimers({ EVENT_REMINDERS: 'false' });
  try {
    expect(on.timers - off.timers).toBe(1);

    // Tomorrow's event: within the 48 hours, on the real clock.
    const world = await eventWorld(on.t);
    const eventId = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      startOffset: 1,
      startTime: '22:00',
      endTime: '23:30',
    });
    const member = await ticketHolder(on.t, eventId, 'Luca');
    expect((await remindersOf(world.db, member)).notifications).toEqual([]);
    jest.advanceTimersByTime(1000);
    await waitUntil(async () => (await remindersOf(world.db, member)).notifications.length > 0);
    expect((await remindersOf(world.db, member)).notifications).toEqual([{ kind: 'eventReminder', event_id: eventId }]);
  } finally {
    await on.t.close();
    await off.t.close();
  }
});
