import type { FastifyRequest } from 'fastify';
import type { TSchema, Static } from 'typebox';
import type { MessageType } from '../../db/database';
import { cleanFormFields, validateFormFields } from '../../storage/formFields';
import { readMultipartForm, type CheckedFile, type FileRule } from '../../storage/multipartForm';
import { messageTexts } from './messages.texts';

/** SPEC section 5 "Chat image" (also a group's logo): one JPEG or PNG under 5 MB, with SPEC's texts. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const chatImageRule: FileRule = {
  accept: 'jpegOrPng',
  maxBytes: CHAT_IMAGE_MAX_BYTES,
  required: false,
  errors: {
    wrongType: () => messageTexts.error(400, 'imageJpgOrPng'),
    tooLarge: () => messageTexts.error(413, 'imageTooLarge'),
  },
};

// Control characters other than tab and line feed are never part of a chat text.
const keepTabAndNewline = (char: string) => (char === '\n' || char === '\t' ? char : '');

/** Plain text as stored: CRLF to LF, control characters dropped, trimmed; null when nothing visible is left. */
export function plainText(text: string | undefined): string | null {
  const cleaned = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, keepTabAndNewline)
    .trim();
  // Zero-width characters (U+200B..U+200D, U+2060, U+FEFF) and white space alone make no message.
  return cleaned.replace(/[\s\u200B-\u200D\u2060\uFEFF]/gu, '') === '' ? null : cleaned;
}

export interface Draft {
  messageType: MessageType;
  text: string | null;
  picture: CheckedFile | null;
  /** The sender app's UUID for the message: a repeated send answers the stored one. */
  clientId?: string;
  /** The message of the same thread this one answers. */
  replyTo?: string;
}

/** The type that what was sent makes (SPEC section 5); the client's, when given, must agree. */
export function draftOf(
  text: string | undefined,
  picture: CheckedFile | undefined,
  claimed: MessageType | undefined,
): Draft {
  const body = plainText(text);
  const actual: MessageType | null = picture ? (body ? 'TextWithPicture' : 'Picture') : body ? 'Text' : null;
  if (!actual || (claimed && claimed !== actual)) throw messageTexts.error(400, 'notValidMessage');
  return { messageType: actual, text: body, picture: picture ?? null };
}

/** Reads a send form: its text fields checked by `schema`, an optional `picture`. */
export async function readSendForm<Schema extends TSchema>(request: FastifyRequest, schema: Schema) {
  const form = await readMultipartForm(request, { picture: chatImageRule }, { bidiRemovedFrom: ['text'] });
  const fields = validateFormFields(schema, cleanFormFields(form.fields)) as Static<Schema> & {
    text?: string;
    messageType?: MessageType;
    clientId?: string;
    replyTo?: string;
  };
  const draft = draftOf(fields.text, form.files.picture, fields.messageType);
  return { fields, draft: { ...draft, clientId: fields.clientId?.toLowerCase(), replyTo: fields.replyTo } };
}
