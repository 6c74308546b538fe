import { pickLanguage } from './language';
import { coreTexts } from './catalogue';
import { registerTexts, translate } from './texts';

describe('pickLanguage', () => {
  it('defaults to Italian', () => {
    expect(pickLanguage(undefined)).toBe('it');
    expect(pickLanguage('')).toBe('it');
    expect(pickLanguage('de-DE,fr;q=0.8')).toBe('it');
  });

  it('takes the best supported language by quality, then by order', () => {
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(pickLanguage('de,en;q=0.5,it;q=0.8')).toBe('it');
    expect(pickLanguage('fr,EN-us;q=0.7,it;q=0.7')).toBe('en');
    expect(pickLanguage('en;q=0,it')).toBe('it');
  });
});

describe('translate', () => {
  it('fills parameters in either language', () => {
    expect(coreTexts.text('it', 'common.tooManyRequests', { seconds: 30 })).toBe(
      'Troppe richieste. Riprova tra 30 secondi.',
    );
    expect(coreTexts.text('en', 'common.tooManyRequests', { seconds: 30 })).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
  });
});

describe('registerTexts', () => {
  const texts = registerTexts('languageTest', {
    it: { greeting: 'Ciao {name}' },
    en: { greeting: 'Hello {name}' },
  });

  it('gives a module its texts, and errors the shared handler translates by their full key', () => {
    expect(texts.text('en', 'greeting', { name: 'Mario' })).toBe('Hello Mario');
    const error = texts.error(404, 'greeting', { name: 'Giulia' });
    expect(error.statusCode).toBe(404);
    expect(translate('it', error.key, error.params)).toBe('Ciao Giulia');
  });

  it('refuses a namespace registered twice', () => {
    expect(() => registerTexts('languageTest', { it: { greeting: 'x' }, en: { greeting: 'y' } })).toThrow(
      'registered twice',
    );
  });
});
