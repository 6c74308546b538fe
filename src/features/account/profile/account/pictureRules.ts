import { PICTURE_MAX_BYTES, PICTURE_MAX_FILES } from '../../../../lib/constants';

export type PictureProblem = 'onlyOne' | 'onlyImages' | 'tooLarge';

/** SPEC section 5: one file, an image, under 2 MB. */
export function pictureProblem(files: readonly File[]): PictureProblem | null {
  if (files.length > PICTURE_MAX_FILES) return 'onlyOne';
  const [file] = files;
  if (!file) return null;
  if (!file.type.startsWith('image/')) return 'onlyImages';
  if (file.size >= PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
