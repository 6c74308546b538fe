/**
 * Tags that carry no attribute and can run nothing: a description made only of text and these (what the demo and
 * most associations write) is safe as it is, so the page does not load DOMPurify (about 12 KiB gzip) for it.
 */
const INERT_TAG = /<\/?(?:p|br|strong|em|b|i|u|ul|ol|li|h[2-6]|blockquote)\s*\/?>/gi;

/**
 * True when `html` holds no markup but the attribute-less inert tags above. Anything else (an attribute, a comment,
 * another tag, a stray `<`) is false, and the description goes through DOMPurify.
 */
export function isInertHtml(html: string): boolean {
  return !html.replace(INERT_TAG, '').includes('<');
}
