import { parseLiveEvent, type LiveEvent } from './liveEvents';

/** The server closes with this code when the session has ended: never reconnect with that token. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export const LIVE_TIMING = {
  /** `{type:'ping'}` this often while the link is open. */
  pingEveryMs: 5_000,
  /** A ping not answered within this long means a dead link: dropped and reopened (noticed within 10 s). */
  pongTimeoutMs: 4_000,
  /** Wait before reconnect attempt `attempt` (0-based): 0.5 s, 1 s, 2 s... up to 30 s. */
  backoffMs: (attempt: number) => Math.min(30_000, 500 * 2 ** attempt),
};

/** Whether the link is open (`up`) or being brought back (`down`). */
export type LinkStatus = 'up' | 'down';

export interface LiveConnectionOptions {
  url: string;
  /** Read at every (re)connect; null when there is no session to connect with. */
  protocols: () => string[] | null;
  onEvent: (event: LiveEvent) => void;
  /** Closed with 4401: the connection is over for good. */
  onSessionEnded: () => void;
  /** The link opened, or dropped and is being reopened. */
  onStatus?: (status: LinkStatus) => void;
}

export interface LiveConnection {
  close: () => void;
  /** Sends a frame when the socket is open (answers false otherwise: what is sent live is never queued). */
  send: (frame: object) => boolean;
}

/**
 * One WebSocket kept open: reconnects with backoff (at once when the browser says it is back online), pings to
 * notice a dead link within 10 s, stops for good on 4401.
 */
export function openLiveConnection({
  url,
  protocols,
  onEvent,
  onSessionEnded,
  onStatus,
}: LiveConnectionOptions): LiveConnection {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  function stopTimers() {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, LIVE_TIMING.backoffMs(attempt));
    attempt += 1;
  }

  /** Lets go of a link that closed or stopped answering, and brings one back. */
  function lost(current: WebSocket) {
    if (socket !== current) return;
    socket = null;
    stopTimers();
    current.close();
    if (closed) return;
    onStatus?.('down');
    scheduleReconnect();
  }

  function connect() {
    const offered = protocols();
    if (closed || !offered) return;
    const current = new WebSocket(url, offered);
    socket = current;

    current.addEventListener('open', () => {
      if (socket !== current) return;
      attempt = 0;
      onStatus?.('up');
      pingTimer = setInterval(() => {
        current.send(JSON.stringify({ type: 'ping' }));
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => lost(current), LIVE_TIMING.pongTimeoutMs);
      }, LIVE_TIMING.pingEveryMs);
    });
    current.addEventListener('message', (message: MessageEvent) => {
      if (socket !== current) return;
      const event = parseLiveEvent(message.data);
      if (!event) return;
      if (event.type === 'pong') clearTimeout(pongTimer);
      else onEvent(event);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (socket !== current) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        socket = null;
        stopTimers();
        closed = true;
        onSessionEnded();
        return;
      }
      lost(current);
    });
  }

  // The browser is back online: no need to wait out the backoff.
  const onOnline = () => {
    if (closed || socket) return;
    clearTimeout(reconnectTimer);
    attempt = 0;
    connect();
  };
  // The browser knows the network is gone: the link is dead whatever the socket says.
  const onOffline = () => {
    if (socket) lost(socket);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  connect();
  return {
    send(frame) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      closed = true;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      clearTimeout(reconnectTimer);
      stopTimers();
      socket?.close(1000);
      socket = null;
    },
  };
}
