import { readCspNonce } from './cspNonce';

function documentWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readCspNonce', () => {
  it('reads the nonce the server wrote into the page', () => {
    expect(readCspNonce(documentWithMeta('r4nd0mN0nce=='))).toBe('r4nd0mN0nce==');
  });

  it('ignores the __CSP_NONCE__ placeholder the dev server leaves', () => {
    expect(readCspNonce(documentWithMeta('__CSP_NONCE__'))).toBeUndefined();
  });

  it('has no nonce without the meta tag or with an empty one', () => {
    expect(readCspNonce(documentWithMeta(null))).toBeUndefined();
    expect(readCspNonce(documentWithMeta(''))).toBeUndefined();
  });
});
