import type { APIRequestContext } from '@playwright/test';
import { expect, SECRET_HEADER } from '../fixtures';

/** Raises an event's total tickets as its organiser would (the server's development hook: no organiser screen). */
export async function raiseCapacityAsOrganiser(request: APIRequestContext, eventId: string, raiseBy: number) {
  const res = await request.post(`/api/dev/event/${eventId}/capacity/raise`, {
    headers: SECRET_HEADER,
    data: { raiseBy },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { totalTickets: number; heldTickets: number; offersMade: number } }).data;
}
