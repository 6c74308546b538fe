import type { Language } from '../i18n/language';
import { escapeHtml } from '../mail/escapeHtml';
import { sandboxTexts } from './sandbox.texts';
import { SANDBOX_APPROVE_PATH, SANDBOX_CANCEL_PATH } from './sandboxProvider';

export interface SandboxPageOrder {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  /** Until when the purchase holds its goods (product orders); the page counts down to it. */
  holdExpiresAt?: string | null;
}

/** The script that ticks the hold's countdown (served from this origin, so the CSP's script-src 'self' allows it). */
export const SANDBOX_COUNTDOWN_PATH = '/payments/sandbox/countdown.js';

export const SANDBOX_COUNTDOWN_SCRIPT = `(() => {
  const clock = document.getElementById('hold-countdown');
  if (!clock) return;
  const end = Date.parse(clock.getAttribute('datetime'));
  const pad = (n) => String(n).padStart(2, '0');
  const tick = () => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    clock.textContent = pad(Math.floor(left / 60)) + ':' + pad(left % 60);
    if (left > 0) return;
    clearInterval(timer);
    const ended = document.getElementById('hold-ended');
    if (ended) ended.hidden = false;
  };
  const timer = setInterval(tick, 1000);
  tick();
})();
`;

/** mm:ss left until `end`, as the page first shows it (the script then ticks it). */
export function timeLeft(end: string, now: Date): string {
  const left = Math.max(0, Math.ceil((Date.parse(end) - now.getTime()) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** Where the page's links lead: the app, and (for an approved order) the return page that completes it. */
export interface SandboxPageLinks {
  appUrl: string;
  continueUrl: string;
}

// Campo's brand (src/theme/tokens.ts): pitch green, chalk background, ink text. Plain CSS under the nonce.
const STYLE =
  '*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  'background:#f6f8f4;color:#14201b;line-height:1.5}header{background:#0b6e4f;color:#fff;padding:.75rem 1rem}' +
  'header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none;letter-spacing:.02em}' +
  'main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}.card{background:#fff;border-radius:12px;' +
  'padding:1.25rem;box-shadow:0 1px 3px rgba(20,32,27,.15)}h1{font-size:1.375rem;margin:0 0 .75rem}' +
  'p{margin:0 0 1rem;color:#4a5a53}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}' +
  'dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.actions{display:flex;flex-wrap:wrap;gap:.75rem}' +
  'form{margin:0;flex:1 1 10rem}button,.link{display:block;width:100%;font:inherit;font-weight:600;text-align:center;' +
  'padding:.75rem 1rem;border-radius:8px;border:2px solid #0b6e4f;cursor:pointer;text-decoration:none}' +
  '.primary{background:#0b6e4f;color:#fff}.secondary{background:#fff;color:#0b6e4f}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #f08c1a;outline-offset:2px}' +
  '.hold{font-variant-numeric:tabular-nums;font-weight:700}.ended{color:#a3261b;font-weight:600}';

function page(language: Language, nonce: string, appUrl: string, title: string, body: string): string {
  const t = (key: 'title') => escapeHtml(sandboxTexts.text(language, key));
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)} · Campo</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>` +
    `<body><header><a href="${escapeHtml(appUrl)}">Campo</a> · ${t('title')}</header>` +
    `<main><div class="card"><h1>${escapeHtml(title)}</h1>${body}</div></main></body></html>`
  );
}

function orderForm(action: string, orderId: string, label: string, className: string): string {
  return (
    `<form method="post" action="${action}"><input type="hidden" name="order" value="${escapeHtml(orderId)}">` +
    `<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`
  );
}

const link = (href: string, label: string) =>
  `<div class="actions"><a class="link primary" href="${escapeHtml(href)}">${escapeHtml(label)}</a></div>`;

/** A product order's reference (`newPurchaseReference('PR', …)` in modules/orders); tickets' are `CMP-EV-…`. */
const isProductOrder = (order: SandboxPageOrder) => order.reference.startsWith('CMP-PR-');

/** What Back shows once the order is no longer waiting: a friendly page with the way back to the app. */
function afterPaymentPage(language: Language, nonce: string, order: SandboxPageOrder, links: SandboxPageLinks): string {
  const t = (key: Parameters<typeof sandboxTexts.text>[1]) => sandboxTexts.text(language, key);
  if (order.status === 'APPROVED') {
    return page(
      language,
      nonce,
      links.appUrl,
      t('approvedTitle'),
      `<p>${escapeHtml(t('approvedBody'))}</p>${link(links.continueUrl, t('approvedLink'))}`,
    );
  }
  const completedBody = isProductOrder(order) ? 'completedBodyOrder' : 'completedBody';
  const [title, body] =
    order.status === 'COMPLETED'
      ? (['completedTitle', completedBody] as const)
      : (['cancelledTitle', 'cancelledBody'] as const);
  return page(
    language,
    nonce,
    links.appUrl,
    t(title),
    `<p>${escapeHtml(t(body))}</p>${link(links.appUrl, t('backLink'))}`,
  );
}

/**
 * The approval page: plain HTML (CSP-safe: the styles carry the response's nonce; the one script, a product order's
 * hold countdown, is a file of this origin).
 */
export function sandboxApprovalPage(
  language: Language,
  nonce: string,
  order: SandboxPageOrder | undefined,
  links: SandboxPageLinks,
): string {
  const t = (key: Parameters<typeof sandboxTexts.text>[1]) => sandboxTexts.text(language, key);
  if (!order)
    return page(
      language,
      nonce,
      links.appUrl,
      t('title'),
      `<p>${escapeHtml(t('notFound'))}</p>${link(links.appUrl, t('backLink'))}`,
    );
  if (order.status !== 'CREATED') return afterPaymentPage(language, nonce, order, links);
  const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: order.currency }).format(order.amount);
  const hold = order.holdExpiresAt
    ? `<dt>${escapeHtml(t('holdLabel'))}</dt><dd><time id="hold-countdown" class="hold" datetime="${escapeHtml(
        order.holdExpiresAt,
      )}">${timeLeft(order.holdExpiresAt, new Date())}</time></dd>`
    : '';
  const ended = order.holdExpiresAt
    ? `<p id="hold-ended" class="ended" role="status"${Date.parse(order.holdExpiresAt) > Date.now() ? ' hidden' : ''}>` +
      `${escapeHtml(t('holdEnded'))}</p><script src="${SANDBOX_COUNTDOWN_PATH}" defer></script>`
    : '';
  const details =
    `<p>${escapeHtml(t('intro'))}</p><dl><dt>${escapeHtml(t('reference'))}</dt><dd>${escapeHtml(order.reference)}</dd>` +
    `<dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(amount)}</dd>${hold}</dl>${ended}`;
  return page(
    language,
    nonce,
    links.appUrl,
    t('title'),
    details +
      '<div class="actions">' +
      orderForm(SANDBOX_APPROVE_PATH, order.id, t('approve'), 'primary') +
      orderForm(SANDBOX_CANCEL_PATH, order.id, t('cancel'), 'secondary') +
      '</div>',
  );
}
