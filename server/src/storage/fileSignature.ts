// What a file is, judged by its first bytes (never by its name or the Content-Type the client claims).

export type FileFamily = 'image' | 'pdf';

export interface DetectedFile {
  family: FileFamily;
  mime: string;
  /** Extension the stored file gets. */
  ext: string;
}

interface Signature extends DetectedFile {
  matches(bytes: Buffer): boolean;
}

const startsWith = (bytes: Buffer, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// SVG is left out on purpose: it can carry scripts.
const SIGNATURES: Signature[] = [
  { family: 'image', mime: 'image/jpeg', ext: 'jpg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    family: 'image',
    mime: 'image/png',
    ext: 'png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    family: 'image',
    mime: 'image/gif',
    ext: 'gif',
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    family: 'image',
    mime: 'image/webp',
    ext: 'webp',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
  { family: 'pdf', mime: 'application/pdf', ext: 'pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
];

/** The type of a JPEG, PNG, GIF, WebP or PDF file; null for anything else. */
export function detectFile(bytes: Buffer): DetectedFile | null {
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  return signature ? { family: signature.family, mime: signature.mime, ext: signature.ext } : null;
}
