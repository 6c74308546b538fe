import { registerTexts } from '../../../i18n/texts';

// The receipt's labels (PDF) and the order confirmation mail, Italian and English.
const it = {
  notPlaced: 'Questo ordine non è stato pagato: non ha una ricevuta.',
  title: 'Ricevuta',
  orderNumber: 'Ordine {number}',
  date: 'Data: {date}',
  payment: 'Pagamento: {type} {reference}',
  billing: 'Fatturazione',
  shipping: 'Spedizione',
  item: 'Articolo',
  qty: 'Q.tà',
  unitPrice: 'Prezzo unitario',
  lineTotal: 'Totale',
  size: 'taglia {size}',
  subtotal: 'Articoli',
  serviceFee: 'Commissione di servizio',
  discount: 'Sconto',
  net: 'Imponibile',
  vat: 'IVA {rate}%',
  total: 'Totale pagato',
  vatNote: 'Tutti i prezzi includono l’IVA al {rate}%.',
  confirmationSubject: 'Il tuo ordine {number} è confermato',
  confirmationMail:
    'Ciao {name},\n\ngrazie per il tuo ordine {number} del {date}. Abbiamo ricevuto il pagamento.\n\n{lines}\n\nTotale pagato: {total}\n\nLa ricevuta: {link}\n\nIl team di Campo',
};

const en: Record<keyof typeof it, string> = {
  notPlaced: 'This order was not paid: it has no receipt.',
  title: 'Receipt',
  orderNumber: 'Order {number}',
  date: 'Date: {date}',
  payment: 'Payment: {type} {reference}',
  billing: 'Billing',
  shipping: 'Shipping',
  item: 'Item',
  qty: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  size: 'size {size}',
  subtotal: 'Items',
  serviceFee: 'Service fee',
  discount: 'Discount',
  net: 'Net',
  vat: 'VAT {rate}%',
  total: 'Total paid',
  vatNote: 'All prices include {rate}% VAT.',
  confirmationSubject: 'Your order {number} is confirmed',
  confirmationMail:
    'Hello {name},\n\nthank you for your order {number} of {date}. We have received your payment.\n\n{lines}\n\nTotal paid: {total}\n\nYour receipt: {link}\n\nThe Campo team',
};

export const receiptTexts = registerTexts('receipt', { it, en });
