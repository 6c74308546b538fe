import { i18n } from '../../../i18n';
import type { ReorderResult } from '../myOrdersApi';
import { buyAgainText } from './buyAgainText';

const added = (count: number): ReorderResult['added'] =>
  Array.from({ length: count }, (_, index) => ({ variantId: `v${index}`, name: `Articolo ${index + 1}`, qty: 1 }));

const text = (result: ReorderResult, language: 'it' | 'en') => buyAgainText(result, i18n.getFixedT(language, 'orders'));

describe('buyAgainText', () => {
  it('names every line of a small order', () => {
    const result = { added: added(3), skipped: [{ name: 'Fascia', reason: 'outOfStock' as const }], lineCount: 3 };
    expect(text(result, 'en')).toBe(
      'Back in your cart: Articolo 1 × 1, Articolo 2 × 1, Articolo 3 × 1. Not added: Fascia (out of stock).',
    );
    expect(text(result, 'it')).toBe(
      'Di nuovo nel carrello: Articolo 1 × 1, Articolo 2 × 1, Articolo 3 × 1. Non aggiunto: Fascia (esaurito).',
    );
  });

  it('summarises a 48-line order: the first names and how many more, never 48 names', () => {
    const result = { added: added(48), skipped: [], lineCount: 48 };
    expect(text(result, 'en')).toBe('Back in your cart: Articolo 1 × 1, Articolo 2 × 1, Articolo 3 × 1 and 45 more.');
    expect(text(result, 'it')).toBe(
      'Di nuovo nel carrello: Articolo 1 × 1, Articolo 2 × 1, Articolo 3 × 1 e altri 45.',
    );
    expect(text({ added: added(4), skipped: [], lineCount: 4 }, 'it')).toBe(
      'Di nuovo nel carrello: Articolo 1 × 1, Articolo 2 × 1, Articolo 3 × 1 e 1 altro.',
    );
  });
});
