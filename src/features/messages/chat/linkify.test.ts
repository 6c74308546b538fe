import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http and https addresses links, leaving trailing punctuation as text', () => {
    expect(linkify('Vedi https://campo.it/eventi, poi http://x.it.')).toEqual([
      { kind: 'text', text: 'Vedi ' },
      { kind: 'link', text: 'https://campo.it/eventi', href: 'https://campo.it/eventi' },
      { kind: 'text', text: ', poi ' },
      { kind: 'link', text: 'http://x.it', href: 'http://x.it/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes and keeps markup as text', () => {
    const text = 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,hi';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });
});
