import { readCookie } from '../lib/cookies';
import { applyLanguage } from './applyLanguage';
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
});
