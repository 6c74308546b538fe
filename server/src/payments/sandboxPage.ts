import { escapeHtml } from '../mail/escapeHtml';
import type { Language } from '../i18n/language';
import { SANDBOX_APPROVE_PATH, SANDBOX_CANCEL_PATH } from './sandboxProvider';

const TEXTS = {
  it: {
    title: 'Pagamento di prova',
    intro: 'Questo è il fornitore di pagamento di prova di Campo: nessun addebito reale.',
    reference: 'Riferimento',
    amount: 'Importo',
    approve: 'Approva il pagamento',
    cancel: 'Annulla',
    notFound: 'Ordine di pagamento non trovato.',
    closed: 'Questo ordine non è più in attesa di approvazione',
  },
  en: {
    title: 'Test payment',
    intro: 'This is the Campo test payment provider: nothing is really charged.',
    reference: 'Reference',
    amount: 'Amount',
    approve: 'Approve payment',
    cancel: 'Cancel',
    notFound: 'Payment order not found.',
    closed: 'This order is no longer waiting for approval',
  },
} as const;

export interface SandboxPageOrder {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  status: string;
}

function page(language: Language, nonce: string, body: string): string {
  const t = TEXTS[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(t.title)}</title><style nonce="${escapeHtml(nonce)}">` +
    'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1c2733}' +
    'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}' +
    'form{display:inline-block;margin:1rem 1rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;' +
    'border:1px solid #0b5cad;cursor:pointer}.approve{background:#0b5cad;color:#fff}.cancel{background:#fff;color:#0b5cad}' +
    `</style></head><body><h1>${escapeHtml(t.title)}</h1>${body}</body></html>`
  );
}

function orderForm(action: string, orderId: string, label: string, className: string): string {
  return (
    `<form method="post" action="${action}"><input type="hidden" name="order" value="${escapeHtml(orderId)}">` +
    `<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`
  );
}

/** The approval page: plain HTML, no script (CSP-safe), the styles carry the response's nonce. */
export function sandboxApprovalPage(language: Language, nonce: string, order: SandboxPageOrder | undefined): string {
  const t = TEXTS[language];
  if (!order) return page(language, nonce, `<p>${escapeHtml(t.notFound)}</p>`);
  const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: order.currency }).format(order.amount);
  const details =
    `<p>${escapeHtml(t.intro)}</p><dl><dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(order.reference)}</dd>` +
    `<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>`;
  if (order.status !== 'CREATED') {
    return page(language, nonce, `${details}<p>${escapeHtml(t.closed)} (${escapeHtml(order.status)}).</p>`);
  }
  return page(
    language,
    nonce,
    details +
      orderForm(SANDBOX_APPROVE_PATH, order.id, t.approve, 'approve') +
      orderForm(SANDBOX_CANCEL_PATH, order.id, t.cancel, 'cancel'),
  );
}
