import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type { CategoriesTable, SpecialitiesTable, VenuesTable } from '../../database';
import type { SeedContext } from '../context';
import { SPECIALITIES, type SpecialitySeed } from '../data/sports';
import { CITIES, formatAddress, VENUES, type CityKey, type VenueSeed } from '../data/places';
import { insertRows } from '../insertRows';
import { icon } from '../media/pictures';

export interface SeededSpeciality {
  id: string;
  seed: SpecialitySeed;
  categories: { id: string; name: string }[];
}

export interface SeededVenue {
  id: string;
  seed: VenueSeed;
  address: string;
}

export interface SeededSports {
  specialities: SeededSpeciality[];
  byTitle: Map<string, SeededSpeciality>;
  venues: SeededVenue[];
  venuesIn(city: CityKey): SeededVenue[];
}

export async function seedSports(ctx: SeedContext): Promise<SeededSports> {
  const specialityRows: Insertable<SpecialitiesTable>[] = [];
  const categoryRows: Insertable<CategoriesTable>[] = [];
  const specialities = SPECIALITIES.map((seed, index) => {
    const id = newId();
    specialityRows.push({ id, title: seed.title, sort_order: index + 1 });
    const iconUrl = ctx.uploads.write(`icons/${seed.slug}.png`, () => icon(seed.palette));
    const categories = seed.categories.map((name) => {
      const category = { id: newId(), name };
      categoryRows.push({ id: category.id, speciality_id: id, name, icon: iconUrl });
      return category;
    });
    return { id, seed, categories };
  });

  const venues = VENUES.map((seed) => ({ id: newId(), seed, address: formatAddress(seed) }));
  const venueRows: Insertable<VenuesTable>[] = venues.map((v) => ({
    id: v.id,
    name: v.seed.name,
    address: v.address,
    city: CITIES[v.seed.city].name,
    lat: v.seed.lat,
    lng: v.seed.lng,
  }));

  await insertRows(ctx.db, 'specialities', specialityRows);
  await insertRows(ctx.db, 'categories', categoryRows);
  await insertRows(ctx.db, 'venues', venueRows);

  return {
    specialities,
    byTitle: new Map(specialities.map((s) => [s.seed.title, s])),
    venues,
    venuesIn: (city) => venues.filter((v) => v.seed.city === city),
  };
}
