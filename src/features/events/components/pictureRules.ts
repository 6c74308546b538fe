import { PICTURE_MAX_BYTES, PICTURE_MAX_FILES } from '../../../lib/constants';

export type PictureProblem = 'onlyOne' | 'onlyImages' | 'tooLarge' | 'selectFirst';

/** SPEC section 5, event picture upload: one file, an image, under 2 MB; null when the choice is fine. */
export function pictureProblem(files: readonly File[]): PictureProblem | null {
  if (files.length === 0) return 'selectFirst';
  if (files.length > PICTURE_MAX_FILES) return 'onlyOne';
  const [file] = files;
  if (!file.type.startsWith('image/')) return 'onlyImages';
  if (file.size >= PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
