import { buildCartLines } from '../../../testing/fixtures/productFixtures';
import { lineWithQty, sameLine } from './cartLineRules';

describe('cart line rules', () => {
  const [line, other] = buildCartLines(2);

  it('reads two copies of a line as the same, and any changed field as a change', () => {
    expect(sameLine(line, { ...line })).toBe(true);
    expect(sameLine(line, lineWithQty(line, line.qty + 1))).toBe(false);
    expect(sameLine(line, { ...line, version: line.version + 1 })).toBe(false);
    expect(sameLine(line, { ...line, image: null })).toBe(line.image === null);
    expect(sameLine(line, other)).toBe(false);
  });

  it('reads a field added or gone as a change', () => {
    const { colorName: _gone, ...without } = line;
    expect(sameLine(line, without as typeof line)).toBe(false);
    expect(sameLine(without as typeof line, line)).toBe(false);
  });

  it('keeps total and stock flag with the quantity', () => {
    const raised = lineWithQty({ ...line, price: 12.5, stock: 3 }, 4);
    expect(raised).toMatchObject({ qty: 4, lineTotal: 50, insufficientStock: true });
  });
});
