import type { FastifyRequest } from 'fastify';
import type { GalleryImage } from '../../contract/event';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { readMultipartForm } from '../../storage/multipartForm';
import type { UploadStore } from '../../storage/uploadStore';
import { eventTexts } from './events.texts';

/** SPEC section 5: one picture, an image by content, under 2 MB. */
export const EVENT_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export type UploadedEventImage = GalleryImage;

/**
 * Adds the user's picture to the event's images (it also shows in their profile gallery, like
 * PUT /user/gallery/image/:eventId). The event must exist before anything is read or stored.
 */
export async function uploadEventImage(
  db: Db,
  store: UploadStore,
  request: FastifyRequest,
  userId: string,
  eventId: string,
): Promise<UploadedEventImage> {
  const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw eventTexts.error(404, 'eventNotFound');
  const form = await readMultipartForm(request, {
    picture: { accept: 'image', maxBytes: EVENT_PICTURE_MAX_BYTES, required: true },
  });
  const picture = form.files.picture!;
  const url = await store.save('gallery', picture.bytes, picture.type);
  const id = newId();
  try {
    await db.insertInto('event_images').values({ id, event_id: eventId, uploaded_by: userId, url }).execute();
  } catch (error) {
    await store.remove(url);
    throw error;
  }
  return { _id: id, eventId, url };
}
