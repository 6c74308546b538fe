import { createMigrate, createTransform, persistReducer, type MigrationManifest } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { outboxSlice, type OutboxEntry, type OutboxState } from './outboxSlice';

export const OUTBOX_PERSIST_KEY = 'campo-outbox';
export const OUTBOX_PERSIST_VERSION = 1;
/** At most this many unsent messages are kept across a reload (each at most 2000 characters). */
export const OUTBOX_PERSIST_MAX = 20;

// Version 1 is the first: later shapes add their step here.
const migrations: MigrationManifest = {};

/**
 * Only what can be sent again after a reload: text messages (a picture is not kept) of a known member, the oldest
 * first. One that was
 * on its way when the page went is sent again (its client id makes that safe).
 */
const keepSendable = createTransform<OutboxEntry[], OutboxEntry[]>(
  (entries) => entries.filter((entry) => !entry.hasPicture && entry.ownerId !== '').slice(0, OUTBOX_PERSIST_MAX),
  (entries) =>
    (Array.isArray(entries) ? entries : []).map((entry) =>
      entry.status === 'sending' ? { ...entry, status: 'waiting' } : entry,
    ),
  { whitelist: ['entries'] },
);

export const outboxPersistConfig = {
  key: OUTBOX_PERSIST_KEY,
  version: OUTBOX_PERSIST_VERSION,
  storage,
  transforms: [keepSendable],
  migrate: createMigrate(migrations, { debug: false }),
};

/** A new persisted reducer per store (redux-persist keeps per-reducer state). */
export function makePersistedOutboxReducer() {
  return persistReducer<OutboxState>(outboxPersistConfig, outboxSlice.reducer);
}
