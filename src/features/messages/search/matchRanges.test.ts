import { matchRanges, snippet } from './matchRanges';

describe('matchRanges', () => {
  it('finds every occurrence ignoring case', () => {
    expect(matchRanges('Campo e CAMPO', 'campo')).toEqual([
      [0, 5],
      [8, 13],
    ]);
  });

  it('ignores accents both ways and answers ranges of the original text', () => {
    expect(matchRanges('Perché no', 'perche')).toEqual([[0, 6]]);
    expect(matchRanges('citta e città', 'CITTÀ')).toEqual([
      [0, 5],
      [8, 13],
    ]);
    // A decomposed accent (e + combining acute) is part of the match.
    expect(matchRanges('Perche\u0301!', 'perché')).toEqual([[0, 7]]);
  });

  it('keeps emoji and text after them in place', () => {
    const text = 'Ciao 😅 campo';
    const [[start, end]] = matchRanges(text, 'campo');
    expect(text.slice(start, end)).toBe('campo');
  });

  it('takes wildcard characters literally and answers nothing for a blank query', () => {
    expect(matchRanges('sconto 50% e 500', '50%')).toEqual([[7, 10]]);
    expect(matchRanges('qualcosa', '   ')).toEqual([]);
    expect(matchRanges('qualcosa', 'zz')).toEqual([]);
  });
});

describe('snippet', () => {
  it('keeps a short text whole', () => {
    expect(snippet('breve', [[0, 2]])).toEqual({ text: 'breve', ranges: [[0, 2]] });
  });

  it('cuts a long text around its first match, with ellipses, and moves the ranges', () => {
    const text = `${'a'.repeat(200)}campo${'b'.repeat(200)}`;
    const result = snippet(text, matchRanges(text, 'campo'), 60);
    expect(result.text.startsWith('…')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    const [[start, end]] = result.ranges;
    expect(result.text.slice(start, end)).toBe('campo');
  });
});
