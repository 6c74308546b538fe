import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { linkify } from './linkify';

/** A message's plain text, with http(s) addresses as links opening in a new tab; nothing is parsed as HTML. */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" underline="always">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
