import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, PICTURE_MAX_BYTES, PICTURE_MAX_FILES } from './constants';

/** Why a picked picture cannot be sent; each is a `...picture.<problem>` / `...upload.<problem>` catalogue key. */
export type PictureProblem = 'onlyOne' | 'onlyImages' | 'tooLarge';

/** SPEC section 5 (profile picture, event image upload): one file, an image, under 2 MB; null when fine or empty. */
export function pictureProblem(files: readonly File[]): PictureProblem | null {
  if (files.length > PICTURE_MAX_FILES) return 'onlyOne';
  const [file] = files;
  if (!file) return null;
  if (!file.type.startsWith('image/')) return 'onlyImages';
  if (file.size >= PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Why a chat picture or group logo cannot be sent; SPEC: `image must be JPG or PNG`, `Image size must be less than 5 MB`. */
export type ChatImageProblem = 'onlyOne' | 'notJpgOrPng' | 'tooLarge';

/** SPEC sections 5 and 8 (chat picture, group logo): one JPEG or PNG under 5 MB; null when fine or empty. */
export function chatImageProblem(files: readonly File[]): ChatImageProblem | null {
  if (files.length > PICTURE_MAX_FILES) return 'onlyOne';
  const [file] = files;
  if (!file) return null;
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notJpgOrPng';
  if (file.size >= CHAT_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
