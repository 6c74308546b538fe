import { registerTexts } from '../../i18n/texts';

// Every message of the products and orders modules (shop, cart, addresses, orders), Italian and English. English
// texts SPEC.md fixes are verbatim ('Your Order is Placed Succesfully' keeps its spelling); every failed capture
// starts with SPEC's 'Your Order is Not Placed Succesfully' and says why.
const it = {
  ok: 'OK',
  productsListed: 'Prodotti trovati: {count}.',
  productNotFound: 'Prodotto non trovato.',
  variantNotFound: 'Questa variante (taglia e colore) non esiste per il prodotto.',
  quantityOutOfRange: 'La quantità non può essere 0 né superare la disponibilità ({stock}).',
  outOfStock: '«{name}» è esaurito.',
  cartAdded: 'Prodotto aggiunto al carrello.',
  cartUpdated: 'Quantità aggiornata.',
  cartRemoved: 'Prodotto rimosso dal carrello.',
  cartLineNotFound: 'Riga del carrello non trovata.',
  cartEmpty: 'Il carrello è vuoto.',
  cartLineExceedsStock: 'Disponibilità insufficiente per «{name}»: ne restano {stock}.',
  cartLineExceedsStockOne: 'Disponibilità insufficiente per «{name}»: ne resta 1.',
  addressSaved: 'Indirizzo salvato.',
  addressDeleted: 'Indirizzo eliminato.',
  addressNotFound: 'Indirizzo non trovato.',
  tooManyAddresses: 'Puoi salvare al massimo {max} indirizzi.',
  previewReady: "Riepilogo dell'ordine pronto.",
  paymentStarted: "Pagamento avviato: approvalo per completare l'ordine.",
  orderPlaced: 'Il tuo ordine è stato effettuato con successo.',
  soldOutNotCharged:
    'Il tuo ordine non è stato effettuato: un prodotto non è più disponibile nella quantità ordinata, il pagamento non è stato addebitato.',
  paymentDeclined: 'Il tuo ordine non è stato effettuato: il pagamento non è stato completato.',
  paymentUnavailable: 'Il tuo ordine non è stato effettuato: il servizio di pagamento non risponde. Riprova più tardi.',
  paymentInProgress: 'Il pagamento è già in elaborazione.',
  orderClosed: 'Il tuo ordine non è stato effettuato: questo ordine è stato annullato o non è riuscito.',
  orderAlreadyCompleted: 'Questo ordine è già completato.',
  paymentCancelled: 'Pagamento annullato: il carrello è invariato.',
  orderNotFound: 'Ordine non trovato.',
  notYourOrder: 'Questo ordine appartiene a un altro utente.',
  reorderDone: 'Prodotti rimessi nel carrello: {added}; non disponibili: {skipped}.',
  reorderOnlyProducts: 'Solo gli ordini di prodotti possono essere riacquistati.',
};

const en: Record<keyof typeof it, string> = {
  ok: 'OK',
  productsListed: 'Products found: {count}.',
  productNotFound: 'Product not found.',
  variantNotFound: 'This variant (size and colour) does not exist for the product.',
  quantityOutOfRange: 'The quantity must not be 0 and not above the stock ({stock}).',
  outOfStock: '"{name}" is out of stock.',
  cartAdded: 'Product added to the cart.',
  cartUpdated: 'Quantity updated.',
  cartRemoved: 'Product removed from the cart.',
  cartLineNotFound: 'Cart line not found.',
  cartEmpty: 'Your cart is empty.',
  cartLineExceedsStock: 'Not enough stock for "{name}": {stock} left.',
  cartLineExceedsStockOne: 'Not enough stock for "{name}": 1 left.',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
  addressNotFound: 'Address not found.',
  tooManyAddresses: 'You can save at most {max} addresses.',
  previewReady: 'Order preview ready.',
  paymentStarted: 'Payment started: approve it to complete the order.',
  orderPlaced: 'Your Order is Placed Succesfully',
  soldOutNotCharged:
    'Your Order is Not Placed Succesfully: a product is no longer available in the quantity ordered, you have not been charged.',
  paymentDeclined: 'Your Order is Not Placed Succesfully: the payment was not completed.',
  paymentUnavailable:
    'Your Order is Not Placed Succesfully: the payment service is not answering. Please try again later.',
  paymentInProgress: 'This payment is already being processed.',
  orderClosed: 'Your Order is Not Placed Succesfully: this order was cancelled or failed.',
  orderAlreadyCompleted: 'This order is already completed.',
  paymentCancelled: 'Payment cancelled: your cart is unchanged.',
  orderNotFound: 'Order not found.',
  notYourOrder: 'This order belongs to another user.',
  reorderDone: 'Products put back in the cart: {added}; unavailable: {skipped}.',
  reorderOnlyProducts: 'Only product orders can be bought again.',
};

export const shopTexts = registerTexts('shop', { it, en });
