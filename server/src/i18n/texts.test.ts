import { eventTexts } from '../modules/events/events.texts';
import { registerTexts, translate } from './texts';

describe('server texts', () => {
  const texts = registerTexts('textsTest', {
    it: {
      seats: { one: 'Resta un posto per {event}.', other: 'Restano {count} posti per {event}.' },
      plain: 'Ciao {name}',
    },
    en: {
      seats: { one: 'One seat left for {event}.', other: '{count} seats left for {event}.' },
      plain: 'Hello {name}',
    },
  });

  it('picks the plural form the language says for the count, and fills the placeholders', () => {
    expect(texts.text('it', 'seats', { count: 1, event: 'Derby' })).toBe('Resta un posto per Derby.');
    expect(texts.text('it', 'seats', { count: 0, event: 'Derby' })).toBe('Restano 0 posti per Derby.');
    expect(texts.text('en', 'seats', { count: 1, event: 'Derby' })).toBe('One seat left for Derby.');
    expect(texts.text('en', 'seats', { count: 12, event: 'Derby' })).toBe('12 seats left for Derby.');
    expect(translate('it', 'textsTest.seats', { count: 3, event: 'Derby' })).toBe('Restano 3 posti per Derby.');
    expect(texts.text('en', 'plain', { name: 'Mario' })).toBe('Hello Mario');
  });

  it('says "a ticket" to a member offered one ticket from the waiting list, never "1 tickets"', () => {
    const params = { count: 1, event: 'Derby', until: '27/11/2026 18:00', link: 'https://campo.test/e' };
    expect(eventTexts.text('it', 'waitlistOfferMail', params)).toContain('si è liberato un biglietto per «Derby»');
    expect(eventTexts.text('en', 'waitlistOfferMail', params)).toContain('A ticket for "Derby" has come free');
    expect(eventTexts.text('en', 'waitlistOfferMail', { ...params, count: 2 })).toContain('2 tickets for "Derby"');
  });
});
