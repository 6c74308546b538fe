import { createDistFixture } from '../../testing/distFixture';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { htmlToText } from './htmlText';
import { picturePreload } from '../../http/headTags';
import { injectMeta } from './publicEventMeta';
import { eventWorld, insertEvent } from './testing/eventFixtures';

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;
let world: Awaited<ReturnType<typeof eventWorld>>;

beforeAll(async () => {
  dist = createDistFixture();
  t = await createTestApp({ DIST_DIR: dist.dir, PUBLIC_URL: 'https://campo.example' });
  world = await eventWorld(t);
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

const page = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

describe('Open Graph tags on /event/detail/public/:id', () => {
  it('puts the escaped title, text description, absolute picture and URL into index.html', async () => {
    const id = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      name: 'Calcio "al parco" <script>alert(1)</script> & amici',
      descriptionHtml: "<p>Porta le <strong>scarpe</strong> &amp; l'acqua.</p><script>steal()</script>",
      picture: '/uploads/seed/events/calcio-1.png',
    });
    const response = await page(`/event/detail/public/${id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title = 'Calcio &quot;al parco&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; amici';
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(html).toContain('<meta property="og:description" content="Porta le scarpe &amp; l&#39;acqua.">');
    expect(html).toContain(
      '<meta property="og:image" content="https://campo.example/uploads/seed/events/calcio-1.png">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The banner, the page's largest paint, downloads beside the app's scripts (the same URL as the page's <img>).
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/seed/events/calcio-1.png" fetchpriority="high">',
    );
    expect(html).toContain(`<meta property="og:url" content="https://campo.example/event/detail/public/${id}">`);
    expect(html).toContain(`<title>${title} · Campo</title>`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script>steal()');
    // The tags carry the description as text; the stored HTML itself is only in the page data, as a JSON string
    // (http/pageData.ts), which the SPA sanitises before showing.
    const tags = html.replace(/<script type="application\/json" id="campo-page-data">[^<]*<\/script>/, '');
    expect(tags).not.toContain('steal()');
    // The SPA still boots: its script and the CSP nonce are intact.
    expect(html).toContain('<script defer src="/assets/app.3f9a1c.js"></script>');
    expect(html).not.toContain('__CSP_NONCE__');
  });

  it.each([['*/*'], [undefined]])('answers crawlers sending Accept %s with the tags', async (accept) => {
    const id = await insertEvent(world.db, { associationId: world.associationId, specialityId: world.specialityId });
    const response = await t.app.inject({ url: `/event/detail/public/${id}`, headers: accept ? { accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<meta property="og:url" content="https://campo.example/event/detail/public/${id}">`,
    );
  });

  it("preloads a member event page's banner, and nothing for an event without a picture or an unknown one", async () => {
    const id = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      picture: '/uploads/seed/events/volley-2.png',
    });
    const member = await page(`/event/detail/${id}`);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain(
      '<link rel="preload" as="image" href="/uploads/seed/events/volley-2.png" fetchpriority="high">',
    );
    expect(member.body).not.toContain('og:title');
    const bare = await insertEvent(world.db, {
      associationId: world.associationId,
      specialityId: world.specialityId,
      picture: null,
    });
    expect((await page(`/event/detail/${bare}`)).body).not.toContain('as="image"');
    const unknown = await page(`/event/detail/${'e'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('as="image"');
  });

  it('never preloads a picture URL that is not http(s) or a path of ours', () => {
    expect(picturePreload('javascript:alert(1)')).toBe('');
    expect(picturePreload('//elsewhere.example/x.png')).toBe('');
    expect(picturePreload('/uploads/a"b.png')).toBe(
      '<link rel="preload" as="image" href="/uploads/a&quot;b.png" fetchpriority="high">',
    );
  });

  it('leaves other pages as they are, and answers an unknown event 404 without tags', async () => {
    const events = await page('/events');
    expect(events.body).not.toContain('og:title');
    const unknown = await page(`/event/detail/public/${'e'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('og:title');
  });
});

describe('html helpers', () => {
  it('turns stored HTML into text and replaces an existing title', () => {
    expect(htmlToText('<p>Uno</p><p>Due&nbsp;&#8364; &lt;3</p>')).toBe('Uno Due € <3');
    const html = injectMeta('<html><head><title>Campo</title></head></html>', {
      title: 'A $& B',
      description: 'd',
      image: null,
      picture: null,
      url: 'https://campo.example/x',
    });
    expect(html).toContain('<title>A $&amp; B · Campo</title>');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});
