import { createDistFixture } from '../testing/distFixture';
import { createTestApp, type TestApp } from '../testing/testApp';
import { DOCS_CSP, MINIMAL_HEADERS } from './security';

const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'cross-origin-opener-policy',
  'x-dns-prefetch-control',
];

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

describe('security headers', () => {
  it('put the full page set, CSP included, on HTML responses', async () => {
    const response = await t.app.inject({ url: '/events', headers: navigation });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('put only the minimal set on JSON answers, errors included', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type']).toContain('application/json');
      for (const [name, value] of Object.entries(MINIMAL_HEADERS)) expect(response.headers[name]).toBe(value);
      for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name]).toBeUndefined();
    }
  });

  it('put the minimal set on static files', async () => {
    const response = await t.app.inject({ url: '/assets/app.3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it("keep the API docs page's own CSP", async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
