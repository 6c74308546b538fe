/** A frame the client may send on the live socket besides its pings. */
export type ClientFrame = { type: 'typing'; threadId: string };

let current: ((frame: ClientFrame) => boolean) | null = null;

/** The open live connection's send (set by its owner, `getUnread`; null when there is none). */
export function setLiveSender(send: ((frame: ClientFrame) => boolean) | null) {
  current = send;
}

/** Sends on the live socket when it is open; answers whether it went. */
export function sendLiveFrame(frame: ClientFrame): boolean {
  return current?.(frame) ?? false;
}
