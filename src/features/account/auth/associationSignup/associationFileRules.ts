import { mixed } from 'yup';
import { DOCUMENTS_MAX_BYTES } from '../../../../lib/constants';
import { message } from '../validationMessages';

/** Logo and identity document: checked in the browser before upload; the server checks them again by content. */
export const ASSOCIATION_FILE_MAX_BYTES = DOCUMENTS_MAX_BYTES;
export const LOGO_ACCEPT = 'image/*';
export const IDENTITY_DOCUMENT_ACCEPT = 'image/*,application/pdf';

export const isImage = (file: File) => file.type.startsWith('image/');
export const isImageOrPdf = (file: File) => isImage(file) || file.type === 'application/pdf';

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
