import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { memo, useEffect, useState } from 'react';
import { isInertHtml } from './inertHtml';

type Sanitise = (html: string) => string;

// DOMPurify loads only for a description with markup beyond the inert tags (docs/PERFORMANCE.md, "What keeps pages
// light"); the import starts when the description is known, and the page shows it only once sanitised.
const loadSanitiser = () =>
  import(/* webpackChunkName: "sanitize-description" */ './sanitizeDescription').then(
    (module): Sanitise => module.sanitizeDescription,
  );

function useSanitised(html: string): string | null {
  const inert = isInertHtml(html);
  const [sanitised, setSanitised] = useState<{ html: string; safe: string } | null>(null);
  useEffect(() => {
    if (inert) return;
    let current = true;
    void loadSanitiser().then((sanitise) => {
      if (current) setSanitised({ html, safe: sanitise(html) });
    });
    return () => {
      current = false;
    };
  }, [html, inert]);
  if (inert) return html;
  return sanitised?.html === html ? sanitised.safe : null;
}

/** The description as HTML: inert markup as written, anything else after DOMPurify has removed scripts, handlers and unsafe URLs. */
export const EventDescription = memo(function EventDescription({ html }: { html: string }) {
  const safe = useSanitised(html);
  if (safe === null) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  }
  return (
    <Box
      data-testid="event-description"
      sx={{ '& img': { maxWidth: '100%' }, '& p': { mt: 0 } }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
});
