import { createLocalBus } from '../realtime/bus';
import { acknowledgeSessionEnds, acknowledgements } from './sessionEndAcks';

describe('session end acknowledgements', () => {
  it('resolve once every instance has acknowledged the end, each counted once', async () => {
    const bus = createLocalBus();
    const stops = ['a', 'b'].map((instance) =>
      acknowledgeSessionEnds(bus, instance, (error) => {
        throw error;
      }),
    );
    let done = false;
    const acks = acknowledgements(bus, 'end-1', 2);
    void acks.done.then(() => (done = true));

    // An acknowledgement of another end, and a second one from the same instance, do not count.
    await bus.publish({ kind: 'sessions-ended', userId: 'u', sessionIds: [], ackOf: 'end-0', from: 'a' });
    await bus.publish({ kind: 'sessions-ended', userId: 'u', sessionIds: [], ackOf: 'end-1', from: 'a' });
    await bus.publish({ kind: 'sessions-ended', userId: 'u', sessionIds: [], ackOf: 'end-1', from: 'a' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);

    // The end itself: both instances answer it.
    await bus.publish({ kind: 'sessions-ended', userId: 'u', sessionIds: ['s1'], endId: 'end-1' });
    await acks.done;
    expect(done).toBe(true);
    stops.forEach((stop) => stop());
  });

  it('answer only ends that ask for it: not an acknowledgement, nor an end without an id', async () => {
    const bus = createLocalBus();
    const seen: unknown[] = [];
    bus.subscribe((event) => seen.push(event));
    const stop = acknowledgeSessionEnds(bus, 'a', (error) => {
      throw error;
    });
    await bus.publish({ kind: 'sessions-ended', userId: 'u', sessionIds: ['s1'] });
    await bus.publish({ kind: 'sessions-ended', userId: 'u', sessionIds: [], ackOf: 'end-1', from: 'b' });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toHaveLength(2);
    stop();
  });
});
