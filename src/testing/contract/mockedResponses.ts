import type { SetupServer } from 'msw/node';
import { checkFileResponse, checkResponse } from './openApiDocument';

// Every answer an msw handler gives during a test is checked against the OpenAPI response schema of its route
// and status (docs/openapi.json); the test that received an answer the server could not send fails in afterEach.

const pending: Promise<void>[] = [];
let problems: string[] = [];
let accepting = false;

async function check(request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/') || response.status === 0) return;
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  if (mediaType && mediaType !== 'application/json' && !mediaType.startsWith('text/')) {
    // A file (the receipt's PDF): its media type must be one the route documents.
    const result = checkFileResponse(request.method, url.pathname, response.status, mediaType);
    if (!result.ok) problems.push(result.problem);
    return;
  }
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // A gateway's page for a 5xx is not the server's; any other answer must be JSON.
    if (response.status >= 500) return;
    problems.push(`${request.method} ${url.pathname} -> ${response.status}: the body is not JSON`);
    return;
  }
  const result = checkResponse(request.method, url.pathname, response.status, body);
  if (!result.ok) problems.push(result.problem);
}

/** Starts checking every mocked answer of `server`. */
export function checkMockedResponses(server: SetupServer): void {
  server.events.on('response:mocked', ({ request, response }) => {
    pending.push(check(request, response));
  });
}

/**
 * For a test that feeds the app data the server never sends (malformed-data tests): its answers are not
 * checked. Reset after each test.
 */
export function acceptOffContractResponses(): void {
  accepting = true;
}

/** The problems of the test that just ended (and forgets them). */
export async function takeContractProblems(): Promise<string[]> {
  await Promise.all(pending.splice(0));
  const found = accepting ? [] : problems;
  problems = [];
  accepting = false;
  return found;
}
