import { parseLiveEvent, type LiveEvent } from './liveEvents';

/** The server closes with this code when the session has ended: never reconnect with that token. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export const LIVE_TIMING = {
  /** `{type:'ping'}` this often; a link that has not answered the previous one is dropped and reopened. */
  pingEveryMs: 25_000,
  /** Wait before reconnect attempt `attempt` (0-based): 0.5 s, 1 s, 2 s... up to 30 s. */
  backoffMs: (attempt: number) => Math.min(30_000, 500 * 2 ** attempt),
};

export interface LiveConnectionOptions {
  url: string;
  /** Read at every (re)connect; null when there is no session to connect with. */
  protocols: () => string[] | null;
  onEvent: (event: LiveEvent) => void;
  /** Closed with 4401: the connection is over for good. */
  onSessionEnded: () => void;
}

export interface LiveConnection {
  close: () => void;
}

/** One WebSocket kept open: reconnects with backoff, pings to detect a dead link, stops for good on 4401. */
export function openLiveConnection({ url, protocols, onEvent, onSessionEnded }: LiveConnectionOptions): LiveConnection {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  function connect() {
    const offered = protocols();
    if (closed || !offered) return;
    const current = new WebSocket(url, offered);
    socket = current;
    let answered = true;

    current.addEventListener('open', () => {
      attempt = 0;
      pingTimer = setInterval(() => {
        if (!answered) {
          current.close();
          return;
        }
        answered = false;
        current.send(JSON.stringify({ type: 'ping' }));
      }, LIVE_TIMING.pingEveryMs);
    });
    current.addEventListener('message', (message: MessageEvent) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      if (event.type === 'pong') answered = true;
      else onEvent(event);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      clearInterval(pingTimer);
      if (socket === current) socket = null;
      if (closed) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        closed = true;
        onSessionEnded();
        return;
      }
      reconnectTimer = setTimeout(connect, LIVE_TIMING.backoffMs(attempt));
      attempt += 1;
    });
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      socket?.close(1000);
      socket = null;
    },
  };
}
