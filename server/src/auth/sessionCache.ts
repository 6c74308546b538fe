import type { RealtimeBus } from '../realtime/bus';
import type { AuthUser } from './authUser';

/** What authenticate knows of a live session: its user, and when `last_seen_at` was last written. */
export interface CachedSession {
  user: AuthUser;
  lastSeenAt: string | Date | null;
}

export interface SessionCacheOptions {
  /** Sessions kept at most; the least recently loaded goes first. 0 turns the cache off. */
  maxEntries: number;
  /** How long a session is trusted without reading its row again: the safety net behind the bus. */
  ttlMs: number;
  now?: () => number;
}

/**
 * The sessions this process has seen alive, so a request does not wait on the database to learn its session still
 * exists. Every way a session ends forgets it here at once (sessions.ts) and on every other instance through the
 * realtime bus (`followSessionEnds`); a bus that may have missed events (its LISTEN connection came back) clears
 * everything. A read races an end through `generation`: a row read before an end is not kept after it.
 */
export interface SessionCache {
  get(sessionId: string): CachedSession | undefined;
  /** The generation to hand back to `remember` for a row read after this call. */
  generation(): number;
  /** Keeps a session read from the database, unless a session ended or the cache was cleared since `generation`. */
  remember(sessionId: string, session: CachedSession, generation: number): void;
  forget(sessionIds: readonly string[]): void;
  clear(): void;
  readonly size: number;
}

export function createSessionCache({ maxEntries, ttlMs, now = Date.now }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { session: CachedSession; until: number }>();
  let generation = 0;
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.session;
      entries.delete(sessionId);
      return undefined;
    },
    generation: () => generation,
    remember(sessionId, session, readAt) {
      if (maxEntries === 0 || readAt !== generation) return;
      entries.delete(sessionId);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { session, until: now() + ttlMs });
    },
    forget(sessionIds) {
      generation += 1;
      for (const id of sessionIds) entries.delete(id);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Keeps the cache true to the bus: ended sessions go, and all of it goes when events may have been missed. */
export function followSessionEnds(cache: SessionCache, bus: RealtimeBus): () => void {
  return bus.subscribe((event) => {
    if (event.kind === 'sessions-ended') cache.forget(event.sessionIds);
    else if (event.kind === 'resumed') cache.clear();
  });
}
