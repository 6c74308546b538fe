import { registerTexts } from '../../i18n/texts';

// Messages of the quote and stock-hold rules of product orders (orderQuotes.ts, stockHolds.ts), kept apart from
// shop.texts.ts so the shop's own catalogue stays as it is.
const it = {
  quoteNotFound: 'Riepilogo non trovato: apri di nuovo il riepilogo dell’ordine.',
  pricesChanged: 'I prezzi sono cambiati dal riepilogo: controlla il nuovo totale e conferma.',
  quoteExpired: 'Il riepilogo è scaduto: controlla il totale di adesso e conferma.',
  holdExpired:
    'Il tuo ordine non è stato effettuato: il tempo per pagare è scaduto e i prodotti sono tornati disponibili.',
};

const en: Record<keyof typeof it, string> = {
  quoteNotFound: 'Preview not found: open the order preview again.',
  pricesChanged: 'Prices changed since your preview: check the new total and confirm.',
  quoteExpired: 'Your preview has expired: check the current total and confirm.',
  holdExpired: 'Your Order is Not Placed Succesfully: the time to pay ran out and the items are available again.',
};

export const orderTrustTexts = registerTexts('orderTrust', { it, en });
