import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { PaymentProvider } from '../../../payments/paymentProvider';
import type { ServiceFeeRule } from './serviceFee';

export interface TicketDeps {
  db: Db;
  payments: PaymentProvider;
  serviceFee: ServiceFeeRule;
  log: FastifyBaseLogger;
  now: () => Date;
}
