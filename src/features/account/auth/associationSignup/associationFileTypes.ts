import { DOCUMENTS_MAX_BYTES } from '../../../../lib/constants';

/** Logo and identity document: checked in the browser before upload; the server checks them again by content. */
export const ASSOCIATION_FILE_MAX_BYTES = DOCUMENTS_MAX_BYTES;
export const LOGO_ACCEPT = 'image/*';
export const IDENTITY_DOCUMENT_ACCEPT = 'image/*,application/pdf';

export const isImage = (file: File) => file.type.startsWith('image/');
export const isImageOrPdf = (file: File) => isImage(file) || file.type === 'application/pdf';
