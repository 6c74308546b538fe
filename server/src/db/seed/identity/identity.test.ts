import { Random } from '../random';
import { italianIban, italianVatNumber } from './bankNumbers';
import { fiscalCode } from './fiscalCode';

describe('Italian identifiers for demo data', () => {
  it('computes fiscal codes with the official algorithm', () => {
    expect(fiscalCode('Mario', 'Rossi', '1980-01-01', 'M', 'H501')).toBe('RSSMRA80A01H501U');
    // Few consonants are padded with vowels; a female birth day is +40.
    expect(fiscalCode('Giulia', 'Bianchi', '1993-09-02', 'F', 'F205').slice(0, 11)).toBe('BNCGLI93P42');
    // A first name with four or more consonants uses the 1st, 3rd and 4th (F-R-N-C-S-C gives FNC).
    expect(fiscalCode('Francesca', 'De Luca', '1994-05-06', 'F', 'D612').slice(0, 6)).toBe('DLCFNC');
  });

  it('makes IBANs whose check digits pass ISO 7064 mod 97', () => {
    const rng = new Random(1);
    for (let i = 0; i < 20; i++) {
      const iban = italianIban(rng);
      expect(iban).toMatch(/^IT\d{2}[A-Z]\d{22}$/);
      const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
      expect(BigInt(rearranged) % 97n).toBe(1n);
    }
  });

  it('makes VAT numbers with a valid check digit', () => {
    const rng = new Random(2);
    for (let i = 0; i < 20; i++) {
      const vat = italianVatNumber(rng);
      expect(vat).toMatch(/^\d{11}$/);
      const sum = [...vat].reduce((acc, ch, index) => {
        const d = Number(ch);
        return acc + (index % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2);
      }, 0);
      expect(sum % 10).toBe(0);
    }
  });

  it('draws the same sequence from the same seed', () => {
    const a = new Random(7);
    const b = new Random(7);
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(0, 1000)));
    expect(new Random(7).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
