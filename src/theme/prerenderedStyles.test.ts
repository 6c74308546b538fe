import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { PRERENDERED_STYLES_ID, readPrerenderedStyles, takePrerenderedStyles } from './prerenderedStyles';

/** The head's `<link>` as the browser has it once loaded: its `sheet` holds the file's rules. */
function linkPrerenderedSheet(css: string | null): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = PRERENDERED_STYLES_ID;
  let sheet: CSSStyleSheet | null = null;
  if (css !== null) {
    // jsdom loads no linked file: a <style> of the same text gives the parsed sheet a loaded link would have.
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    sheet = style.sheet;
  }
  Object.defineProperty(link, 'sheet', { value: sheet });
  document.head.prepend(link);
  return link;
}

const bold = serializeStyles([{ fontWeight: 700 }]);
const italic = serializeStyles([{ fontStyle: 'italic' }]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readPrerenderedStyles', () => {
  it('reads the names the sheet lists and puts emotion after it', () => {
    const link = linkPrerenderedSheet(
      `#campo-prerendered-styles{--names:"${bold.name} animation-x1"}\n.campo-${bold.name}{font-weight:700;}`,
    );
    expect(readPrerenderedStyles(document)).toEqual({
      names: [bold.name, 'animation-x1'],
      placement: { insertionPoint: link },
    });
  });

  it('has no names, and emotion keeps the top of the head, without the sheet', () => {
    expect(readPrerenderedStyles(document)).toEqual({ names: [], placement: { prepend: true } });
  });

  it('has no names when the sheet did not load', () => {
    linkPrerenderedSheet(null);
    expect(readPrerenderedStyles(document)).toEqual({ names: [], placement: { prepend: true } });
  });

  it('has no names when the sheet does not start with the list', () => {
    linkPrerenderedSheet(`.campo-${bold.name}{font-weight:700;}`);
    expect(readPrerenderedStyles(document).names).toEqual([]);
  });
});

describe('takePrerenderedStyles', () => {
  it('makes emotion skip the rules the sheet holds and insert the others', () => {
    const cache = createCache({ key: 'campo' });
    takePrerenderedStyles(cache, [bold.name]);
    insertStyles(cache, bold, false);
    insertStyles(cache, italic, false);
    const inserted = cache.sheet.tags.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText));
    expect(inserted.join('\n')).toContain(`.campo-${italic.name}`);
    expect(inserted.join('\n')).not.toContain(`.campo-${bold.name}`);
  });
});
