import type { preValidationAsyncHookHandler } from 'fastify';

/**
 * A preValidation hook that trims top-level strings of a JSON body (all of them, or only `fields`), so the
 * schema's limits apply to what is kept. Passwords are never trimmed: name the fields when a body has one.
 */
export function trimBodyStrings(fields?: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const key of fields ?? Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'string') record[key] = value.trim();
    }
  };
}
