import { mixed } from 'yup';
import { message } from '../validationMessages';
import { ASSOCIATION_FILE_MAX_BYTES, isImage, isImageOrPdf } from './associationFileTypes';

function fileRule(requiredKey: 'logoRequired' | 'identityDocumentRequired', accepts: (file: File) => boolean) {
  const typeKey = accepts === isImage ? message('imageOnly') : message('imageOrPdfOnly');
  return mixed<File>()
    .nullable()
    .test('required', message(requiredKey), (file) => Boolean(file))
    .test('type', typeKey, (file) => !file || accepts(file))
    .test('size', message('fileTooLarge'), (file) => !file || file.size <= ASSOCIATION_FILE_MAX_BYTES);
}

export const logoRule = () => fileRule('logoRequired', isImage);
export const identityDocumentRule = () => fileRule('identityDocumentRequired', isImageOrPdf);
