import type { FastifyInstance } from 'fastify';
import { sendEventReminders, type ReminderDeps } from './eventReminders';

/**
 * Sends the due event reminders every `everyMs`, on the app's clock (deps.now): an unref'd interval cleared when the
 * app closes, never two runs at once on an instance. Every instance may run it: each reminder is claimed once.
 */
export function startReminderJob(app: FastifyInstance, deps: ReminderDeps, everyMs: number): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendEventReminders(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'event reminders failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
