import type { Settings } from './settings';

function loadSettings(env: Record<string, string>): { settings: Settings; tokenCookieName: string } {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let loaded: { settings: Settings; tokenCookieName: string } | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./settings');
  });
  process.env = saved;
  if (!loaded) throw new Error('settings did not load');
  return loaded;
}

describe('settings', () => {
  it('has defaults that run on one machine', () => {
    const { settings, tokenCookieName } = loadSettings({});
    expect(settings).toMatchObject({
      apiBaseUrl: '/api',
      productName: 'Campo',
      secretHeaderName: 'x-campo-key',
      secretHeaderValue: 'campo-web-dev-key',
      defaultLanguage: 'it',
      devtoolsInProduction: false,
    });
    expect(tokenCookieName).toBe('Campo-Web-Token');
  });

  it('reads the CAMPO_* build settings', () => {
    const { settings, tokenCookieName } = loadSettings({
      CAMPO_API_BASE_URL: 'https://api.example.test/api',
      CAMPO_PRODUCT_NAME: 'Stadio',
      CAMPO_DEFAULT_LANGUAGE: 'en',
      CAMPO_DEVTOOLS: 'true',
      CAMPO_ADMIN_URL: 'https://admin.example.test',
    });
    expect(settings).toMatchObject({
      apiBaseUrl: 'https://api.example.test/api',
      productName: 'Stadio',
      defaultLanguage: 'en',
      devtoolsInProduction: true,
      adminUrl: 'https://admin.example.test',
    });
    expect(tokenCookieName).toBe('Stadio-Web-Token');
  });

  it('falls back to Italian for an unknown default language and treats empty values as unset', () => {
    const { settings } = loadSettings({ CAMPO_DEFAULT_LANGUAGE: 'de', CAMPO_PRODUCT_NAME: '  ' });
    expect(settings.defaultLanguage).toBe('it');
    expect(settings.productName).toBe('Campo');
  });
});
