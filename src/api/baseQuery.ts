import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionEnded } from '../session/sessionSlice';
import { readTokenCookie } from '../session/sessionCookies';
import { isLanguage, type Language } from '../i18n/languages';
import { QUERY_NETWORK_RETRIES, REQUEST_TIMEOUT_MS, TOAST_DURATION_MS } from '../lib/constants';
import { settings } from '../lib/settings';
import { toast } from '../lib/toast';
import { takePageData } from './pageData';
import { isApiErrorBody, SESSION_ENDING_MESSAGES } from './wire';

/** fetchBaseQuery's request and response, or `sentWithPage` for an answer that came with the page (no request). */
export type CampoQueryMeta = FetchBaseQueryMeta | { sentWithPage: true; request?: undefined; response?: undefined };

export type CampoBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, CampoQueryMeta>;

export interface BaseQueryOptions {
  baseUrl?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
  /** Wait before retry number `attempt` (1-based); RTK's exponential backoff by default. */
  backoff?: (attempt: number, maxRetries: number, signal?: AbortSignal) => Promise<void>;
}

/** The language the user is viewing: the preferences slice holds the switcher's choice. */
function viewingLanguage(state: unknown): Language {
  const language = (state as { preferences?: { language?: unknown } }).preferences?.language;
  return isLanguage(language) ? language : settings.defaultLanguage;
}

/**
 * The headers every API call carries (token, client key, language): the base query's, and those of a request sent
 * outside it (a `keepalive` fetch as the page goes away).
 */
export function setApiHeaders(headers: Headers, state: unknown): Headers {
  const token = readTokenCookie();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set(settings.secretHeaderName, settings.secretHeaderValue);
  headers.set('Accept-Language', viewingLanguage(state));
  return headers;
}

function endsSession(error: FetchBaseQueryError): error is FetchBaseQueryError & { data: { message: string } } {
  return (
    error.status === 401 &&
    isApiErrorBody(error.data) &&
    (SESSION_ENDING_MESSAGES as readonly string[]).includes(error.data.message)
  );
}

function isLoggedIn(state: unknown): boolean {
  return (state as { session?: { loggedIn?: unknown } }).session?.loggedIn === true;
}

function isRetriable(error: FetchBaseQueryError, api: BaseQueryApi): boolean {
  // Only a query whose request never got an answer; a timeout is not retried so the wait stays bounded.
  return api.type === 'query' && error.status === 'FETCH_ERROR';
}

/**
 * fetchBaseQuery with the headers every call carries (docs/CONVENTIONS.md), the 6000 ms timeout, the session
 * ending 401 of SPEC section 8, and retries of network failures for queries only. Any other error reaches the
 * caller as RTK's `{ status, data }` with the server's response body in `data`.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): CampoBaseQuery {
  const maxRetries = options.maxNetworkRetries ?? QUERY_NETWORK_RETRIES;
  const fetchQuery = fetchBaseQuery({
    baseUrl: options.baseUrl ?? settings.apiBaseUrl,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers, { getState }) => setApiHeaders(headers, getState()),
  });

  const sessionAwareQuery: CampoBaseQuery = async (args, api, extraOptions) => {
    // A page's first answer may have come with the page (the server's page data): no round trip for it.
    const sentWithPage = api.type === 'query' ? takePageData(args, viewingLanguage(api.getState())) : undefined;
    if (sentWithPage) {
      // Answered in a task of its own, as a fetch would be: the screen's render with the data does not lengthen the
      // task that started the query (one long task of 400 ms at 4x on /profile instead of two of about 200).
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { data: sentWithPage.body, meta: { sentWithPage: true } };
    }
    const result = await fetchQuery(args, api, extraOptions);
    // Only a live session ends: once it has, further 401s (from screens still mounted) are plain errors.
    if (result.error && endsSession(result.error) && isLoggedIn(api.getState())) {
      toast.error(result.error.data.message, { autoHideDuration: TOAST_DURATION_MS.error, preventDuplicate: true });
      api.dispatch(sessionEnded('expired'));
    }
    return result;
  };

  return retry(sessionAwareQuery, {
    ...(options.backoff ? { backoff: options.backoff } : {}),
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      attempt <= maxRetries && isRetriable(error as FetchBaseQueryError, baseQueryApi),
  });
}
