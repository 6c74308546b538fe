import type { Db } from '../../db/database';
import { toIsoRequired } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
import type { EventListItem } from './eventListItem';
import type { EventListFilters } from './listQuery';

/** Pages kept per server; a page of 10 cards is about 5 KB (each card serialised twice). */
export const LIST_CACHE_SIZE = 200;

/** The user-independent part of a list page, as the database had it at `version`. */
export interface SharedPage {
  /** Cards with isFavourite false; the user's flags are set per request. */
  items: EventListItem[];
  total: number;
}

/**
 * A cached page: each card serialised with isFavourite false and true, to be picked per user. Kept as UTF-8 bytes:
 * encoding a page's text again on every response (two-byte once a card holds a curly quote) cost about a tenth of
 * the route's CPU.
 */
interface Entry {
  version: string;
  /** Epoch ms after which an event of the page's range may have ended (isExpired and the order change). */
  validUntil: number;
  ids: string[];
  cards: [plain: Buffer, favourite: Buffer][];
  total: number;
}

const eventsVersion = preparedQuery<Record<string, never>, { version: number | string }>((db) =>
  db.selectFrom('data_versions').select('version').where('name', '=', 'events'),
);

/** The earliest end still to come: until then no event moves from upcoming to ended. */
const nextEnd = preparedQuery<{ now: string }, { next: unknown }>((db, values) =>
  db
    .selectFrom('events')
    .select((eb) => eb.fn.min('ends_at').as('next'))
    .where('ends_at', '>=', values.now),
);

/** The normalised filters of a list request ordered by date (ids sorted: their order never changes the answer). */
function keyOf(filters: EventListFilters): string {
  return JSON.stringify([
    [...filters.specialityIds].sort(),
    [...filters.categoryIds].sort(),
    filters.date,
    filters.name,
    filters.offset,
    filters.limit,
  ]);
}

/** How a page is read and written out on a miss, and the user's flags on every request. */
export interface PageSources {
  /** The page as every user sees it (isFavourite false). */
  load(): Promise<SharedPage>;
  /** Which of the page's event ids the user has favourited. */
  favouritesOf(ids: string[]): Promise<Set<string>>;
  /** The events data version and the user's favourites among `ids` (at least one), in one round trip. */
  versionWithFavouritesOf(ids: string[]): Promise<{ version: string; favourites: Set<string> }>;
  /** The route's serialiser of one card (the response schema's), so the bytes equal an uncached answer. */
  serialiseCard(item: EventListItem): string;
}

export interface ListCache {
  /**
   * The page's serialised cards (UTF-8) and total for one user: cached cards with the user's favourite flags, or the
   * page loaded again (and cached) when the events changed since (any server's write: the version row), an event
   * ended since, or the page was never asked for.
   */
  page(db: Db, filters: EventListFilters, now: Date, sources: PageSources): Promise<UserPage>;
}

export interface UserPage {
  cards: Buffer[];
  total: number;
}

function answer(entry: Entry, favourites: Set<string>): UserPage {
  return {
    cards: entry.cards.map((card, index) => card[favourites.has(entry.ids[index]) ? 1 : 0]),
    total: entry.total,
  };
}

/** Pages of the events list ordered by date, shared by every user; at most `size` (the oldest filled go first). */
export function createListCache(size = LIST_CACHE_SIZE): ListCache {
  const entries = new Map<string, Entry>();

  async function fill(db: Db, key: string, version: string, now: Date, sources: PageSources): Promise<Entry> {
    // The version was read before the rows: rows newer than it can only cost one needless refill, never a stale hit.
    const page = await sources.load();
    const [upcoming] = await nextEnd.execute(db, { now: now.toISOString() });
    const entry: Entry = {
      version,
      validUntil: upcoming?.next == null ? Infinity : Date.parse(toIsoRequired(upcoming.next as string)),
      ids: page.items.map((item) => item._id),
      cards: page.items.map((item) => [
        Buffer.from(sources.serialiseCard({ ...item, isFavourite: false })),
        Buffer.from(sources.serialiseCard({ ...item, isFavourite: true })),
      ]),
      total: page.total,
    };
    entries.delete(key);
    if (entries.size >= size) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return entry;
  }

  return {
    async page(db, filters, now, sources) {
      const key = keyOf(filters);
      const cached = entries.get(key);
      // A hit costs one statement: the version (is the page current?) and the user's flags come together.
      if (cached && cached.ids.length > 0 && now.getTime() <= cached.validUntil) {
        const current = await sources.versionWithFavouritesOf(cached.ids);
        if (current.version === cached.version) return answer(cached, current.favourites);
      }
      const [row] = await eventsVersion.execute(db, {});
      const version = String(row?.version);
      const entry =
        cached && cached.version === version && now.getTime() <= cached.validUntil
          ? cached
          : await fill(db, key, version, now, sources);
      return answer(entry, await sources.favouritesOf(entry.ids));
    },
  };
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text));

/** The bytes of `envelopeJson` (a serialised envelope whose data is `[]`) with the serialised `cards` as its data. */
export function withData(envelopeJson: string, cards: readonly Buffer[]): Buffer {
  // The last match: data follows the message in the schema, and a message's own quotes are escaped.
  const at = envelopeJson.lastIndexOf('"data":[]') + '"data":'.length;
  const parts: Buffer[] = [Buffer.from(envelopeJson.slice(0, at)), OPEN];
  cards.forEach((card, index) => (index === 0 ? parts.push(card) : parts.push(COMMA, card)));
  parts.push(CLOSE, Buffer.from(envelopeJson.slice(at + '[]'.length)));
  return Buffer.concat(parts);
}
