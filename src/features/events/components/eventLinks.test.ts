import { mapsSearchUrl, websiteHref } from './eventLinks';

describe('websiteHref', () => {
  it('adds https:// when the address has no scheme', () => {
    expect(websiteHref('www.asdnavigli.it')).toBe('https://www.asdnavigli.it/');
    expect(websiteHref('  asdnavigli.it/eventi ')).toBe('https://asdnavigli.it/eventi');
  });

  it('keeps http and https addresses', () => {
    expect(websiteHref('http://volley.example/torneo')).toBe('http://volley.example/torneo');
    expect(websiteHref('https://volley.example')).toBe('https://volley.example/');
  });

  it('rejects any other scheme and empty values', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('JavaScript:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(websiteHref('ftp://files.example')).toBeNull();
    expect(websiteHref('   ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('mapsSearchUrl', () => {
  it('searches by latitude then longitude from [lng, lat] coordinates', () => {
    expect(mapsSearchUrl([9.19, 45.4642])).toBe('https://www.google.com/maps/search/?api=1&query=45.4642,9.19');
  });
});
