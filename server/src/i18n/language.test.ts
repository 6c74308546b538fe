import { pickLanguage } from './language';
import { translate } from './translate';

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
    expect(translate('it', 'common.tooManyRequests', { seconds: 30 })).toBe(
      'Troppe richieste. Riprova tra 30 secondi.',
    );
    expect(translate('en', 'common.tooManyRequests', { seconds: 30 })).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
  });
});
