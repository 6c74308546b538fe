import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createDistFixture, FIXTURE_PRERENDERED_ASSET, FIXTURE_PRERENDERED_CSS } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';

const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let t: TestApp;
let dist: ReturnType<typeof createDistFixture>;

beforeAll(async () => {
  dist = createDistFixture();
  t = await createTestApp({ DIST_DIR: dist.dir });
  await t.app.uploads.saveSeed('/uploads/seed/pic.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
});

afterAll(async () => {
  await t.close();
  dist.remove();
});

function styleNonce(csp: string): string | undefined {
  return /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
}

describe('HTML pages', () => {
  // private: each answer carries its own CSP nonce and, on the list pages, the member's own data (http/pageData.ts).
  it('answer index.html with the CSP nonce of the header, private and no-cache', async () => {
    const response = await t.app.inject({ url: '/', headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'nonce-" +
        styleNonce(csp) +
        "';img-src 'self' data: blob:;connect-src 'self';object-src 'none';base-uri 'none';" +
        "frame-ancestors 'none';form-action 'self'",
    );
    const nonce = styleNonce(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(response.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('use a fresh nonce on every response', async () => {
    const first = await t.app.inject({ url: '/', headers: navigation });
    const second = await t.app.inject({ url: '/', headers: navigation });
    const firstNonce = styleNonce(String(first.headers['content-security-policy']));
    const secondNonce = styleNonce(String(second.headers['content-security-policy']));
    expect(firstNonce).not.toBe(secondNonce);
    expect(second.body).toContain(`content="${secondNonce}"`);
  });

  it('fall back to index.html for any client-side route (history fallback)', async () => {
    for (const url of [
      '/events',
      '/product/detail/64b7f0c2a1b2c3d4e5f60718',
      '/profile?tab=myEvents',
      '/group/create',
    ]) {
      const response = await t.app.inject({ url, headers: navigation });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
  });

  it('are served to link-preview crawlers that send Accept: */* or no Accept at all', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      for (const url of ['/', '/events', '/faqs']) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('<div id="root"></div>');
      }
    }
  });

  it('are not served in the file and API areas, nor for writes', async () => {
    for (const url of ['/assets/missing.js', '/uploads/missing.png', '/api/nothing', '/payments/nothing']) {
      const response = await t.api({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
    const post = await t.app.inject({ method: 'POST', url: '/events', headers: navigation });
    expect(post.statusCode).toBe(404);
  });
});

describe('request bodies', () => {
  it('are never decompressed: a gzip-encoded JSON body is a 400 with a message', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'en' },
      payload: gzipSync(JSON.stringify({ email: 'mario@campo.test', password: 'campo1234' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('static files', () => {
  it("send the build's brotli copy of a script as it is to a browser that accepts brotli", async () => {
    const response = await t.app.inject({
      url: '/assets/app.3f9a1c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(path.join(dist.dir, 'assets', 'app.3f9a1c.js.br')))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('campo campo');
  });

  it("send the build's gzip copy to a browser without brotli, and the plain file to one that accepts neither", async () => {
    const gzip = await t.app.inject({ url: '/assets/app.3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(dist.dir, 'assets', 'app.3f9a1c.js.gz')))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('campo campo');
    const plain = await t.app.inject({ url: '/assets/app.3f9a1c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('campo campo');
  });

  it("send the prerendered style sheet's brotli copy as CSS, cached for a year, which the pages' CSP allows", async () => {
    const response = await t.app.inject({
      url: `/${FIXTURE_PRERENDERED_ASSET}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).equals(FIXTURE_PRERENDERED_CSS)).toBe(true);
    const page = await t.app.inject({ url: '/events', headers: navigation });
    expect(String(page.headers['content-security-policy'])).toMatch(/style-src 'self' /);
  });

  it('compress a script without a copy on the fly', async () => {
    const response = await t.app.inject({ url: '/assets/lazy.5d1e2f.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('lazy lazy');
  });

  it('serve hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ url: '/assets/app.3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serve other files with a normal revalidating cache', async () => {
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toContain('image/svg+xml');
    expect(favicon.headers['cache-control']).not.toContain('immutable');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('User-agent: *');
  });

  // Who may read which upload, and their caching: http/uploads.test.ts.
  it('serve uploads with nosniff', async () => {
    const response = await t.app.inject({ url: '/uploads/seed/pic.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: '/uploads/seed/none.png' })).statusCode).toBe(404);
    // A path climbing out of /uploads is a page of the SPA, never a file of DATA_DIR.
    const climbing = await t.app.inject({ url: '/uploads/../campo.sqlite' });
    expect(climbing.headers['content-type']).toContain('text/html');
    expect(climbing.body).not.toContain('SQLite format');
  });
});

describe('without a build', () => {
  it('answers non-API pages 404 with a hint to run npm run build', async () => {
    const empty = createDistFixture({ withIndex: false });
    const bare = await createTestApp({ DIST_DIR: empty.dir });
    try {
      const response = await bare.app.inject({ url: '/events', headers: { ...navigation, 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('The web app has not been built yet: run `npm run build` and reload the page.');
    } finally {
      await bare.close();
      empty.remove();
    }
  });

  it('still answers the API when DIST_DIR does not exist', async () => {
    const bare = await createTestApp();
    try {
      const page = await bare.app.inject({ url: '/', headers: navigation });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
