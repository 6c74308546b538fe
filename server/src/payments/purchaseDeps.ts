import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { PaymentProvider } from './paymentProvider';
import type { ServiceFeeRule } from './serviceFee';

/** What a paid purchase (tickets, product orders) needs from the app. */
export interface PurchaseDeps {
  db: Db;
  payments: PaymentProvider;
  serviceFee: ServiceFeeRule;
  /** PUBLIC_URL: the SPA's /paypal/payment/return and /paypal/payment/cancel pages live there. */
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}
