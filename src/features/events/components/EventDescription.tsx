import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeDescription } from './sanitizeDescription';

/** The description as HTML, after DOMPurify has removed scripts, handlers and unsafe URLs. */
export function EventDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDescription(html), [html]);
  return (
    <Box
      data-testid="event-description"
      sx={{ '& img': { maxWidth: '100%' }, '& p': { mt: 0 } }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
