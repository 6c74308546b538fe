import type { Insertable } from 'kysely';
import { DEFAULT_SERVICE_FEE } from '../../../config';
import { newId } from '../../../lib/ids';
import type { EventTransactionsTable, Presence, TransactionStatus } from '../../database';
import { earlier, plusMinutes, round2 } from '../calendar';
import type { SeedContext } from '../context';
import type { SeededAccounts, SeededMember } from './accounts';
import type { PlannedEvent } from './events';

type TransactionRow = Insertable<EventTransactionsTable>;

export interface PlannedTickets {
  rows: TransactionRow[];
  /** Event ids each member holds completed tickets for. */
  participants: Map<string, SeededMember[]>;
}

/** Demo orders use the API's default fee rule (SERVICE_FEE_* may change it for new purchases). */
export function ticketPrices(
  cost: number,
  tickets: number,
): { price: number; service_fee: number; final_price: number } {
  const price = round2(cost * tickets);
  const serviceFee = price > 0 ? round2((price * DEFAULT_SERVICE_FEE.percent) / 100 + DEFAULT_SERVICE_FEE.fixed) : 0;
  return { price, service_fee: serviceFee, final_price: round2(price + serviceFee) };
}

class TicketBook {
  readonly rows: TransactionRow[] = [];
  readonly participants = new Map<string, SeededMember[]>();
  #sequence = 0;

  constructor(private readonly ctx: SeedContext) {}

  has(event: PlannedEvent, member: SeededMember): boolean {
    return (this.participants.get(event.row.id) ?? []).some((m) => m.id === member.id);
  }

  sold(event: PlannedEvent): number {
    return this.rows
      .filter((r) => r.event_id === event.row.id && r.status === 2)
      .reduce((sum, r) => sum + r.no_of_tickets, 0);
  }

  add(event: PlannedEvent, member: SeededMember, tickets: number, status: TransactionStatus, presence: Presence): void {
    const { ctx } = this;
    const daysBefore = ctx.rng.int(2, 40);
    const wanted = new Date(Date.parse(event.row.starts_at) - daysBefore * 86_400_000).toISOString();
    const createdAt = earlier(wanted, plusMinutes(ctx.now.toISOString(), -ctx.rng.int(30, 600)));
    this.#sequence += 1;
    const completed = status === 2;
    this.rows.push({
      id: newId(),
      user_id: member.id,
      event_id: event.row.id,
      status,
      no_of_tickets: tickets,
      ticket_holder_name: member.fullName,
      ...ticketPrices(event.row.cost, tickets),
      discount: 0,
      payment_type: 'PayPal',
      payment_provider: 'sandbox',
      provider_order_id: status === 1 ? null : `SANDBOX-${newId().slice(-12).toUpperCase()}`,
      provider_capture_id: completed ? `CAPTURE-${newId().slice(-12).toUpperCase()}` : null,
      presence: completed ? presence : 0,
      reference: `CMP-EV-${createdAt.slice(0, 10).replace(/-/g, '')}-${String(this.#sequence).padStart(4, '0')}`,
      completed_at: completed ? plusMinutes(createdAt, 2) : null,
      created_at: createdAt,
      updated_at: completed ? plusMinutes(createdAt, 2) : createdAt,
    });
    if (completed) this.participants.set(event.row.id, [...(this.participants.get(event.row.id) ?? []), member]);
  }
}

function isPast(ctx: SeedContext, event: PlannedEvent): boolean {
  return event.row.ends_at < ctx.now.toISOString();
}

/** Mario and Giulia's tickets are fixed so the demo shows every presence state and a sold-out event. */
function addDemoTickets(ctx: SeedContext, book: TicketBook, events: PlannedEvent[], accounts: SeededAccounts): void {
  const mario = accounts.member('mario');
  const giulia = accounts.member('giulia');
  const byStart = [...events].sort((a, b) => a.row.starts_at.localeCompare(b.row.starts_at));
  const future = byStart.filter((e) => !isPast(ctx, e));
  const past = byStart.filter((e) => isPast(ctx, e)).reverse();
  const openFuture = future.filter((e) => !e.soldOut && e.row.cost > 0);
  const soldOutFuture = future.find((e) => e.soldOut);

  book.add(openFuture[0], mario, 2, 2, 0);
  book.add(openFuture[0], giulia, 1, 2, 0);
  book.add(openFuture[1], mario, 1, 2, 0);
  book.add(openFuture[2], giulia, 2, 2, 0);
  if (soldOutFuture) book.add(soldOutFuture, mario, 1, 2, 0);
  book.add(past[0], mario, 1, 2, 1);
  book.add(past[1], mario, 2, 2, -1);
  book.add(past[2], mario, 1, 2, 0);
  book.add(past[0], giulia, 1, 2, 1);
  // An abandoned and a failed payment, so order lists show every status.
  book.add(openFuture[3], mario, 1, 1, 0);
  book.add(openFuture[4], giulia, 3, 3, 0);
}

export function planTickets(ctx: SeedContext, events: PlannedEvent[], accounts: SeededAccounts): PlannedTickets {
  const book = new TicketBook(ctx);
  addDemoTickets(ctx, book, events, accounts);
  const others = accounts.members.filter((m) => m.person.key !== 'mario' && m.person.key !== 'giulia');

  for (const event of events) {
    const buyers = ctx.rng.sample(others, event.soldOut ? ctx.rng.int(4, 8) : ctx.rng.int(0, 9));
    for (const buyer of buyers) {
      if (book.has(event, buyer)) continue;
      const presence: Presence = isPast(ctx, event) ? ctx.rng.pick([1, 1, 1, -1, 0] as const) : 0;
      book.add(event, buyer, ctx.rng.int(1, event.soldOut ? 4 : 3), 2, presence);
    }
    if (ctx.rng.chance(0.15)) book.add(event, ctx.rng.pick(others), 1, ctx.rng.pick([1, 3] as const), 0);

    const sold = book.sold(event);
    if (event.soldOut) {
      event.row.total_tickets = sold;
      event.row.remaining_tickets = 0;
    } else {
      event.row.total_tickets = Math.max(event.row.total_tickets, sold + 5);
      event.row.remaining_tickets = event.row.total_tickets - sold;
    }
  }
  return { rows: book.rows, participants: book.participants };
}
