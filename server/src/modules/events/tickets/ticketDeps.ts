import type { PurchaseDeps } from '../../../payments/purchaseDeps';

export type TicketDeps = PurchaseDeps;
