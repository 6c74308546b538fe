import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { PaymentProvider } from '../../../payments/paymentProvider';
import type { ServiceFeeRule } from './serviceFee';

export interface TicketDeps {
  db: Db;
  payments: PaymentProvider;
  serviceFee: ServiceFeeRule;
  /** PUBLIC_URL: the SPA's /paypal/payment/return and /paypal/payment/cancel pages live there. */
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}
