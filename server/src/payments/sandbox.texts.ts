import { registerTexts } from '../i18n/texts';

// The sandbox payment pages (HTML, outside /api).
export const sandboxTexts = registerTexts('payments', {
  it: {
    title: 'Pagamento di prova',
    intro: 'Questo è il fornitore di pagamento di prova di Campo: nessun addebito reale.',
    reference: 'Riferimento',
    amount: 'Importo',
    approve: 'Approva il pagamento',
    cancel: 'Annulla',
    notFound: 'Ordine di pagamento non trovato.',
    approvedTitle: 'Pagamento già approvato',
    approvedBody: 'Hai già approvato questo pagamento. Torna a Campo per completare l’acquisto.',
    approvedLink: 'Continua su Campo',
    completedTitle: 'Pagamento completato',
    completedBody: 'Questo pagamento è concluso: trovi i tuoi biglietti in Campo.',
    cancelledTitle: 'Pagamento annullato',
    cancelledBody: 'Questo pagamento è stato annullato: non ti è stato addebitato nulla.',
    backLink: 'Torna a Campo',
  },
  en: {
    title: 'Test payment',
    intro: 'This is the Campo test payment provider: nothing is really charged.',
    reference: 'Reference',
    amount: 'Amount',
    approve: 'Approve payment',
    cancel: 'Cancel',
    notFound: 'Payment order not found.',
    approvedTitle: 'Payment already approved',
    approvedBody: 'You have already approved this payment. Go back to Campo to complete the purchase.',
    approvedLink: 'Continue to Campo',
    completedTitle: 'Payment complete',
    completedBody: 'This payment is done: your tickets are in Campo.',
    cancelledTitle: 'Payment cancelled',
    cancelledBody: 'This payment was cancelled: nothing was charged.',
    backLink: 'Back to Campo',
  },
});
