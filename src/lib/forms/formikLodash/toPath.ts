// A key between dots, or an index or a quoted key between brackets: `a.b[0]["c.d"]`.
const PART = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;

/** A field name (`friends[0].name`) as the keys formik reads and writes on its way to the value, as lodash splits it. */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  const path: string[] = [];
  if (text.charCodeAt(0) === 46) path.push('');
  text.replace(PART, (match: string, number?: string, quote?: string, quoted?: string) => {
    path.push(quote ? (quoted ?? '').replace(/\\(\\)?/g, '$1') : (number ?? match));
    return '';
  });
  return path;
}
