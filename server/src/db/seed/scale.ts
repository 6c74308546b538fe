import { newId } from '../../lib/ids';
import type { Db } from '../database';
import { eventInstant } from '../eventTimes';
import { toDateOnly } from '../mapping';
import { addDays, ago, dayFrom } from './calendar';
import { insertRows } from './insertRows';
import { Random } from './random';

/** Rows per unit of scale: `--scale 100` makes 6,000 events, 100,000 favourites and 50,000 messages. */
const PER_SCALE = { events: 60, favourites: 1000, messages: 500 };
const FAVOURITES_PER_USER = 50;
/** Extra events spread from about three years ago to half a year ahead: most of them ended, like a real history. */
const FIRST_DAY = -1100;
const LAST_DAY = 180;

export interface ScaleResult {
  events: number;
  users: number;
  favourites: number;
  messages: number;
}

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;

function dayOf(value: unknown): string {
  return toDateOnly(value as string) ?? String(value).slice(0, 10);
}

/**
 * Grows a seeded demo database to `scale` times its events (copies of the demo events on other days), members
 * with favourites, and messages in the demo threads, for the large-data bench. Deterministic; one transaction.
 */
export async function seedScale(db: Db, scale: number, now = new Date()): Promise<ScaleResult> {
  const rng = new Random(scale);
  return db.transaction().execute(async (trx) => {
    const events = (await trx.selectFrom('events').selectAll().execute()) as unknown as Row[];
    const eventsWanted = Math.max(0, PER_SCALE.events * scale - events.length);
    const newEvents: Row[] = [];
    for (let index = 0; index < eventsWanted; index += 1) {
      const model = events[index % events.length];
      const lengthDays = Math.round((Date.parse(dayOf(model.end_date)) - Date.parse(dayOf(model.start_date))) / DAY_MS);
      const startDate = dayFrom(now, rng.int(FIRST_DAY, LAST_DAY));
      const endDate = addDays(startDate, lengthDays);
      const startTime = String(model.start_time);
      const endTime = String(model.end_time);
      const createdAt = ago(now, Math.max(0, -((Date.parse(startDate) - now.getTime()) / DAY_MS)) + 60);
      newEvents.push({
        ...model,
        id: newId(),
        start_date: startDate,
        end_date: endDate,
        starts_at: eventInstant(startDate, startTime),
        ends_at: eventInstant(endDate, endTime),
        remaining_tickets: model.total_tickets,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await insertRows(trx, 'events', newEvents as never[]);

    const model = (await trx
      .selectFrom('users')
      .selectAll()
      .where('user_type', '=', 'user')
      .limit(1)
      .executeTakeFirstOrThrow()) as Row;
    const users = Array.from(
      { length: Math.ceil((PER_SCALE.favourites * scale) / FAVOURITES_PER_USER) },
      (_, index) => ({
        ...model,
        id: newId(),
        email: `scale-${index + 1}@campo.test`,
        first_name: `Socio ${index + 1}`,
        fiscal_code: null,
        mobile: null,
        device_token: null,
        device_id: null,
      }),
    );
    await insertRows(trx, 'users', users as never[]);

    const eventIds = [...events.map((event) => String(event.id)), ...newEvents.map((event) => String(event.id))];
    const favourites = users.flatMap((user) =>
      rng.sample(eventIds, FAVOURITES_PER_USER).map((eventId) => ({
        id: newId(),
        user_id: user.id,
        event_id: eventId,
        created_at: ago(now, rng.int(1, 400)),
      })),
    );
    await insertRows(trx, 'event_favourites', favourites);

    const messages = (await trx.selectFrom('messages').selectAll().execute()) as unknown as Row[];
    const newMessages = messages.length
      ? Array.from({ length: PER_SCALE.messages * scale }, (_, index) => ({
          ...messages[index % messages.length],
          id: newId(),
          // Numbered again by the insert trigger (migration 0015); a copied number would clash.
          position: null,
          created_at: ago(now, 30 + rng.int(0, 700) + index / 100_000),
        }))
      : [];
    await insertRows(trx, 'messages', newMessages as never[]);
    return {
      events: newEvents.length,
      users: users.length,
      favourites: favourites.length,
      messages: newMessages.length,
    };
  });
}
