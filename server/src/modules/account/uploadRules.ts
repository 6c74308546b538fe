import type { FileRule } from '../../storage/multipartForm';

const MB = 1024 * 1024;

/** SPEC.md section 5: event and profile pictures, one file under 2 MB. */
export const PICTURE_MAX_BYTES = 2 * MB;
/** SPEC.md section 5 catalogue: documents and event images up to 5 MB (association logo and identity document). */
export const DOCUMENT_MAX_BYTES = 5 * MB;

export const optionalPicture: FileRule = { accept: 'image', maxBytes: PICTURE_MAX_BYTES, required: false };
export const requiredPicture: FileRule = { accept: 'image', maxBytes: PICTURE_MAX_BYTES, required: true };
export const associationLogo: FileRule = { accept: 'image', maxBytes: DOCUMENT_MAX_BYTES, required: true };
export const identityDocument: FileRule = { accept: 'imageOrPdf', maxBytes: DOCUMENT_MAX_BYTES, required: true };
