import { createPdf, textWidth, toWinAnsi } from './pdfWriter';

/** The objects the cross-reference table points at, read back from the file's own startxref and xref. */
function parse(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  const offsets = entries.map((entry) => Number(entry.slice(0, 10)));
  return { text, offsets, entries };
}

describe('the PDF writer', () => {
  it('writes a PDF 1.4 file whose xref offsets point at each object', () => {
    const pdf = createPdf({ title: 'Ricevuta' });
    pdf.text(50, 800, 'Ordine CMP-PR-20261126-ABC123', { weight: 'bold' });
    pdf.rule(50, 790, 545, 790);
    const bytes = pdf.toBuffer();
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const { text, offsets, entries } = parse(bytes);
    expect(entries[0]).toBe('0000000000 65535 f ');
    offsets.slice(1).forEach((offset, index) => {
      expect(text.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\n`));
    });
    expect(text).toContain('(Ordine CMP-PR-20261126-ABC123) Tj');
    expect(text).toContain('50 790 m 545 790 l S');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  });

  it('gives each content stream its length in bytes', () => {
    const pdf = createPdf();
    pdf.text(50, 800, 'Perché 25,01 € (più IVA)');
    const text = pdf.toBuffer().toString('latin1');
    const [, length, stream] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text) ?? [];
    expect(Number(length)).toBe(Buffer.byteLength(stream, 'latin1'));
  });

  it('encodes € and accented letters in WinAnsi and escapes parentheses and backslashes', () => {
    const pdf = createPdf();
    pdf.text(50, 800, 'Perché 25,01 € (a\\b)');
    const bytes = pdf.toBuffer();
    const expected = Buffer.from('(Perch\xe9 25,01 \x80 \\(a\\\\b\\)) Tj', 'latin1');
    expect(bytes.includes(expected)).toBe(true);
    expect(toWinAnsi('a\u0000b\u202ec')).toBe('abc');
    expect(toWinAnsi('日')).toBe('?');
  });

  it('puts every page in the page tree', () => {
    const pdf = createPdf();
    for (let page = 1; page <= 3; page++) {
      pdf.addPage();
      pdf.text(50, 800, `page ${page}`);
    }
    const { text } = parse(pdf.toBuffer());
    expect(pdf.pageCount).toBe(3);
    expect(text).toContain('/Kids [6 0 R 8 0 R 10 0 R] /Count 3');
    expect(text.match(/\/Type \/Page /g)).toHaveLength(3);
    expect(text).toContain('(page 3) Tj');
  });

  it('measures text with Helvetica’s widths', () => {
    expect(textWidth('0000', 10)).toBeCloseTo(22.24);
    expect(textWidth('è', 10)).toBe(textWidth('e', 10));
    expect(textWidth('ab', 10, 'bold')).toBeGreaterThan(textWidth('ab', 10));
    // Amounts right-align the same in both faces: Helvetica-Bold's digits and € are as wide as the regular ones.
    expect(textWidth('172.831,50 €', 10, 'bold')).toBe(textWidth('172.831,50 €', 10));
  });
});
