import { CHAT_TEXT_MAX } from '../../../lib/constants';

// Blank for a message: white space and the zero-width characters (U+200B..U+200D, U+2060, U+FEFF).
const BLANK = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

/** Text holding nothing but white space and zero-width characters. */
export function isBlankText(text: string): boolean {
  return text.replace(BLANK, '') === '';
}

/** Characters as the server counts them (code points: an emoji is one). */
export const textLength = (text: string) => [...text].length;

/** A message needs non-blank text or a picture (SPEC section 8), and text within the limit. */
export function canSend(text: string, picture: File | null): boolean {
  return (!isBlankText(text) || picture !== null) && textLength(text) <= CHAT_TEXT_MAX;
}
