import type { Static } from 'typebox';
import type { Db, UserUpdate } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { preparedQuery } from '../../db/preparedQuery';
import type { Language } from '../../i18n/language';
import type { CheckedFile } from '../../storage/multipartForm';
import type { UploadStore } from '../../storage/uploadStore';
import { accountTexts } from './account.texts';
import { normaliseCode, parseCoordinates, parsePastDate } from './formValues';
import type { ProfileUpdateFieldsSchema } from './profile.schemas';
import {
  PROFILE_COLUMNS,
  toProfile,
  type Profile,
  type ProfileColumns,
  type ProfileRelations,
} from './account.profile';
import { EVENT_LIST_COLUMNS, toEventListItem, type EventListColumns } from '../events/eventListItem';

// Compiled once (db/preparedQuery.ts): building these queries cost more CPU than running them.
const favouriteCards = preparedQuery<{ userId: string }, EventListColumns>((db, values) =>
  db
    .selectFrom('event_favourites')
    .innerJoin('events', 'events.id', 'event_favourites.event_id')
    .select(EVENT_LIST_COLUMNS)
    .where('event_favourites.user_id', '=', values.userId)
    .orderBy('event_favourites.created_at', 'desc')
    .orderBy('event_favourites.id', 'desc'),
);

const galleryOf = preparedQuery<{ userId: string }, { id: string; event_id: string; url: string }>((db, values) =>
  db
    .selectFrom('event_images')
    .select(['id', 'event_id', 'url'])
    .where('uploaded_by', '=', values.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

const profileRow = preparedQuery<{ userId: string }, ProfileColumns>((db, values) =>
  db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', values.userId),
);

/** The user's favourite events (most recently added first) and gallery uploads (newest first). */
export async function loadProfileRelations(db: Db, userId: string, now = new Date()): Promise<ProfileRelations> {
  const [favourites, images] = await Promise.all([
    favouriteCards.execute(db, { userId }),
    galleryOf.execute(db, { userId }),
  ]);
  return {
    favouriteEvent: favourites.map((row) => toEventListItem(row, true, now)),
    images: images.map((row) => ({ _id: row.id, eventId: row.event_id, url: row.url })),
  };
}

/** The full profile of CONVENTIONS.md, or null when the user is gone. */
export async function loadProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await profileRow.execute(db, { userId });
  return row ? toProfile(row, await loadProfileRelations(db, userId)) : null;
}

export type ProfileUpdateFields = Static<typeof ProfileUpdateFieldsSchema>;

/** Changes only the fields sent; a new address without coordinates clears the old ones. Never the e-mail. */
export async function updateProfile(
  deps: { db: Db; language: Language },
  userId: string,
  fields: ProfileUpdateFields,
): Promise<void> {
  const changes: UserUpdate = {};
  if (fields.firstName !== undefined) changes.first_name = fields.firstName;
  if (fields.lastName !== undefined) changes.last_name = fields.lastName;
  if (fields.mobilePrefix !== undefined) changes.mobile_prefix = fields.mobilePrefix;
  if (fields.mobile !== undefined) changes.mobile = fields.mobile;
  if (fields.fiscalCode !== undefined) changes.fiscal_code = normaliseCode(fields.fiscalCode);
  if (fields.dob !== undefined) {
    const dob = parsePastDate(fields.dob);
    if (!dob) throw accountTexts.error(400, 'invalidDate', { field: 'dob' });
    changes.dob = dob;
  }
  const coordinates = parseCoordinates(fields.lat, fields.lng);
  if (coordinates === 'invalid') throw accountTexts.error(400, 'invalidCoordinates');
  if (fields.address !== undefined) {
    changes.address = fields.address;
    changes.lat = coordinates?.lat ?? null;
    changes.lng = coordinates?.lng ?? null;
  } else if (coordinates) {
    changes.lat = coordinates.lat;
    changes.lng = coordinates.lng;
  }
  if (Object.keys(changes).length === 0) throw accountTexts.error(400, 'nothingToUpdate');
  await deps.db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** Stores the new picture, points the profile at it and deletes the previous upload. */
export async function setProfilePicture(
  deps: { db: Db; uploads: UploadStore },
  userId: string,
  picture: CheckedFile,
): Promise<void> {
  const previous = await deps.db
    .selectFrom('users')
    .select('picture')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const url = await deps.uploads.save('profile', picture.bytes, picture.type);
  await deps.db.updateTable('users').set({ picture: url, updated_at: nowIso() }).where('id', '=', userId).execute();
  await deps.uploads.remove(previous.picture);
}
