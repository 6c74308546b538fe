import { isInertHtml } from './inertHtml';

describe('isInertHtml', () => {
  it.each([
    ['plain text', 'Torneo aperto a tutti'],
    ['text with entities and a lone >', 'Prezzo &gt; 5 &euro; e 3 > 2'],
    ['the demo markup', '<p>Torneo <strong>aperto</strong></p><ul><li>Uno</li><li>Due</li></ul>'],
    ['line breaks in every spelling', 'Uno<br>Due<br/>Tre<BR />'],
  ])('takes %s as safe without DOMPurify', (_name, html) => {
    expect(isInertHtml(html)).toBe(true);
  });

  it.each([
    ['a script', '<p>Ciao</p><script>alert(1)</script>'],
    ['an attribute on an inert tag', '<p onclick="alert(1)">Ciao</p>'],
    ['a class on an inert tag', '<p class="x">Ciao</p>'],
    ['an image with a handler', '<img src="x" onerror="alert(1)">'],
    ['a link', '<a href="javascript:alert(1)">x</a>'],
    ['a comment', '<!-- x --><p>Ciao</p>'],
    ['a tag hidden by removing an inert one', '<scr<p>ipt>alert(1)</script>'],
    ['a stray <', '<<p>script>'],
    ['a style tag', '<style>body{}</style>'],
    ['a form', '<form><p>x</p></form>'],
    ['an svg', '<svg onload="alert(1)">'],
  ])('sends %s through DOMPurify', (_name, html) => {
    expect(isInertHtml(html)).toBe(false);
  });
});
