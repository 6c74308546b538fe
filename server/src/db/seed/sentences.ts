/** The full stop that ends a sentence after `text`, none when it already ends with one (a name like "Nuoto A.S.D."). */
export function fullStopAfter(text: string): string {
  return text.trimEnd().endsWith('.') ? '' : '.';
}
