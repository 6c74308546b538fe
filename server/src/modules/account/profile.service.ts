import type { Static } from 'typebox';
import { sql, type RawBuilder } from 'kysely';
import type { Db, UserUpdate } from '../../db/database';
import { dialectOf } from '../../db/dialectOf';
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
  type GalleryImage,
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

/**
 * The user's gallery uploads, newest first, as a JSON array text of { id, event_id, url } (the same on both dialects),
 * so the profile's row and its gallery come in one statement.
 */
const galleryJson = (db: Db): RawBuilder<string> =>
  dialectOf(db) === 'postgres'
    ? sql<string>`coalesce((select json_agg(json_build_object('id', g.id, 'event_id', g.event_id, 'url', g.url)
        order by g.created_at desc, g.id desc)::text from event_images g where g.uploaded_by = users.id), '[]')`
    : sql<string>`(select json_group_array(json_object('id', g.id, 'event_id', g.event_id, 'url', g.url))
        from (select id, event_id, url from event_images where uploaded_by = users.id
          order by created_at desc, id desc) g)`;

/**
 * The user's favourite events, most recently added first, as a JSON array text of the event list columns (the same
 * on both dialects), so the profile comes in one statement: on PostgreSQL a second statement cost more than the rows.
 */
const FAVOURITE_FIELDS = sql.raw(
  ['id', 'name', 'picture', 'start_date', 'end_date', 'start_time', 'end_time', 'ends_at', 'description_text']
    .concat(['address', 'lat', 'lng'])
    .map((column) => `'${column}', e.${column}`)
    .concat(`'description_html', case when e.description_text is null then e.description_html end`)
    .join(', '),
);

const favouritesJson = (db: Db): RawBuilder<string> =>
  dialectOf(db) === 'postgres'
    ? sql<string>`coalesce((select json_agg(json_build_object(${FAVOURITE_FIELDS})
        order by f.created_at desc, f.id desc)::text
        from event_favourites f join events e on e.id = f.event_id where f.user_id = users.id), '[]')`
    : sql<string>`(select json_group_array(json_object(${FAVOURITE_FIELDS}))
        from (select e.* from event_favourites f join events e on e.id = f.event_id where f.user_id = users.id
          order by f.created_at desc, f.id desc) e)`;

const profileRow = preparedQuery<{ userId: string }, ProfileColumns & { gallery: string; favourites: string }>(
  (db, values) =>
    db
      .selectFrom('users')
      .select([...PROFILE_COLUMNS, galleryJson(db).as('gallery'), favouritesJson(db).as('favourites')])
      .where('id', '=', values.userId),
);

const toGalleryImages = (rows: Array<{ id: string; event_id: string; url: string }>): GalleryImage[] =>
  rows.map((row) => ({ _id: row.id, eventId: row.event_id, url: row.url }));

/** The user's favourite events (most recently added first) and gallery uploads (newest first). */
export async function loadProfileRelations(db: Db, userId: string, now = new Date()): Promise<ProfileRelations> {
  const [favourites, images] = await Promise.all([
    favouriteCards.execute(db, { userId }),
    galleryOf.execute(db, { userId }),
  ]);
  return {
    favouriteEvent: favourites.map((row) => toEventListItem(row, true, now)),
    images: toGalleryImages(images),
  };
}

/**
 * The full profile of CONVENTIONS.md, or null when the user is gone: one statement, the user's row with its gallery
 * and favourite events as JSON.
 */
export async function loadProfile(db: Db, userId: string, now = new Date()): Promise<Profile | null> {
  const [row] = await profileRow.execute(db, { userId });
  if (!row) return null;
  return toProfile(row, {
    favouriteEvent: (JSON.parse(row.favourites) as EventListColumns[]).map((item) => toEventListItem(item, true, now)),
    images: toGalleryImages(JSON.parse(row.gallery) as Array<{ id: string; event_id: string; url: string }>),
  });
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
