import { PICTURE_MAX_BYTES, PICTURE_MAX_FILES } from './constants';

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
