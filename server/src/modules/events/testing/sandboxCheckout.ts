import type { TestApp } from '../../../testing/testApp';
import type { LoggedInUser } from './eventFixtures';

/** Starts a purchase through the API; returns the answer's data. */
export async function startPurchase(t: TestApp, who: LoggedInUser, eventId: string, noOfTickets = 1) {
  const response = await t.api({
    method: 'POST',
    url: '/api/user/init/event/transaction',
    headers: who.headers,
    payload: { eventId, noOfTickets, ticketHolderName: 'Luca Verdi' },
  });
  if (response.statusCode !== 201) throw new Error(`init failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { _id: string; orderId: string; approvalUrl: string | null; status: number };
}

/** Presses a button of the sandbox approval page; returns the redirect target. */
export async function pressSandboxButton(t: TestApp, button: 'approve' | 'cancel', orderId: string): Promise<URL> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/payments/sandbox/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `order=${encodeURIComponent(orderId)}`,
  });
  if (response.statusCode !== 303) throw new Error(`sandbox ${button} failed: ${response.statusCode} ${response.body}`);
  return new URL(String(response.headers.location));
}

export function capture(t: TestApp, who: LoggedInUser, token: string, language = 'it') {
  return t.api({
    method: 'POST',
    url: '/api/user/update/transaction',
    headers: { ...who.headers, 'accept-language': language },
    payload: { token, PayerID: 'SBXPAYER' },
  });
}

/** Start, approve on the sandbox page and come back: the order id to capture. */
export async function approvedPurchase(t: TestApp, who: LoggedInUser, eventId: string, noOfTickets = 1) {
  const started = await startPurchase(t, who, eventId, noOfTickets);
  const back = await pressSandboxButton(t, 'approve', started.orderId);
  return { ...started, token: back.searchParams.get('token')! };
}
