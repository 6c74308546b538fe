import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RateLimitSetting } from '../config';

/** Per-route rate limit options (`config: { rateLimit: routeRateLimit(...) }`), counted per client IP. */
export function routeRateLimit(setting: RateLimitSetting): RateLimitOptions {
  return { max: setting.max, timeWindow: setting.windowMs };
}
