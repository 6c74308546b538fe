import { encodePng } from '../../db/seed/media/png';
import type { FilePart } from './multipartPayload';

/** A real 4x4 PNG. */
export function pngFile(filename = 'foto.png'): FilePart {
  return { filename, contentType: 'image/png', bytes: encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(200)) };
}

/** JPEG magic bytes followed by filler; `size` pads it to that many bytes. */
export function jpegFile(filename = 'foto.jpg', size = 64): FilePart {
  const bytes = Buffer.alloc(Math.max(size, 4), 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return { filename, contentType: 'image/jpeg', bytes };
}

export function pdfFile(filename = 'documento.pdf'): FilePart {
  return {
    filename,
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  };
}

/** A text file that claims to be a JPEG: name and Content-Type lie, the bytes do not. */
export function textFileNamedJpg(filename = 'foto.jpg'): FilePart {
  return { filename, contentType: 'image/jpeg', bytes: Buffer.from('this is plain text, not a picture\n') };
}
