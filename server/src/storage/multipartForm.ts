import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ApiError } from '../http/apiError';
import { checkText, removeBidiControls } from '../http/textHygiene';
import { detectFile, type DetectedFile } from './fileSignature';
import { storageTexts } from './storage.texts';

export type FileAccept = 'image' | 'imageOrPdf' | 'jpegOrPng';

export interface FileRule {
  accept: FileAccept;
  maxBytes: number;
  required: boolean;
  /** A section's own errors for a wrong type or a too large file (SPEC fixes some texts per screen). */
  errors?: { wrongType(): ApiError; tooLarge(): ApiError };
}

const JPEG_OR_PNG = new Set(['image/jpeg', 'image/png']);

function accepts(rule: FileRule, type: DetectedFile | null): boolean {
  if (!type) return false;
  if (rule.accept === 'jpegOrPng') return JPEG_OR_PNG.has(type.mime);
  return type.family === 'image' || rule.accept === 'imageOrPdf';
}

/** An uploaded file whose bytes were checked against its rule; nothing is on disk yet. */
export interface CheckedFile {
  filename: string;
  bytes: Buffer;
  type: DetectedFile;
}

export interface MultipartForm<FileField extends string> {
  /** Text parts by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  files: Partial<Record<FileField, CheckedFile>>;
}

/** '2MB', '5MB': SPEC.md writes sizes this way ('Image size must be less than 2MB.'). */
export function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes}MB` : `${Math.round(bytes / 1024)}KB`;
}

function checkFile(rule: FileRule, filename: string, bytes: Buffer): CheckedFile {
  const type = detectFile(bytes);
  if (!type || !accepts(rule, type)) {
    throw (
      rule.errors?.wrongType() ??
      storageTexts.error(400, rule.accept === 'imageOrPdf' ? 'onlyImagesOrPdf' : 'onlyImages')
    );
  }
  if (bytes.length > rule.maxBytes) throw tooLarge(rule);
  return { filename, bytes, type };
}

function tooLarge(rule: FileRule) {
  if (rule.errors) return rule.errors.tooLarge();
  const key = rule.accept === 'imageOrPdf' ? 'fileTooLarge' : 'imageTooLarge';
  return storageTexts.error(413, key, { size: formatSize(rule.maxBytes) });
}

async function readFilePart(part: Multipart & { type: 'file' }, rule: FileRule) {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule);
    throw error;
  }
}

/**
 * Reads a multipart form into memory: text fields, and the files named in `rules`, each checked by content
 * (magic bytes, never the file name) and size. An empty file input (no name, no bytes) counts as not sent.
 * Text fields go through the text hygiene (control and bidi characters refused, CRLF as LF: http/textHygiene.ts;
 * bidi controls removed instead from the fields in `bidiRemovedFrom`).
 * Throws a 4xx ApiError with a localised message for anything the client got wrong.
 */
export async function readMultipartForm<FileField extends string>(
  request: FastifyRequest,
  rules: Record<FileField, FileRule>,
  /** Text fields whose bidirectional controls are removed rather than refused (chat texts, group names). */
  { bidiRemovedFrom = [] }: { bidiRemovedFrom?: readonly string[] } = {},
): Promise<MultipartForm<FileField>> {
  if (!request.isMultipart()) throw storageTexts.error(415, 'notMultipart');
  const ruleList = Object.values<FileRule>(rules);
  const maxFileBytes = Math.max(1, ...ruleList.map((rule) => rule.maxBytes));
  const fields = new Map<string, string>();
  const files: Partial<Record<FileField, CheckedFile>> = {};

  // Two spare file slots so a repeated file gets our message rather than the parser's generic limit.
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: ruleList.length + 2 } })) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw storageTexts.error(413, 'fieldTooLong', { field: part.fieldname });
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields.set(
        part.fieldname,
        checkText(part.fieldname, bidiRemovedFrom.includes(part.fieldname) ? removeBidiControls(value) : value),
      );
      continue;
    }
    const field = part.fieldname as FileField;
    const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
    if (!rule) throw storageTexts.error(400, 'unexpectedFile', { field: part.fieldname });
    const bytes = await readFilePart(part, rule);
    if (bytes.length === 0 && !part.filename) continue;
    if (files[field]) {
      throw rule.accept !== 'imageOrPdf'
        ? storageTexts.error(400, 'onePicture')
        : storageTexts.error(400, 'oneFile', { field });
    }
    files[field] = checkFile(rule, part.filename, bytes);
  }

  for (const [field, rule] of Object.entries<FileRule>(rules)) {
    if (rule.required && !files[field as FileField]) {
      throw field === 'picture'
        ? storageTexts.error(400, 'pictureRequired')
        : storageTexts.error(400, 'fileRequired', { field });
    }
  }
  return { fields: Object.fromEntries(fields), files };
}
