import { cloneElement, type ReactElement, type ReactNode } from 'react';

export interface LinkedTextProps {
  /** A translated text whose tagged parts, `<terms>terms and conditions</terms>` or `<1>…</1>`, become elements. */
  text: string;
  /** The element each tag name (or number: `{ 1: <Link … /> }`) stands for; it gets the tagged text as children. */
  elements: Readonly<Record<string, ReactElement>>;
}

// A tag's name is letters, digits or `_`; tags do not nest, and markup of any other shape stays as it is written.
const TAGGED = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A translated text with links (or any element) inside it, react-i18next's `Trans` for what Campo needs of it
 * (`Trans` and its HTML parser are ~10 KiB minified). Everything in the text stays text: a tag with no
 * element is shown as its inner text, and nothing in the catalogue is parsed as HTML.
 */
export function LinkedText({ text, elements }: LinkedTextProps): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name, inner] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = Object.hasOwn(elements, name) ? elements[name] : undefined;
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
