import { readCookie } from '../lib/cookies';
import { applyLanguage } from './applyLanguage';
import { registerFlakyCatalogue } from '../testing/flakyCatalogue';
import { deferred } from '../testing/deferred';
import { registerCatalogueLoaders } from './catalogueBackend';
import { i18n } from './index';
import { LANGUAGE_COOKIE } from './languages';

afterEach(async () => {
  await applyLanguage('it');
});

describe('applyLanguage', () => {
  it('keeps the choice in the cookie at once and changes the texts only after the next paint', async () => {
    expect(i18n.language).toBe('it');
    const switched = applyLanguage('en');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('en');
    await i18n.loadLanguages('en');
    // Loaded, but no frame has been drawn yet: the texts on screen are still Italian.
    expect(i18n.language).toBe('it');
    await switched;
    expect(i18n.language).toBe('en');
  });

  it('ends on the last choice when choices cross, whichever language loaded first', async () => {
    const first = applyLanguage('en');
    const second = applyLanguage('it');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('it');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('it');
  });

  it('loads in the new language, too, a namespace a screen added in the old one while the switch was loading', async () => {
    i18n.options.preload = [];
    const englishHeld = deferred();
    registerCatalogueLoaders('heldScreen', {
      it: () => Promise.resolve({ default: { hello: 'Ciao' } }),
      en: () => englishHeld.promise.then(() => ({ default: { hello: 'Hello' } })),
    });
    registerCatalogueLoaders('lateScreen', {
      it: () => Promise.resolve({ default: { bye: 'Ciao ciao' } }),
      en: () => Promise.resolve({ default: { bye: 'Bye' } }),
    });
    await i18n.loadNamespaces('heldScreen');
    const switched = applyLanguage('en');
    // While the English texts load, a screen's route loads: its namespace comes in Italian, the language on screen.
    await i18n.loadNamespaces('lateScreen');
    expect(i18n.hasResourceBundle('it', 'lateScreen')).toBe(true);
    englishHeld.release();

    expect(await switched).toBe(true);
    expect(i18n.language).toBe('en');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('en');
    expect(i18n.getResource('en', 'lateScreen', 'bye')).toBe('Bye');
  });

  it('stays in the language on screen, cookie included, when a catalogue of the new one cannot load; the next switch tries it again', async () => {
    // i18next's first try and its two retries fail; the try of the next switch succeeds.
    const flaky = registerFlakyCatalogue(3);
    // The first test's loadLanguages('en') left English in i18next's preload list: it would load with the namespace.
    i18n.options.preload = [];
    await i18n.loadNamespaces('flaky');
    expect(flaky.failuresLeft()).toBe(3);

    expect(await applyLanguage('en')).toBe(false);
    expect(i18n.language).toBe('it');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('it');
    expect(i18n.getResource('it', 'flaky', 'hello')).toBe('Ciao');

    expect(await applyLanguage('en')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('en');
    expect(i18n.getResource('en', 'flaky', 'hello')).toBe('Hello');
  });
});
