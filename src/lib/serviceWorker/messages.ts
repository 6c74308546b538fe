// The messages the SPA posts to its service worker (src/serviceWorker/worker.ts) and the worker's one answer.

/** Logout: the worker deletes every member's cached API answers. */
export const FORGET_MEMBERS = 'campo:forget-members';
/** "Reload" on the update toast: the waiting worker takes over, then the page reloads. */
export const SKIP_WAITING = 'campo:skip-waiting';
/** The worker's answer to FORGET_MEMBERS, once the caches are gone. */
export const MEMBERS_FORGOTTEN = 'campo:members-forgotten';

export type WorkerMessage = { type: typeof FORGET_MEMBERS } | { type: typeof SKIP_WAITING };
