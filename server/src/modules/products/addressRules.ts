import { addressRuleTexts } from './addressRules.texts';

// Tab, line feed (CR is refused app-wide), vertical tab, form feed, next line, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- vertical tab and form feed are what it finds
const LINE_BREAK = /[\t\n\u000B\u000C\u0085\u2028\u2029]/;

/**
 * An address is printed on a label and shown on one line per field, as the form takes it (single-line inputs). The
 * app-wide text hygiene already refuses NUL and the other controls, the bidi overrides, and trims a blank field to
 * '' (refused as empty by the schema); it lets tabs and line breaks through for multi-line texts such as chat, so
 * the address fields refuse those here, naming the field.
 */
export function checkAddressLines(input: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string' && LINE_BREAK.test(value)) throw addressRuleTexts.error(400, 'oneLine', { field });
  }
}
