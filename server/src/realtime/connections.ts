import type { WebSocket } from 'ws';

/** A server-to-client event on the WebSocket: `{ type, data }` as JSON text. */
export interface LiveEvent {
  type: string;
  data?: unknown;
}

/** The open sockets of this instance, by user (a user may have several tabs and devices), each with its session. */
export class Connections {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly sessionOf = new WeakMap<WebSocket, string>();

  add(userId: string, socket: WebSocket, sessionId: string): void {
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.byUser.set(userId, sockets);
    this.sessionOf.set(socket, sessionId);
  }

  remove(userId: string, socket: WebSocket): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.byUser.delete(userId);
  }

  /** The users among `userIds` with a socket on this instance. */
  connectedAmong(userIds: readonly string[]): string[] {
    return userIds.filter((id) => this.byUser.has(id));
  }

  /** The user's sockets on this instance opened with one of `sessionIds`. */
  ofSessions(userId: string, sessionIds: readonly string[]): WebSocket[] {
    const wanted = new Set(sessionIds);
    return [...(this.byUser.get(userId) ?? [])].filter((socket) => wanted.has(this.sessionOf.get(socket) ?? ''));
  }

  send(userId: string, event: LiveEvent): void {
    const text = JSON.stringify(event);
    for (const socket of this.byUser.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  all(): WebSocket[] {
    return [...this.byUser.values()].flatMap((sockets) => [...sockets]);
  }
}
