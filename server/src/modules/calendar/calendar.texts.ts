import { registerTexts } from '../../i18n/texts';

// The calendar feed's messages and the texts written into the feed itself (in the member's language).
export const calendarTexts = registerTexts('calendar', {
  it: {
    feedReady: 'Link del calendario pronto.',
    feedRegenerated: 'Nuovo link del calendario creato: quello vecchio non funziona più.',
    feedNotFound: 'Calendario non trovato.',
    calendarName: 'I miei eventi · Campo',
    calendarDescription: 'Gli eventi a cui sei iscritto su Campo.',
    tickets: 'Biglietti: {count}',
    eventPage: 'Il tuo biglietto: {url}',
    reminder: 'Domani: {name}',
  },
  en: {
    feedReady: 'Calendar link ready.',
    feedRegenerated: 'New calendar link made: the old one no longer works.',
    feedNotFound: 'Calendar not found.',
    calendarName: 'My events · Campo',
    calendarDescription: 'The events you are registered for on Campo.',
    tickets: 'Tickets: {count}',
    eventPage: 'Your ticket: {url}',
    reminder: 'Tomorrow: {name}',
  },
});
