import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { PaymentProvider } from './paymentProvider';
import { createPaypalProvider } from './paypalProvider';
import { createSandboxProvider } from './sandboxProvider';

/** PAYMENT_PROVIDER=sandbox (default) or paypal (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_BASE_URL). */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  const { provider, paypal } = config.payments;
  if (provider === 'paypal' && paypal.clientId && paypal.clientSecret) {
    return createPaypalProvider({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      baseUrl: paypal.baseUrl,
    });
  }
  return createSandboxProvider(db);
}
