/**
 * A small PDF 1.4 writer: A4 pages of text in the built-in Helvetica (regular and bold, WinAnsiEncoding, so € and
 * accented letters print without embedding a font) and straight rules. Enough for a receipt; no npm package.
 */

export const A4 = { width: 595, height: 842 } as const;

export type FontWeight = 'regular' | 'bold';

interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  size: number;
  weight: FontWeight;
  text: string;
}

interface RuleItem {
  kind: 'rule';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
}

type PageItem = TextItem | RuleItem;

// Helvetica's advance widths (per 1000 units of the font size) for ASCII 32..126, from the standard AFM.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
// Helvetica-Bold has the same digits, punctuation and € as the regular face, and letters about 6 % wider: near
// enough for wrapping names, exact for right-aligned amounts.
const BOLD_LETTER_FACTOR = 1.06;
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();

// WinAnsiEncoding bytes of the characters outside Latin-1 that a receipt may hold.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  Œ: 0x8c,
  œ: 0x9c,
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Control, zero-width and bidirectional formatting characters: dropped, never drawn as '?'. */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code < 0xa0) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** The WinAnsi byte of one character; '?' for what the encoding cannot show, nothing for invisible characters. */
function winAnsiByte(char: string): number | null {
  const code = char.codePointAt(0) ?? 0x3f;
  if (isInvisible(code)) return null;
  if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? 0x3f;
}

/** The text as WinAnsi bytes, one latin1 character per byte. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const byte = winAnsiByte(char);
    if (byte !== null) out += String.fromCharCode(byte);
  }
  return out;
}

/** Width in points of `text` at `size` (accented letters measured as their base letter). */
export function textWidth(text: string, size: number, weight: FontWeight = 'regular'): number {
  let units = 0;
  for (const char of text.normalize('NFD')) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x300 && code <= 0x36f) continue;
    const width = code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32] : 556;
    units += weight === 'bold' && isLetter(char) ? width * BOLD_LETTER_FACTOR : width;
  }
  return (units * size) / 1000;
}

/** A PDF string literal: backslash, parentheses escaped. */
function pdfString(bytes: string): string {
  return `(${bytes.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

function contentStream(items: PageItem[]): string {
  const ops: string[] = [];
  for (const item of items) {
    if (item.kind === 'rule') {
      ops.push(`${num(item.width)} w ${num(item.x1)} ${num(item.y1)} m ${num(item.x2)} ${num(item.y2)} l S`);
    } else {
      const font = item.weight === 'bold' ? 'F2' : 'F1';
      ops.push(
        `BT /${font} ${num(item.size)} Tf ${num(item.x)} ${num(item.y)} Td ${pdfString(toWinAnsi(item.text))} Tj ET`,
      );
    }
  }
  return ops.join('\n');
}

export interface PdfDocument {
  /** Starts a new page; the drawing calls go to the newest page. */
  addPage(): void;
  text(x: number, y: number, text: string, options?: { size?: number; weight?: FontWeight }): void;
  rule(x1: number, y1: number, x2: number, y2: number, width?: number): void;
  readonly pageCount: number;
  /** The finished file. */
  toBuffer(): Buffer;
}

export function createPdf(info: { title?: string } = {}): PdfDocument {
  const pages: PageItem[][] = [];
  const current = () => {
    if (pages.length === 0) pages.push([]);
    return pages[pages.length - 1];
  };
  return {
    addPage: () => void pages.push([]),
    text: (x, y, text, options = {}) =>
      current().push({ kind: 'text', x, y, text, size: options.size ?? 10, weight: options.weight ?? 'regular' }),
    rule: (x1, y1, x2, y2, width = 0.5) => current().push({ kind: 'rule', x1, y1, x2, y2, width }),
    get pageCount() {
      return Math.max(1, pages.length);
    },
    toBuffer: () => serialise(pages.length > 0 ? pages : [[]], info.title),
  };
}

/**
 * Objects: 1 catalogue, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content stream for
 * each page. Every string is latin1 (one byte a character), so lengths and offsets count bytes.
 */
function serialise(pages: PageItem[][], title?: string): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Producer (Campo) ${title ? `/Title ${pdfString(toWinAnsi(title))} ` : ''}>>`;
  pages.forEach((items, index) => {
    const stream = contentStream(items);
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`;
    objects[pageIds[index] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
