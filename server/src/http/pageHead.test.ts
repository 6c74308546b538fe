import { createDistFixture, fixtureHeadTexts } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';
import { localiseHead } from './pageHead';

// index.html speaks the page's language before the SPA runs: <html lang>, the route's title and the description.

const page = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

function headOf(html: string) {
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

describe('the page head follows the lang cookie', () => {
  let t: TestApp;
  let dist: ReturnType<typeof createDistFixture>;

  beforeAll(async () => {
    dist = createDistFixture();
    t = await createTestApp({ DIST_DIR: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('is English with lang=en', async () => {
    expect(headOf((await page(t, '/my/cart', 'lang=en')).body)).toEqual({
      lang: 'en',
      title: 'My cart - Campo',
      description: 'Campo: sports events, tickets, club kit and team chat.',
    });
    expect(headOf((await page(t, '/events?x=1', 'loggedin=true; lang=en')).body).title).toBe('Events - Campo');
  });

  it('is Italian with lang=it', async () => {
    expect(headOf((await page(t, '/my/cart', 'lang=it')).body)).toEqual({
      lang: 'it',
      title: 'Il mio carrello - Campo',
      description: 'Campo: eventi sportivi, biglietti, kit dei club e chat di squadra.',
    });
  });

  it("is the build's default language without a cookie, or with one naming no language", async () => {
    for (const cookie of [undefined, 'lang=de']) {
      expect(headOf((await page(t, '/contact/us', cookie)).body)).toMatchObject({
        lang: 'it',
        title: 'Contatti - Campo',
      });
    }
  });

  it('names an unknown address as not found, in the language', async () => {
    const response = await page(t, '/no/such/page', 'lang=en');
    expect(response.statusCode).toBe(404);
    expect(headOf(response.body)).toMatchObject({ lang: 'en', title: 'Page not found - Campo' });
  });

  it('gives every route a title of its own in both languages', () => {
    for (const language of ['it', 'en'] as const) {
      expect(fixtureHeadTexts.title('events')[language]).toMatch(/ - Campo$/);
    }
    expect(() => fixtureHeadTexts.title('noSuchPage')).toThrow(/missing/);
  });
});

describe('a build whose default language is English', () => {
  let t: TestApp;
  let dist: ReturnType<typeof createDistFixture>;

  beforeAll(async () => {
    dist = createDistFixture({ defaultLanguage: 'en' });
    t = await createTestApp({ DIST_DIR: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('starts in English without a cookie and in Italian with lang=it', async () => {
    expect(headOf((await page(t, '/products')).body)).toMatchObject({ lang: 'en', title: 'Products - Campo' });
    expect(headOf((await page(t, '/products', 'lang=it')).body)).toMatchObject({
      lang: 'it',
      title: 'Prodotti - Campo',
    });
  });
});

describe('localiseHead', () => {
  it('escapes the texts and leaves a head without them as it is', () => {
    const html = '<html lang="it"><head><title>Campo</title><meta name="description" content="x"></head></html>';
    expect(localiseHead(html, { language: 'en', title: 'A <b> & "c"', description: 'd & e' })).toBe(
      '<html lang="en"><head><title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="d &amp; e"></head></html>',
    );
    expect(localiseHead(html, { language: 'it', title: null, description: null })).toBe(html);
    expect(localiseHead('<html><head></head></html>', { language: 'en', title: 'T', description: 'D' })).toBe(
      '<html lang="en"><head></head></html>',
    );
  });
});
