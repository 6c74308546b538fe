import type { FastifyInstance } from 'fastify';
import type { TicketDeps } from '../tickets/ticketDeps';
import { expireOffers } from './waitlist';

export const OFFER_EXPIRY_EVERY_MS = 60_000;

/**
 * Ends waiting-list offers past their time, every `everyMs`, on the app's clock (deps.now), like the realtime
 * heartbeat: an unref'd interval cleared when the app closes. Each offer ends exactly once whichever instance runs
 * first (closeOffer's conditional update), so every instance may run it.
 */
export function startOfferExpiryJob(app: FastifyInstance, deps: Omit<TicketDeps, 'publicUrl'>, everyMs: number): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOffers(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'waiting-list offer expiry failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
