import WebSocket from 'ws';
import { LIVE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../realtime/realtime.plugin';
import type { ServerProcess } from './serverProcess';

// What a member's browser does against a server running in its own process (startServerProcess): log in, hold the
// live socket, wait for what it receives. Shared by the scale-out tests (WORKERS, several instances).

export const API_KEY_HEADER = { 'x-campo-key': 'campo-web-dev-key' };
const DEMO_PASSWORD = 'campo1234';
// A safety net so a live event that never comes fails the test instead of hanging it; never a timing assertion.
const WAIT_LIMIT_MS = 10_000;

export const bearer = (token: string) => ({ ...API_KEY_HEADER, authorization: `Bearer ${token}` });

/** Logs a demo member in; `connection: close` so no kept-alive socket pins later requests to one worker. */
export async function login(server: ServerProcess, email: string): Promise<{ token: string; id: string }> {
  const response = await fetch(`${server.origin}/api/user/login`, {
    method: 'POST',
    headers: { ...API_KEY_HEADER, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string; user: { _id: string } } };
  return { token: data.token, id: data.user._id };
}

export interface LiveSocket {
  socket: WebSocket;
  /** The texts of the `message.created` events received, in order. */
  texts: string[];
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/** Opens the live socket as the SPA does and resolves once the server says `ready`. */
export function openLiveSocket(server: ServerProcess, token: string): Promise<LiveSocket> {
  const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/api/ws?key=${API_KEY_HEADER['x-campo-key']}`, [
    LIVE_PROTOCOL,
    `${TOKEN_PROTOCOL_PREFIX}${token}`,
  ]);
  const texts: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as { type: string; data?: { message?: { text?: string } } };
      if (event.type === 'ready') resolve({ socket, texts, closed });
      if (event.type === 'message.created') texts.push(event.data?.message?.text ?? '');
    });
    socket.on('error', reject);
  });
}

/** Resolves once `check()` holds; rejects naming `what` when it still does not after the safety net. */
export function until(check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > WAIT_LIMIT_MS) {
        clearInterval(timer);
        reject(new Error(`still waiting for ${what}`));
      }
    }, 20);
  });
}
