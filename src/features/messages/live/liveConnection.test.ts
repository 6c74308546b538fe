import { LIVE_TIMING, openLiveConnection, SESSION_ENDED_CLOSE_CODE } from './liveConnection';

/** A WebSocket the test drives: it opens, speaks and drops when told. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop(1000);
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  say(type: string, data: unknown = {}) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type, data }) }));
  }
  drop(code: number) {
    if (this.closed) return;
    this.closed = true;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

const realWebSocket = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.made = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  jest.useFakeTimers();
});
const opened: { close: () => void }[] = [];
afterEach(() => {
  opened.splice(0).forEach((connection) => connection.close());
  jest.useRealTimers();
  globalThis.WebSocket = realWebSocket;
});

function open(token: string | null = 'tok') {
  const events: string[] = [];
  const statuses: string[] = [];
  const onSessionEnded = jest.fn();
  const connection = openLiveConnection({
    url: 'ws://localhost/api/ws?key=k',
    protocols: () => (token ? ['campo.v1', `campo.token.${token}`] : null),
    onEvent: (event) => events.push(event.type),
    onSessionEnded,
    onStatus: (status) => statuses.push(status),
  });
  opened.push(connection);
  return { connection, events, statuses, onSessionEnded };
}

describe('openLiveConnection', () => {
  it('offers the token as a subprotocol and hands over known events only', () => {
    const { events } = open();
    const socket = FakeSocket.made[0];
    expect(socket.protocols).toEqual(['campo.v1', 'campo.token.tok']);
    socket.open();
    socket.say('ready', { userId: 'u' });
    socket.say('something.else');
    socket.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(events).toEqual(['ready']);
  });

  it('does not connect without a session token', () => {
    open(null);
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('reconnects with a growing backoff, back to the shortest once a link opens', () => {
    open();
    FakeSocket.made[0].drop(1006);
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(0) - 1);
    expect(FakeSocket.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].drop(1006);
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(0));
    expect(FakeSocket.made).toHaveLength(2);
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(1) - LIVE_TIMING.backoffMs(0));
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.made[2].open();
    FakeSocket.made[2].drop(1006);
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(0));
    expect(FakeSocket.made).toHaveLength(4);
    expect(LIVE_TIMING.backoffMs(20)).toBe(30_000);
  });

  it('stops for good when the server ends the session (4401)', () => {
    const { onSessionEnded } = open();
    FakeSocket.made[0].open();
    FakeSocket.made[0].drop(SESSION_ENDED_CLOSE_CODE);
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('notices a link that stops answering pings within 10 s, and reopens it', () => {
    const { statuses } = open();
    const socket = FakeSocket.made[0];
    socket.open();
    jest.advanceTimersByTime(LIVE_TIMING.pingEveryMs);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    socket.say('pong');
    jest.advanceTimersByTime(LIVE_TIMING.pongTimeoutMs);
    expect(socket.closed).toBe(false);
    // The link dies right after a pong: the next ping goes unanswered.
    jest.advanceTimersByTime(LIVE_TIMING.pingEveryMs - LIVE_TIMING.pongTimeoutMs - 1);
    expect(socket.closed).toBe(false);
    jest.advanceTimersByTime(10_000 - (LIVE_TIMING.pingEveryMs - 1));
    expect(socket.closed).toBe(true);
    expect(statuses).toEqual(['up', 'down']);
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(0));
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].open();
    expect(statuses).toEqual(['up', 'down', 'up']);
  });

  it("drops the link when the browser goes offline and reconnects at once on 'online'", () => {
    const { statuses } = open();
    FakeSocket.made[0].open();
    window.dispatchEvent(new Event('offline'));
    expect(FakeSocket.made[0].closed).toBe(true);
    expect(statuses).toEqual(['up', 'down']);
    // Attempts while offline fail and back off...
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(0));
    FakeSocket.made[1].drop(1006);
    jest.advanceTimersByTime(LIVE_TIMING.backoffMs(1));
    FakeSocket.made[2].drop(1006);
    expect(FakeSocket.made).toHaveLength(3);
    // ...until the network is back: no waiting out the backoff.
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(4);
    FakeSocket.made[3].open();
    expect(statuses.at(-1)).toBe('up');
  });

  it('closes without reconnecting when the app lets it go', () => {
    const { connection } = open();
    FakeSocket.made[0].open();
    connection.close();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.made[0].closed).toBe(true);
  });
});
