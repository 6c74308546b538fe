import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { LIVE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../realtime.plugin';

export interface LiveMessage {
  type: string;
  data?: Record<string, unknown> & { threadId?: string };
}

// A safety net so a broken delivery fails the test instead of hanging it; never a timing assertion.
const WAIT_LIMIT_MS = 10_000;

/** A WebSocket client of /api/ws that records every event and waits for the ones a test expects. */
export class LiveClient {
  readonly received: LiveMessage[] = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.received.push(JSON.parse(raw.toString()) as LiveMessage);
      for (const wake of this.waiters) wake();
    });
  }

  static async connect(
    app: FastifyInstance,
    token: string,
    clientKey: string,
    options: WebSocket.ClientOptions = {},
  ): Promise<LiveClient> {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/api/ws?key=${encodeURIComponent(clientKey)}`,
      [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`],
      options,
    );
    const client = new LiveClient(socket);
    await client.next((event) => event.type === 'ready');
    return client;
  }

  /** Resolves with the first recorded event matching `match` (already received or still to come). */
  next(match: (event: LiveMessage) => boolean): Promise<LiveMessage> {
    return new Promise((resolve, reject) => {
      const stop = () => {
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        this.socket.off('error', reject);
        clearTimeout(timer);
      };
      const check = () => {
        const found = this.received.find(match);
        if (!found) return false;
        stop();
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        stop();
        reject(
          new Error(`no matching live event; received ${JSON.stringify(this.received.map((event) => event.type))}`),
        );
      }, WAIT_LIMIT_MS);
      this.socket.on('error', reject);
      if (check()) return;
      this.waiters.push(wake);
    });
  }

  /**
   * Sends `ping` and waits for its `pong`: the server answers in order, so whatever it did to this socket before
   * (a close) has reached the client by then. Rejects if the socket closes first.
   */
  async roundTrip(): Promise<void> {
    const before = this.received.length;
    let onClose: (code: number) => void = () => undefined;
    const closed = new Promise<never>((_resolve, reject) => {
      onClose = (code) => reject(new Error(`the socket closed (${code}) before its pong`));
      this.socket.once('close', onClose);
    });
    this.socket.send(JSON.stringify({ type: 'ping' }));
    try {
      await Promise.race([
        this.next((event) => event.type === 'pong' && this.received.indexOf(event) >= before),
        closed,
      ]);
    } finally {
      this.socket.off('close', onClose);
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** The HTTP status a refused upgrade answers (the `ws` client reports it as 'unexpected-response'). */
export function refusedStatus(app: FastifyInstance, protocols: string[], query = ''): Promise<number> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws${query}`, protocols);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      socket.close();
      reject(new Error('the socket was accepted'));
    });
    socket.on('error', () => undefined);
  });
}
