import type { Language } from '../../i18n/language';

// This module's own messages in both languages (the shared catalogue belongs to the core). English texts that
// SPEC.md fixes are quoted verbatim.
const it = {
  ok: 'OK',
  eventNotFound: 'Evento non trovato.',
  specialityNotFound: 'Specialità non trovata.',
  transactionNotFound: 'Transazione non trovata.',
  notYourTransaction: 'Questa transazione appartiene a un altro utente.',
  presenceNeedsCompletedTicket: 'Puoi indicare la presenza solo per biglietti acquistati.',
  presenceEventMismatch: 'La transazione non riguarda questo evento.',
  presenceUpdated: 'Presenza aggiornata.',
  favouriteAdded: 'Evento aggiunto ai preferiti.',
  favouriteRemoved: 'Evento rimosso dai preferiti.',
  invalidIdList: 'Il campo «{field}» deve contenere id separati da virgole.',
  locationInvalid: 'La posizione deve essere "lng,lat" con longitudine tra -180 e 180 e latitudine tra -90 e 90.',
  atLeastOneTicket: 'Seleziona almeno un biglietto per procedere.',
  notEnoughTickets: 'Biglietti insufficienti: ne restano {remaining}.',
  eventExpired: "L'evento è terminato: non è più possibile acquistare biglietti.",
  previewReady: 'Riepilogo del biglietto pronto.',
  paymentStarted: "Pagamento avviato: approvalo per completare l'acquisto.",
  ticketsBooked: 'I tuoi biglietti sono stati prenotati con successo.',
  soldOutNotCharged: 'Biglietti esauriti: il pagamento non è stato addebitato.',
  paymentDeclined: 'Il pagamento non è stato completato.',
  paymentUnavailable: 'Il servizio di pagamento non risponde. Riprova più tardi.',
  paymentInProgress: 'Il pagamento è già in elaborazione.',
  transactionClosed: 'Questa transazione è stata annullata o non è riuscita.',
  transactionAlreadyCompleted: 'Questa transazione è già completata.',
  paymentCancelled: 'Pagamento annullato.',
  imageUploaded: 'Immagine caricata con successo.',
  geocoderUnavailable: 'Il servizio di geocodifica non risponde. Riprova più tardi.',
} as const;

export type EventMessageKey = keyof typeof it;

const en: Record<EventMessageKey, string> = {
  ok: 'OK',
  eventNotFound: 'Event not found.',
  specialityNotFound: 'Speciality not found.',
  transactionNotFound: 'Transaction not found.',
  notYourTransaction: 'This transaction belongs to another user.',
  presenceNeedsCompletedTicket: 'You can only answer the presence question for tickets you have bought.',
  presenceEventMismatch: 'The transaction is not for this event.',
  presenceUpdated: 'Presence updated.',
  favouriteAdded: 'Event successfully added To Favourites',
  favouriteRemoved: 'Event removed from Favourites',
  invalidIdList: 'The field "{field}" must hold ids separated by commas.',
  locationInvalid: 'location must be "lng,lat" with a longitude from -180 to 180 and a latitude from -90 to 90.',
  atLeastOneTicket: 'Select at least one ticket to proceed.',
  notEnoughTickets: 'Not enough tickets: {remaining} left.',
  eventExpired: 'This event has ended: tickets can no longer be bought.',
  previewReady: 'Ticket preview ready.',
  paymentStarted: 'Payment started: approve it to complete the purchase.',
  ticketsBooked: 'Your tickets are Booked Succesfully',
  soldOutNotCharged: 'Not enough tickets left: you have not been charged.',
  paymentDeclined: 'The payment was not completed.',
  paymentUnavailable: 'The payment service is not answering. Please try again later.',
  paymentInProgress: 'This payment is already being processed.',
  transactionClosed: 'This transaction was cancelled or failed.',
  transactionAlreadyCompleted: 'This transaction is already completed.',
  paymentCancelled: 'Payment cancelled.',
  imageUploaded: 'Event image uploaded successfully.',
  geocoderUnavailable: 'The geocoding service is not answering. Please try again later.',
};

const catalogue: Record<Language, Record<EventMessageKey, string>> = { it, en };

export type EventMessageParams = Record<string, string | number>;

export function eventText(language: Language, key: EventMessageKey, params: EventMessageParams = {}): string {
  return catalogue[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** A client error of this module; the module's error handler localises it into the shared error body. */
export class EventsError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: EventMessageKey,
    readonly params: EventMessageParams = {},
  ) {
    super(key);
    this.name = 'EventsError';
  }
}
