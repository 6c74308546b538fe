import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../api/wire';

/** Options of one endpoint of a handler factory: an error makes a call fail with that body's status; else it succeeds. */
export interface EndpointOptions<Body> {
  /** One body for every call, or a choice per call (`call` counts from 1); undefined lets the call succeed. */
  error?: ApiErrorBody | ((body: Body, call: number) => ApiErrorBody | undefined);
  /** True for a call the network drops (no answer: the client sees a fetch error, as offline). */
  dropped?: (body: Body, call: number) => boolean;
  /** Receives every request body (or query), so a test can check what the screen sent. */
  onRequest?: (body: Body) => void;
  /** The response waits for this promise (or the one returned for this call), so a test can look in between. */
  holdUntil?: Promise<unknown> | ((call: number) => Promise<unknown> | undefined);
}

/** An error body answered with its own status, as the server sends it. */
export function errorResponse(body: ApiErrorBody) {
  return HttpResponse.json(body, { status: body.statusCode });
}

/**
 * One endpoint's behaviour, created once per handler factory call: counts its calls, reports the body, waits when
 * told, then fails or answers `success()`.
 */
export function endpoint<Body>(options: EndpointOptions<Body> | undefined) {
  let calls = 0;
  return async (body: Body, success: () => Response): Promise<Response> => {
    calls += 1;
    const call = calls;
    options?.onRequest?.(body);
    const hold = typeof options?.holdUntil === 'function' ? options.holdUntil(call) : options?.holdUntil;
    await hold;
    if (options?.dropped?.(body, call)) return HttpResponse.error();
    const error = typeof options?.error === 'function' ? options.error(body, call) : options?.error;
    return error ? errorResponse(error) : success();
  };
}
