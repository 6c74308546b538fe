import { inflateSync } from 'node:zlib';
import { crc32, encodePng } from './png';
import { textPdf } from './pdf';
import { eventBanner, productImage } from './pictures';

function chunks(png: Buffer): { type: string; data: Buffer; crc: number }[] {
  const out = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    out.push({ type, data: png.subarray(offset + 8, offset + 8 + length), crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return out;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('writes a valid truecolour PNG whose pixels decode back', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(2, 2, rgb);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const parsed = chunks(png);
    expect(parsed.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of parsed) expect(c.crc).toBe(crc32(Buffer.concat([Buffer.from(c.type, 'ascii'), c.data])));
    const header = parsed[0].data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([2, 2, 8, 2]);
    const raw = inflateSync(parsed[1].data);
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow('wrong size');
  });

  it('draws deterministic pictures in the given colour', () => {
    const a = productImage('ball', '#c62828', 0);
    expect(productImage('ball', '#c62828', 0).equals(a)).toBe(true);
    expect(productImage('ball', '#2e7d32', 0).equals(a)).toBe(false);
    const banner = chunks(eventBanner('waves', { primary: '#0277bd', light: '#b3e5fc' }, 0))[0].data;
    expect([banner.readUInt32BE(0), banner.readUInt32BE(4)]).toEqual([640, 320]);
  });
});

describe('PDF writer', () => {
  it('writes a one-page PDF with a correct cross-reference table', () => {
    const pdf = textPdf('Regolamento (2026)', ['Art. 1 – Partecipazione', 'Percorso: 10 km']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Regolamento \\(2026\\)) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });
});
