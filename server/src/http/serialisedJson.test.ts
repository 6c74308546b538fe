import { spliceData, splicedData } from './serialisedJson';

describe('spliceData', () => {
  it('puts the data bytes where the placeholder stands, after a message that quotes the placeholder', () => {
    const envelope = JSON.stringify({ message: 'say "data":[] twice', data: [], total: 2 });
    const data = Buffer.from(JSON.stringify([{ name: 'Maglia àè' }, { name: 'Pallone' }]));
    expect(JSON.parse(spliceData(envelope, '[]', data).toString('utf8'))).toEqual({
      message: 'say "data":[] twice',
      data: [{ name: 'Maglia àè' }, { name: 'Pallone' }],
      total: 2,
    });
  });
});

describe('splicedData', () => {
  const data = Buffer.from(JSON.stringify({ lines: [{ qty: 2 }] }));
  const envelopeOf = (message: string) => JSON.stringify({ message, data: null });

  it('answers the same bytes, not a copy, for the same data in the same envelope', () => {
    const first = splicedData(envelopeOf('OK'), 'null', data);
    const second = splicedData(envelopeOf('OK'), 'null', data);
    expect(second).toBe(first);
    expect(JSON.parse(first.toString('utf8'))).toEqual({ message: 'OK', data: { lines: [{ qty: 2 }] } });
  });

  it('splices again for another envelope or other data', () => {
    const english = splicedData(envelopeOf('Products listed'), 'null', data);
    const italian = splicedData(envelopeOf('Prodotti elencati'), 'null', data);
    expect(JSON.parse(italian.toString('utf8')).message).toBe('Prodotti elencati');
    expect(splicedData(envelopeOf('Products listed'), 'null', data).equals(english)).toBe(true);
    const other = Buffer.from('{"lines":[]}');
    expect(JSON.parse(splicedData(envelopeOf('Prodotti elencati'), 'null', other).toString('utf8')).data).toEqual({
      lines: [],
    });
  });
});
