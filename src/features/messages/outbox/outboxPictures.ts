/**
 * The pictures of messages in the outbox, by local id: a File is not serialisable, so it stays out of the store
 * (and a picture message does not survive a reload). `previewUrl` is a blob: URL shown while it is on its way.
 */
const pictures = new Map<string, { picture: File; previewUrl: string }>();

export const outboxPictures = {
  get: (localId: string) => pictures.get(localId),
  set(localId: string, picture: File) {
    pictures.set(localId, { picture, previewUrl: URL.createObjectURL(picture) });
  },
  delete(localId: string) {
    const held = pictures.get(localId);
    if (held) URL.revokeObjectURL(held.previewUrl);
    pictures.delete(localId);
  },
};
