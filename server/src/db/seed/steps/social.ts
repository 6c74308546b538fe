import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type { EventFavouritesTable, FollowsTable, UserVenueSearchesTable } from '../../database';
import { ago } from '../calendar';
import type { SeedContext } from '../context';
import { insertRows } from '../insertRows';
import type { SeededAccounts, SeededMember } from './accounts';
import type { PlannedEvent } from './events';
import type { SeededSports } from './sports';

/** Follows, favourite events and recent venue searches. */
export async function seedSocial(
  ctx: SeedContext,
  events: PlannedEvent[],
  accounts: SeededAccounts,
  sports: SeededSports,
): Promise<void> {
  const follows: Insertable<FollowsTable>[] = [];
  const favourites: Insertable<EventFavouritesTable>[] = [];
  const searches: Insertable<UserVenueSearchesTable>[] = [];
  const nowIso = ctx.now.toISOString();
  const future = events
    .filter((e) => e.row.ends_at > nowIso)
    .sort((a, b) => a.row.starts_at.localeCompare(b.row.starts_at));
  const past = events.filter((e) => e.row.ends_at <= nowIso);

  const follow = (member: SeededMember, keys: string[]) =>
    keys.forEach((key, n) => {
      const association = accounts.byAssociationKey.get(key);
      if (association)
        follows.push({
          id: newId(),
          user_id: member.id,
          association_id: association.id,
          created_at: ago(ctx.now, 60 - n * 5),
        });
    });
  const favourite = (member: SeededMember, chosen: PlannedEvent[]) =>
    chosen.forEach((event, n) =>
      favourites.push({ id: newId(), user_id: member.id, event_id: event.row.id, created_at: ago(ctx.now, 10 - n) }),
    );

  const mario = accounts.member('mario');
  const giulia = accounts.member('giulia');
  follow(mario, ['milano-calcio', 'torino-nuoto', 'firenze-atletica', 'roma-volley']);
  follow(giulia, ['milano-calcio', 'roma-volley', 'palermo-ginnastica']);
  favourite(mario, [future[1], future[4], future[7], past[0]]);
  favourite(giulia, [future[2], future[5]]);

  for (const member of accounts.members) {
    if (member === mario || member === giulia) continue;
    const keys = ctx.rng.sample(accounts.approvedAssociations, ctx.rng.int(0, 4)).map((a) => a.seed.key);
    follow(member, keys);
    favourite(member, ctx.rng.sample(events, ctx.rng.int(0, 3)));
  }

  const searchesOf = (member: SeededMember, venueKeys: string[]) =>
    venueKeys.forEach((key, n) => {
      const venue = sports.venues.find((v) => v.seed.key === key);
      if (!venue) return;
      searches.push({
        id: newId(),
        user_id: member.id,
        venue_id: venue.id,
        address: venue.address,
        lat: venue.seed.lat,
        lng: venue.seed.lng,
        searched_at: ago(ctx.now, 3 - n * 0.5),
      });
    });
  searchesOf(mario, ['arena-civica', 'saini', 'parco-valentino']);
  searchesOf(giulia, ['saini', 'stadio-marmi']);

  await insertRows(ctx.db, 'follows', follows);
  await insertRows(ctx.db, 'event_favourites', favourites);
  await insertRows(ctx.db, 'user_venue_searches', searches);
}
