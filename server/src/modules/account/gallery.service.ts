import type { FastifyRequest } from 'fastify';
import { assertOwnedBy } from '../../auth/ownership';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import { isId, newId } from '../../lib/ids';
import type { CheckedFile } from '../../storage/multipartForm';
import type { UploadStore } from '../../storage/uploadStore';
import type { GalleryImage } from './account.profile';
import { accountTexts } from './account.texts';

/** Adds the user's picture to the event's images (the uploader is recorded: only they may remove it). */
export async function addGalleryImage(
  deps: { db: Db; uploads: UploadStore },
  eventId: string,
  userId: string,
  picture: CheckedFile,
): Promise<GalleryImage> {
  const event = await deps.db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw accountTexts.error(404, 'eventNotFound');
  const id = newId();
  const url = await deps.uploads.save('gallery', picture.bytes, picture.type);
  await deps.db
    .insertInto('event_images')
    .values({ id, event_id: eventId, uploaded_by: userId, url, created_at: nowIso() })
    .execute();
  return { _id: id, eventId, url };
}

/** Removes one of the logged-in user's gallery pictures: 400 'Invalid request' without an id, 403 for others'. */
export async function removeGalleryImage(
  deps: { db: Db; uploads: UploadStore },
  request: FastifyRequest,
  eventId: string,
  imageId: string | undefined,
): Promise<void> {
  if (!isId(imageId)) throw accountTexts.error(400, 'invalidRequest');
  const image = await deps.db
    .selectFrom('event_images')
    .select(['id', 'uploaded_by', 'url'])
    .where('id', '=', imageId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!image) throw accountTexts.error(404, 'imageNotFound');
  assertOwnedBy(request, image.uploaded_by);
  await deps.db.deleteFrom('event_images').where('id', '=', image.id).execute();
  await deps.uploads.remove(image.url);
}
