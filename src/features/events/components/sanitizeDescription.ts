import DOMPurify from 'dompurify';

/** The event description is stored HTML written by an association: only harmless markup reaches the page. */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
