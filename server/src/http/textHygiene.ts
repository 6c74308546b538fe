import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coreTexts } from '../i18n/catalogue';

/**
 * Text hygiene, the one place every text a client sends goes through (docs/CONVENTIONS.md, "Text hygiene"):
 * - refused (400 naming the field): NUL and the other C0 controls except tab and newline, a carriage return not
 *   followed by a newline, DEL, the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069: they reorder what a reader sees, "12" shown as "21"; removed instead in the fields a form
 *   names, see `removeBidiControls`) and lone UTF-16 surrogates;
 * - normalised: CRLF becomes LF;
 * - trimmed (not passwords, not path params): whitespace and zero-width characters (U+200B, U+200C, U+200D,
 *   U+2060, U+FEFF) at both ends, so a field holding only those is '' and a required one (minLength >= 1) is
 *   refused like a blank field. Zero-width characters inside the text stay (emoji sequences and some scripts
 *   need them).
 */

// Any character that sends a string down the slow path (CR and surrogates are fine in the right company).
// eslint-disable-next-line no-control-regex -- control characters are what these two find
const SUSPECT = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|\r(?!\n)|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ZERO_WIDTH = new Set(['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF']);
const isBlank = (char: string) => ZERO_WIDTH.has(char) || /\s/.test(char);
// Fields kept exactly as typed (never trimmed; still checked): the password fields of every form.
const AS_TYPED = /password/i;

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text without the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): for the
 * fields where they are removed rather than refused (chat message texts and group names, where a pasted text often
 * carries them); the marks U+200E/U+200F and right-to-left text stay.
 */
export function removeBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** The text with CRLF as LF; throws a 400 naming `field` when it holds a refused character. */
export function checkText(field: string, value: string): string {
  if (!SUSPECT.test(value)) return value;
  if (FORBIDDEN.test(value)) throw coreTexts.error(400, 'validation.forbiddenCharacter', { field });
  return value.replaceAll('\r\n', '\n');
}

/** Whitespace and zero-width characters removed from both ends: '' when nothing else is there. */
export function trimText(value: string): string {
  // A loop, not a regex: `(?:\s|…)+$` backtracks quadratically on a long run of spaces inside the text.
  let start = 0;
  let end = value.length;
  while (start < end && isBlank(value[start])) start++;
  while (end > start && isBlank(value[end - 1])) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** Whether a field keeps its text exactly as typed (passwords): checked, never trimmed. */
export function isAsTyped(field: string): boolean {
  return AS_TYPED.test(field);
}

type Container = Record<string, unknown> | unknown[];

/**
 * Checks every string of a parsed body, query or params in place (iteratively: a deeply nested hostile body
 * cannot overflow the stack), trimming them when `trim`. Field names are dotted paths, as in validation messages.
 */
export function cleanStrings(root: unknown, trim: boolean): void {
  if (typeof root !== 'object' || root === null) return;
  const stack: [Container, string][] = [[root as Container, '']];
  while (stack.length > 0) {
    const [container, prefix] = stack.pop()!;
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const value = record[key];
      // A wildcard route's param ('*', the rest of the path: files, SPA pages) is named for the reader.
      const field = prefix + (key === '*' ? 'path' : key);
      if (typeof value === 'string') {
        const checked = checkText(field, value);
        const kept = trim && !isAsTyped(key) ? trimText(checked) : checked;
        if (kept !== value) record[key] = kept;
      } else if (typeof value === 'object' && value !== null) {
        stack.push([value as Container, `${field}.`]);
      }
    }
  }
}

/** The text parts of a request every route takes: its body (JSON or form), query string and path params. */
export function cleanRequestText(request: FastifyRequest): void {
  cleanStrings(request.params, false);
  cleanStrings(request.query, true);
  cleanStrings(request.body, true);
}

/**
 * One app-wide preValidation hook, before any route is added: it runs before every route's own hooks and
 * schema, so the schema's limits (minLength, maxLength, patterns) apply to the cleaned text.
 * Multipart text fields are read by the handler; readMultipartForm applies the same rules to them.
 */
export function registerTextHygiene(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      cleanRequestText(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
