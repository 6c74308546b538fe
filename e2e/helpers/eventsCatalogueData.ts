import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

export interface ListedEvent {
  _id: string;
  name: string;
  isExpired: boolean;
  location: { address: string };
}

export interface EventDetail extends ListedEvent {
  cost: number;
  remainingTickets: number;
  images: { _id: string; url: string }[];
  picture: string | null;
  description: string;
}

async function listEvents(
  request: APIRequestContext,
  headers: Record<string, string>,
  query = '',
): Promise<{ data: ListedEvent[]; total: number }> {
  const res = await request.get(`/api/user/events?limit=50${query}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { data: ListedEvent[]; total: number };
}

export async function eventDetail(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
): Promise<EventDetail> {
  const res = await request.get(`/api/user/event/${id}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: EventDetail }).data;
}

/**
 * The first upcoming event the seed data offers that matches `accept` (the list puts upcoming events first).
 * `skip` leaves out that many matches, so journeys that change an event's data can each take their own one.
 */
export async function findUpcomingEvent(
  request: APIRequestContext,
  headers: Record<string, string>,
  accept: (event: EventDetail) => boolean,
  skip = 0,
): Promise<EventDetail> {
  const { data } = await listEvents(request, headers);
  let passed = 0;
  for (const listed of data.filter((event) => !event.isExpired)) {
    const detail = await eventDetail(request, headers, listed._id);
    if (!accept(detail)) continue;
    if (passed === skip) return detail;
    passed += 1;
  }
  throw new Error('the seed data holds no upcoming event that fits this journey');
}
