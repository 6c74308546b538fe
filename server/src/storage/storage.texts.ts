import { registerTexts } from '../i18n/texts';

// SPEC.md section 5 texts are the English ones, verbatim.
export const storageTexts = registerTexts('storage', {
  it: {
    onlyImages: 'Sono ammessi solo file immagine.',
    onlyImagesOrPdf: 'Sono ammessi solo immagini o file PDF.',
    imageTooLarge: "L'immagine deve essere più piccola di {size}.",
    fileTooLarge: 'Il file deve essere più piccolo di {size}.',
    onePicture: 'Puoi aggiungere una sola immagine.',
    oneFile: 'Il campo «{field}» accetta un solo file.',
    pictureRequired: "Seleziona prima un'immagine.",
    fileRequired: 'Il file «{field}» è obbligatorio.',
    unexpectedFile: 'Il modulo non prevede un file «{field}».',
    fieldTooLong: 'Il campo «{field}» è troppo lungo.',
    notMultipart: 'Invia questo modulo come multipart/form-data.',
  },
  en: {
    onlyImages: 'Only image files are allowed.',
    onlyImagesOrPdf: 'Only image or PDF files are allowed.',
    imageTooLarge: 'Image size must be less than {size}.',
    fileTooLarge: 'File size must be less than {size}.',
    onePicture: 'You can add only 1 picture.',
    oneFile: 'The field "{field}" takes only one file.',
    pictureRequired: 'Please select a picture first.',
    fileRequired: 'The file "{field}" is required.',
    unexpectedFile: 'The form does not take a file named "{field}".',
    fieldTooLong: 'The field "{field}" is too long.',
    notMultipart: 'Send this form as multipart/form-data.',
  },
});
