import type { Language } from '../../../i18n/language';
import type { Receipt } from './orderReceipt';
import { A4, createPdf, textWidth, type FontWeight } from './pdfWriter';
import { receiptTexts } from './receipt.texts';
import { formatDay, formatEuro } from './receiptFormat';

const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const LINE = 14;
const BOTTOM = 70;
// Columns of the lines table: name on the left, the three figures right-aligned at these x.
const QTY_RIGHT = 360;
const UNIT_RIGHT = 450;
const NAME_WIDTH = 290;

/** Cuts `text` into lines no wider than `width` at `size` (words kept whole where they fit). */
export function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const addressLines = (address: NonNullable<Receipt['billingAddress']>) => [
  address.fullName,
  address.address,
  `${address.zipcode} ${address.city}${address.province ? ` (${address.province})` : ''}`,
  address.country,
];

/** The receipt as a PDF in `language`: the same content as the SPA's printable page, on as many pages as needed. */
export function receiptPdf(receipt: Receipt, language: Language): Buffer {
  const t = (key: Parameters<typeof receiptTexts.text>[1], params?: Record<string, string | number>) =>
    receiptTexts.text(language, key, params);
  const pdf = createPdf({ title: `${t('title')} ${receipt.orderNumber}` });
  let y = 0;
  const write = (x: number, text: string, size = 10, weight: FontWeight = 'regular') =>
    pdf.text(x, y, text, { size, weight });
  const writeRight = (right: number, text: string, size = 10, weight: FontWeight = 'regular') =>
    pdf.text(right - textWidth(text, size, weight), y, text, { size, weight });
  const tableHeader = () => {
    write(MARGIN, t('item'), 9, 'bold');
    writeRight(QTY_RIGHT, t('qty'), 9, 'bold');
    writeRight(UNIT_RIGHT, t('unitPrice'), 9, 'bold');
    writeRight(RIGHT, t('lineTotal'), 9, 'bold');
    y -= 6;
    pdf.rule(MARGIN, y, RIGHT, y);
    y -= LINE;
  };
  const newPage = (withTable: boolean) => {
    pdf.addPage();
    y = A4.height - MARGIN;
    write(MARGIN, `${t('title')} · ${t('orderNumber', { number: receipt.orderNumber })}`, 9, 'bold');
    y -= LINE * 2;
    if (withTable) tableHeader();
  };
  const room = (needed: number, withTable: boolean) => {
    if (y - needed < BOTTOM) newPage(withTable);
  };

  pdf.addPage();
  y = A4.height - MARGIN - 10;
  write(MARGIN, 'Campo', 20, 'bold');
  writeRight(RIGHT, t('title'), 20, 'bold');
  y -= LINE * 2;
  write(MARGIN, t('orderNumber', { number: receipt.orderNumber }), 11, 'bold');
  y -= LINE;
  write(MARGIN, t('date', { date: formatDay(receipt.placedAt, language) }));
  y -= LINE;
  write(MARGIN, t('payment', { type: receipt.paymentType, reference: receipt.paymentReference ?? '' }).trim());
  y -= LINE * 2;

  const blocks = [
    receipt.billingAddress && { title: t('billing'), lines: addressLines(receipt.billingAddress) },
    receipt.shippingAddress && { title: t('shipping'), lines: addressLines(receipt.shippingAddress) },
  ].filter((block): block is { title: string; lines: string[] } => Boolean(block));
  if (blocks.length > 0) {
    const top = y;
    let lowest = y;
    blocks.forEach((block, index) => {
      y = top;
      const x = MARGIN + index * 250;
      write(x, block.title, 10, 'bold');
      for (const part of block.lines.flatMap((line) => wrap(line, 230, 10))) {
        y -= LINE;
        write(x, part);
      }
      lowest = Math.min(lowest, y);
    });
    y = lowest - LINE * 2;
  }

  tableHeader();
  for (const line of receipt.lines) {
    const name = wrap(line.name, NAME_WIDTH, 10);
    const detail = line.size ? [t('size', { size: line.size })] : [];
    room(LINE * (name.length + detail.length), true);
    write(MARGIN, name[0]);
    writeRight(QTY_RIGHT, String(line.qty));
    writeRight(UNIT_RIGHT, formatEuro(line.unitPrice));
    writeRight(RIGHT, formatEuro(line.total));
    for (const part of name.slice(1)) {
      y -= LINE;
      write(MARGIN, part);
    }
    for (const part of detail) {
      y -= LINE - 2;
      write(MARGIN, part, 8);
    }
    y -= LINE + 2;
  }

  const totals: [string, number, FontWeight][] = [
    [t('subtotal'), receipt.subtotal, 'regular'],
    [t('serviceFee'), receipt.serviceFee, 'regular'],
    ...(receipt.discount ? [[t('discount'), -receipt.discount, 'regular'] as [string, number, FontWeight]] : []),
    [t('net'), receipt.net, 'regular'],
    [t('vat', { rate: receipt.vatRate }), receipt.vat, 'regular'],
    [t('total'), receipt.total, 'bold'],
  ];
  room(LINE * (totals.length + 3), false);
  // Clear of the last line's size note, then the rule over the totals.
  y -= 6;
  pdf.rule(UNIT_RIGHT - 120, y + LINE - 4, RIGHT, y + LINE - 4);
  for (const [label, amount, weight] of totals) {
    writeRight(UNIT_RIGHT, label, 10, weight);
    writeRight(RIGHT, formatEuro(amount), 10, weight);
    y -= LINE;
  }
  y -= LINE;
  write(MARGIN, t('vatNote', { rate: receipt.vatRate }), 8);
  return pdf.toBuffer();
}
