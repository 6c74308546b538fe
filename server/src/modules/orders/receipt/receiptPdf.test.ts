import type { Receipt } from './orderReceipt';
import { receiptPdf, wrap } from './receiptPdf';
import { textWidth } from './pdfWriter';

const receipt = (lines: number): Receipt => ({
  orderId: '6654b2c3d4e5f6a7b8c9d901',
  orderNumber: 'CMP-PR-20261126-QWE123',
  productType: 'Product',
  placedAt: '2026-11-25T23:30:00.000Z',
  paymentType: 'PayPal',
  paymentReference: 'SBX-123',
  lines: Array.from({ length: lines }, (_, index) => ({
    name: `Maglia numero ${index + 1}`,
    size: 'M',
    qty: 2,
    unitPrice: 1234.5,
    total: 2469,
  })),
  subtotal: 2469 * lines,
  serviceFee: 1.5,
  discount: 0,
  total: 2469 * lines + 1.5,
  net: 1,
  vat: 1,
  vatRate: 22,
  currencySymbol: '€',
  billingAddress: {
    fullName: 'Mario Rossi',
    address: 'Via Torino 12',
    city: 'Milano',
    province: 'MI',
    zipcode: '20123',
    country: 'Italia',
  },
  shippingAddress: null,
});

const textOf = (pdf: Buffer) => pdf.toString('latin1');

describe('the receipt PDF', () => {
  it('shows the order number, the Rome day as DD/MM/YYYY and German-style euro amounts in the language asked', () => {
    const italian = textOf(receiptPdf(receipt(1), 'it'));
    expect(italian).toContain('(Ordine CMP-PR-20261126-QWE123)');
    expect(italian).toContain('(Data: 26/11/2026)');
    expect(italian).toContain('(1.234,50\xa0\x80)');
    expect(italian).toContain('(IVA 22%)');
    const english = textOf(receiptPdf(receipt(1), 'en'));
    expect(english).toContain('(Order CMP-PR-20261126-QWE123)');
    expect(english).toContain('(VAT 22%)');
    expect(english).toContain('(Date: 26/11/2026)');
  });

  it('continues a long order on more pages, each headed by the order number', () => {
    const text = textOf(receiptPdf(receipt(120), 'en'));
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text.match(/\(Receipt · Order CMP-PR-20261126-QWE123\)/g)).toHaveLength(pages - 1);
    expect(text).toContain('(Maglia numero 120)');
    expect(text).toContain('(Total paid)');
  });

  it('wraps a long name within the column, cutting a word too long for it', () => {
    const parts = wrap(`Maglia ${'x'.repeat(120)} fine`, 100, 10);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(textWidth(part, 10)).toBeLessThanOrEqual(100);
    expect(parts.join('')).toBe(`Maglia${'x'.repeat(120)}fine`);
  });
});
