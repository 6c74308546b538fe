import type { RateLimitSetting } from '../config';
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';
import { coreTexts } from '../i18n/catalogue';
import { clearHits, countHit, peekHits } from './throttleStore';

/** What is being throttled per account: failed logins, and password-recovery attempts (codes asked, wrong codes). */
export type ThrottleScope = 'login' | 'recovery';

/**
 * Attempts per account (e-mail), on top of the per-IP limits: users behind one shared address are not locked out
 * together, and one account cannot be guessed at from many addresses. Counters live in the database.
 */
export interface AccountThrottle {
  /** 429 with Retry-After while the account has used up its attempts in this window. */
  assertOpen(scope: ThrottleScope, email: string): Promise<void>;
  /** Counts one attempt. */
  count(scope: ThrottleScope, email: string): Promise<void>;
  /** A success starts the count again. */
  clear(scope: ThrottleScope, email: string): Promise<void>;
  /**
   * Runs one attempt for the account: refused while locked; `every` counts each attempt (codes mailed),
   * `failures` counts a wrong secret (a 400) and clears the count on success.
   */
  attempt<T>(scope: ThrottleScope, email: string, counting: 'every' | 'failures', run: () => Promise<T>): Promise<T>;
}

const keyOf = (scope: ThrottleScope, email: string) => `account:${scope}:${email.trim().toLowerCase()}`;

const isWrongSecret = (error: unknown) => error instanceof ApiError && error.statusCode === 400;

export function createAccountThrottle(db: Db, setting: RateLimitSetting): AccountThrottle {
  const throttle: AccountThrottle = {
    async assertOpen(scope, email) {
      const now = Date.now();
      const window = await peekHits(db, keyOf(scope, email), now);
      if (!window || window.hits < setting.max) return;
      const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw coreTexts
        .error(429, 'auth.accountLocked', { minutes: Math.ceil(seconds / 60) })
        .withHeader('retry-after', String(seconds));
    },
    async count(scope, email) {
      await countHit(db, keyOf(scope, email), setting.windowMs);
    },
    async clear(scope, email) {
      await clearHits(db, keyOf(scope, email));
    },
    async attempt(scope, email, counting, run) {
      await throttle.assertOpen(scope, email);
      if (counting === 'every') await throttle.count(scope, email);
      try {
        const result = await run();
        if (counting === 'failures') await throttle.clear(scope, email);
        return result;
      } catch (error) {
        if (counting === 'failures' && isWrongSecret(error)) await throttle.count(scope, email);
        throw error;
      }
    },
  };
  return throttle;
}
