import { extname } from 'node:path';

// The types of the files the stores hold: checked uploads (fileSignature.ts) and the demo data's files.
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type a stored file's name implies (a folder keeps no type of its own). */
export function contentTypeOfName(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}
