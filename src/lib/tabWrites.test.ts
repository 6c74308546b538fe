import { ownChangeShown, ownWriteShown, TAB_ID } from './tabWrites';

// Each test names its own kind of data: the answers a tab keeps are per kind, for the page's life.
const read = (startedTimeStamp: number, fulfilledTimeStamp: number, status = 'fulfilled') => ({
  status,
  startedTimeStamp,
  fulfilledTimeStamp,
});

describe("a tab's own live changes", () => {
  it("reads another tab's change, and one no tab named", () => {
    expect(ownChangeShown('another-tab-0000', 'a', read(0, 10))).toBe(false);
    expect(ownChangeShown(undefined, 'a', read(0, 10))).toBe(false);
  });

  it('skips its own change, even before the answer is in (the event may come first)', () => {
    expect(ownChangeShown(TAB_ID, 'b', read(0, 10))).toBe(true);
    ownWriteShown('b', 20);
    expect(ownChangeShown(TAB_ID, 'b', read(0, 10))).toBe(true);
    expect(ownChangeShown(TAB_ID, 'b', read(30, 40))).toBe(true);
  });

  it('reads again while a read is on its way, or when nothing is cached', () => {
    expect(ownChangeShown(TAB_ID, 'c', read(0, 10, 'pending'))).toBe(false);
    expect(ownChangeShown(TAB_ID, 'c', undefined)).toBe(false);
  });

  it('reads again when the read on screen was sent before one of its answers and came back after it', () => {
    ownWriteShown('d', 20);
    ownWriteShown('d', 50);
    expect(ownChangeShown(TAB_ID, 'd', read(15, 25))).toBe(false);
    // The earlier answer raced it although the latest came after it.
    expect(ownChangeShown(TAB_ID, 'd', read(10, 40))).toBe(false);
    expect(ownChangeShown(TAB_ID, 'd', read(45, 60))).toBe(false);
    expect(ownChangeShown(TAB_ID, 'd', read(21, 49))).toBe(true);
    expect(ownChangeShown(TAB_ID, 'd', read(51, 60))).toBe(true);
  });
});
