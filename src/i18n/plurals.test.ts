import { i18n } from './index';

// Counts go through i18next's plural keys: never "+1 altri" or "ne restano 1".
describe('plural forms', () => {
  const it_ = i18n.getFixedT('it', 'events');
  const en = i18n.getFixedT('en', 'events');

  it('names one participant or picture in the singular and more in the plural', () => {
    expect(it_('detail.participants.more', { count: 1 })).toBe('+1 altro');
    expect(it_('detail.participants.more', { count: 4 })).toBe('+4 altri');
    expect(en('detail.participants.more', { count: 1 })).toBe('+1 more');
    expect(it_('detail.images.more', { count: 1 })).toBe('Mostra la foto');
    expect(it_('detail.images.more', { count: 7 })).toBe('Mostra tutte le 7 foto');
    expect(en('detail.images.more', { count: 7 })).toBe('Show all 7 pictures');
  });

  it('says how many tickets are left in the right number', () => {
    const tickets = i18n.getFixedT('it', 'tickets');
    expect(tickets('preview.errors.tooMany', { count: 1 })).toBe('Biglietti insufficienti: ne resta 1.');
    expect(tickets('preview.errors.tooMany', { count: 3 })).toBe('Biglietti insufficienti: ne restano 3.');
    expect(i18n.exists('preview.errors.tooMany', { ns: 'tickets', count: 1 })).toBe(true);
  });
});
