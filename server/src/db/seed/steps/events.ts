import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import { cardDescription } from '../../../modules/events/htmlText';
import type { EventsTable } from '../../database';
import { eventInstant } from '../../eventTimes';
import { addDays, addToTime, dayFrom } from '../calendar';
import type { SeedContext } from '../context';
import { CITIES } from '../data/places';
import type { SpecialitySeed } from '../data/sports';
import { eventBanner } from '../media/pictures';
import type { SeededAccounts, SeededAssociation } from './accounts';
import type { SeededSpeciality, SeededSports, SeededVenue } from './sports';
import { fullStopAfter } from '../sentences';

export interface PlannedEvent {
  row: Insertable<EventsTable> & { id: string; starts_at: string; ends_at: string; cost: number };
  speciality: SpecialitySeed;
  association: SeededAssociation;
  venue: SeededVenue;
  /** Completed ticket sales must fill it exactly: remaining_tickets is 0. */
  soldOut: boolean;
  /** Index in creation order, for deterministic variety. */
  index: number;
}

const EVENTS_PER_SPECIALITY = 6;
const FIRST_DAY = -45;
const LAST_DAY = 120;
const START_TIMES = ['09:00', '09:30', '10:00', '15:00', '17:30', '18:00', '20:30'];
const PRICES = [5, 8, 10, 12, 15, 20, 25, 30, 35, 45];
const CAPACITIES = [20, 30, 40, 50, 80, 120, 200];

/** Evenly spread day offsets, never within a day of today, so "expired" does not depend on the hour. */
function dayOffsets(ctx: SeedContext, count: number): number[] {
  const offsets = Array.from({ length: count }, (_, i) => {
    const offset = FIRST_DAY + Math.round((i * (LAST_DAY - FIRST_DAY)) / (count - 1));
    return Math.abs(offset) <= 1 ? offset + (offset < 0 ? -2 : 2) : offset;
  });
  return ctx.rng.shuffle(offsets);
}

function websiteFor(slug: string, index: number): string | null {
  if (index % 5 === 0) return null;
  // Some without a scheme: SPEC says the client prefixes https when it is missing.
  return index % 3 === 0 ? `www.${slug}.example/eventi` : `https://www.${slug}.example/eventi/${index + 1}`;
}

function descriptionHtml(
  name: string,
  association: SeededAssociation,
  speciality: SpecialitySeed,
  category: string,
  venue: SeededVenue,
  multiDay: boolean,
): string {
  return [
    `<p><strong>${name}</strong> è organizzato da <em>${association.seed.name}</em>${fullStopAfter(association.seed.name)}</p>`,
    `<p>Un appuntamento di ${speciality.title.toLowerCase()} aperto a tutti gli appassionati della categoria ${category}${multiDay ? ', su due giornate' : ''}.</p>`,
    '<ul>',
    `<li>Categoria: ${category}</li>`,
    `<li>Ritrovo: 30 minuti prima dell’inizio presso ${venue.seed.name}</li>`,
    '<li>Spogliatoi e docce disponibili</li>',
    '</ul>',
    `<p>Cosa portare: ${speciality.kit.join(', ')}${fullStopAfter(speciality.kit.join(', '))}</p>`,
  ].join('');
}

function pickVenue(ctx: SeedContext, sports: SeededSports, association: SeededAssociation, j: number): SeededVenue {
  const local = sports.venuesIn(association.seed.city);
  // Every third event travels to another city.
  if (local.length === 0 || j % 3 === 2) return ctx.rng.pick(sports.venues);
  return local[j % local.length];
}

export function planEvents(ctx: SeedContext, sports: SeededSports, accounts: SeededAccounts): PlannedEvent[] {
  const offsets = dayOffsets(ctx, sports.specialities.length * EVENTS_PER_SPECIALITY);
  const planned: PlannedEvent[] = [];
  sports.specialities.forEach((speciality: SeededSpeciality, s) => {
    const association = accounts.approvedAssociations.find((a) => a.specialityId === speciality.id);
    if (!association) throw new Error(`No association for ${speciality.seed.title}`);
    speciality.seed.events.forEach((template, j) => {
      const index = s * EVENTS_PER_SPECIALITY + j;
      const venue = pickVenue(ctx, sports, association, j);
      const category = speciality.categories[(j + s) % speciality.categories.length];
      const multiDay = j === 3;
      const startDate = dayFrom(ctx.now, offsets[index]);
      const endDate = multiDay ? addDays(startDate, 1) : startDate;
      const startTime = ctx.rng.pick(START_TIMES);
      const endTime = addToTime(startTime, ctx.rng.pick([120, 180, 240]));
      const name = `${template} – ${CITIES[venue.seed.city].name}`;
      const cost = j === 1 ? 0 : ctx.rng.pick(PRICES);
      const capacity = ctx.rng.pick(CAPACITIES);
      const createdAt = new Date(Date.parse(eventInstant(startDate, '00:00')) - 60 * 86_400_000).toISOString();
      const createdAtNotFuture = createdAt < ctx.now.toISOString() ? createdAt : ctx.now.toISOString();
      const html = descriptionHtml(name, association, speciality.seed, category.name, venue, multiDay);
      planned.push({
        index,
        speciality: speciality.seed,
        association,
        venue,
        soldOut: index % 9 === 4,
        row: {
          id: newId(),
          association_id: association.id,
          speciality_id: speciality.id,
          category_id: category.id,
          venue_id: venue.id,
          name,
          address: venue.address,
          lat: venue.seed.lat,
          lng: venue.seed.lng,
          start_date: startDate,
          end_date: endDate,
          start_time: startTime,
          end_time: endTime,
          starts_at: eventInstant(startDate, startTime),
          ends_at: eventInstant(endDate, endTime),
          cost,
          currency_symbol: '€',
          description_html: html,
          description_text: cardDescription(html),
          website_url: websiteFor(association.seed.slug, index),
          total_tickets: capacity,
          remaining_tickets: capacity,
          picture: ctx.uploads.write(`events/${speciality.seed.slug}-${j % 3}.png`, () =>
            eventBanner(speciality.seed.motif, speciality.seed.palette, j % 3),
          ),
          created_at: createdAtNotFuture,
          updated_at: createdAtNotFuture,
        },
      });
    });
  });
  return planned;
}
