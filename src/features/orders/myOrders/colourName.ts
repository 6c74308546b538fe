/** The basic colour names an order line's colour is read as (catalogue keys `myOrders.colours.<name>`). */
export type ColourName =
  | 'black'
  | 'grey'
  | 'white'
  | 'red'
  | 'orange'
  | 'brown'
  | 'yellow'
  | 'green'
  | 'lightBlue'
  | 'blue'
  | 'purple'
  | 'pink';

function toHsl(hex: string): { h: number; s: number; l: number } | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l };
  const s = chroma / (1 - Math.abs(2 * l - 1));
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { h: sector * 60, s, l };
}

/**
 * The nearest basic colour name of a `#rrggbb` colour (order lines keep the colour, not the seller's name for it),
 * so a screen reader says "orange" rather than "#ef6c00". Null for anything that is not a hex colour.
 */
export function colourName(hex: string): ColourName | null {
  const hsl = toHsl(hex);
  if (!hsl) return null;
  const { h, s, l } = hsl;
  if (l < 0.12) return 'black';
  if (l > 0.92) return 'white';
  if (s < 0.15) return 'grey';
  if (h < 15 || h >= 345) return l > 0.7 ? 'pink' : 'red';
  if (h < 45) return l < 0.35 ? 'brown' : 'orange';
  if (h < 70) return l < 0.3 ? 'brown' : 'yellow';
  if (h < 170) return 'green';
  if (h < 200) return 'lightBlue';
  if (h < 255) return l > 0.65 ? 'lightBlue' : 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}
