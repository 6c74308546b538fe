import type { PurchaseDeps } from '../../../payments/purchaseDeps';
import type { NewOffer } from '../waitlist/seats';

export interface TicketDeps extends PurchaseDeps {
  /** WAITLIST_OFFER_HOLD: how long freed tickets are held for the member a waiting-list offer goes to. */
  offerHoldMs: number;
  /** Told about offers made, after their transaction committed (the offer mails). */
  announceOffers: (offers: NewOffer[]) => Promise<void>;
}
