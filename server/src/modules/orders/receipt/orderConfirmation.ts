import { memberLanguage } from '../../../mail/recipientLanguage';
import type { OrderDeps } from '../orderPurchase';
import { productOrderById } from '../orderRecord';
import { receiptOf } from './orderReceipt';
import { receiptTexts } from './receipt.texts';
import { formatDay, formatEuro } from './receiptFormat';

/** The SPA's printable receipt of an order (src/app/routes.tsx). */
export const receiptPath = (orderId: string) => `/my/order/${orderId}/receipt`;

/**
 * Mails the buyer that their order is placed, in their account language: number, lines, total and the receipt's
 * link. Called by the one call that completed the order (`completeOrder` answered true), so a capture reported twice
 * (a reloaded return page, the reconciler) mails once. A mail that fails is logged: the order stands.
 */
export async function mailOrderConfirmation(deps: OrderDeps, userId: string, orderId: string): Promise<void> {
  if (!deps.mailer) return;
  try {
    const order = await productOrderById(deps.db, orderId);
    const receipt = receiptOf(order);
    if (!receipt || !order.email) return;
    const language = await memberLanguage(deps.db, { userId });
    const lines = receipt.lines
      .map((line) => {
        const size = line.size ? ` (${receiptTexts.text(language, 'size', { size: line.size })})` : '';
        return `${line.qty} × ${line.name}${size}: ${formatEuro(line.total)}`;
      })
      .join('\n');
    const params = {
      name: order.fullName,
      number: receipt.orderNumber,
      date: formatDay(receipt.placedAt, language),
      lines,
      total: formatEuro(receipt.total),
      link: `${deps.publicUrl}${receiptPath(orderId)}`,
    };
    await deps.mailer.send({
      to: order.email,
      subject: receiptTexts.text(language, 'confirmationSubject', params),
      text: receiptTexts.text(language, 'confirmationMail', params),
    });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'order confirmation mail not sent');
  }
}
