/** One character folded as the server folds message texts for search: lower case, accents off. */
function foldChar(char: string): string {
  return char
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

const charAt = (text: string, index: number) => String.fromCodePoint(text.codePointAt(index) ?? 0);

export type Range = readonly [start: number, end: number];

/**
 * Where `query` occurs in `text` ignoring case and accents (as the server's search matches), as [start, end) ranges
 * of `text`, in order and not overlapping. Empty for a blank query.
 */
export function matchRanges(text: string, query: string): Range[] {
  const needle = [...query.trim()].map(foldChar).join('');
  if (!needle) return [];
  // The folded text, and for each of its UTF-16 units the index in `text` of the character it came from.
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    folded += part;
    for (let n = 0; n < part.length; n += 1) origin.push(index);
    index += char.length;
  }
  origin.push(text.length);
  const ranges: Range[] = [];
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    const start = origin[at];
    const last = origin[at + needle.length - 1];
    // The end is after the whole character the match's last unit came from.
    let end = last + charAt(text, last).length;
    // and after the accents written apart from it (a combining mark folds to nothing).
    while (end < text.length && foldChar(charAt(text, end)) === '') end += charAt(text, end).length;
    ranges.push([start, end]);
  }
  return ranges;
}

/**
 * At most `max` characters of `text` around its first match, with an ellipsis where it is cut, and the ranges moved
 * to fit: a long message shows the part that matched.
 */
export function snippet(text: string, ranges: readonly Range[], max = 140): { text: string; ranges: Range[] } {
  if (text.length <= max) return { text, ranges: [...ranges] };
  const first = ranges[0]?.[0] ?? 0;
  const from = Math.max(0, Math.min(first - 30, text.length - max));
  const to = Math.min(text.length, from + max);
  const lead = from > 0 ? '…' : '';
  const cut = lead + text.slice(from, to) + (to < text.length ? '…' : '');
  const moved = ranges
    .filter(([start, end]) => start >= from && end <= to)
    .map(([start, end]): Range => [start - from + lead.length, end - from + lead.length]);
  return { text: cut, ranges: moved };
}
