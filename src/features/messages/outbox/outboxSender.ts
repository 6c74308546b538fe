import type { AppDispatch, RootState } from '../../../lib/store/storeTypes';
import { messagesApi, type Message } from '../messagesApi';
import { outboxPictures } from './outboxPictures';
import { outboxFailed, outboxRemoved, outboxSending, outboxWaiting, isOwnedBy, type OutboxEntry } from './outboxSlice';
import { isLinkFailure, refusalReason, type RefusalReason } from './refusalReason';

/** How one message's attempt ended: stored, waiting for the link, or refused (with a catalogue key). */
export type SendOutcome =
  { kind: 'sent'; message: Message } | { kind: 'waiting' } | { kind: 'refused'; reason: RefusalReason };

// A chat that sent a message hears how each attempt of it ended (toast, draft back, first-message flow).
const listeners = new Map<string, (outcome: SendOutcome) => void>();

/** Calls `listener` with the outcome of the next attempt of `localId`. */
export function onNextOutcome(localId: string, listener: (outcome: SendOutcome) => void): () => void {
  listeners.set(localId, listener);
  return () => {
    if (listeners.get(localId) === listener) listeners.delete(localId);
  };
}

function settle(localId: string, outcome: SendOutcome) {
  const listener = listeners.get(localId);
  listeners.delete(localId);
  listener?.(outcome);
}

async function attempt(dispatch: AppDispatch, entry: OutboxEntry): Promise<SendOutcome> {
  const held = outboxPictures.get(entry.localId);
  if (entry.hasPicture && !held) {
    // The picture was lost (a reload): the message cannot be sent as it was written.
    return { kind: 'refused', reason: 'pictureLost' };
  }
  const request = dispatch(
    messagesApi.endpoints.sendMessage.initiate({
      key: entry.key,
      target: entry.target,
      localId: entry.localId,
      text: entry.text,
      picture: held?.picture ?? null,
      replyTo: entry.replyTo?._id,
    }),
  );
  const result = await request;
  request.reset();
  if ('data' in result && result.data) return { kind: 'sent', message: result.data };
  if (isLinkFailure(result.error)) return { kind: 'waiting' };
  return { kind: 'refused', reason: refusalReason(result.error) };
}

function nextToSend(state: RootState): OutboxEntry | undefined {
  if (!state.session.loggedIn) return undefined;
  const mine = state.outbox.entries.filter((entry) => isOwnedBy(entry, state.session.user?.id));
  // One message at a time, in the order written: the running flush sends the next one.
  if (mine.some((entry) => entry.status === 'sending')) return undefined;
  return mine.find((entry) => entry.status === 'waiting');
}

/**
 * Sends the member's waiting messages one after the other, oldest first, each with its client id. Stops at the
 * first link failure (the rest wait for the link); a refused message stays in the thread with a retry and the next
 * one goes. Called after a message is written or retried, when a chat opens and on every live `ready`.
 */
export function flushOutbox() {
  return async (dispatch: AppDispatch, getState: () => RootState) => {
    for (;;) {
      const entry = nextToSend(getState());
      if (!entry) return;
      dispatch(outboxSending(entry.localId));
      const outcome = await attempt(dispatch, entry);
      if (outcome.kind === 'sent') {
        dispatch(outboxRemoved(entry.localId));
        outboxPictures.delete(entry.localId);
      } else if (outcome.kind === 'waiting') {
        dispatch(outboxWaiting(entry.localId));
      } else {
        dispatch(outboxFailed({ localId: entry.localId, reason: outcome.reason }));
      }
      settle(entry.localId, outcome);
      if (outcome.kind === 'waiting') return;
    }
  };
}
