import type { ReactNode } from 'react';
import type { Range } from './matchRanges';

/** `text` with each range wrapped in `<mark>`: React text nodes only, so a message can never inject markup. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
