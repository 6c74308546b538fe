import { hashPassword } from '../../lib/passwords';
import type { UploadStore } from '../../storage/uploadStore';
import type { Db } from '../database';
import type { SeedContext } from './context';
import { SeedUploads } from './media/uploads';
import { insertRows } from './insertRows';
import { Random } from './random';
import { seedAccounts } from './steps/accounts';
import { seedEventMedia } from './steps/eventMedia';
import { planEvents } from './steps/events';
import { seedMessaging } from './steps/messaging';
import { seedOrders } from './steps/orders';
import { seedShop } from './steps/shop';
import { seedSocial } from './steps/social';
import { seedSports } from './steps/sports';
import { planTickets } from './steps/tickets';

export { DEMO_MEMBER_EMAILS } from './data/people';

export interface SeedOptions {
  /** The app's upload store: pictures and documents go to `/uploads/seed/...` in it. */
  uploads: UploadStore;
  /** Password of every seeded account (users and associations). */
  password: string;
  /** Seeding is relative to this moment; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  created: boolean;
  /** Files stored under /uploads/seed (0 when nothing was seeded). */
  files: number;
}

const SEED = 20260522;

/** True when no account and no sport exists yet: the seed only ever fills an empty database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const speciality = await db.selectFrom('specialities').select('id').limit(1).executeTakeFirst();
  return !user && !speciality;
}

/**
 * Fills an empty database with deterministic Italian demo data (one transaction), dated relative to now.
 * Idempotent: on a database that already holds data it changes nothing and returns created: false.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { created: false, files: 0 };
  const passwordHash = await hashPassword(opts.password);
  const uploads = new SeedUploads(opts.uploads);

  const created = await db.transaction().execute(async (trx) => {
    // A concurrent seeder may have won the race since the check above.
    if (!(await isDatabaseEmpty(trx))) return false;
    const ctx: SeedContext = { db: trx, rng: new Random(SEED), uploads, passwordHash, now: opts.now ?? new Date() };
    const sports = await seedSports(ctx);
    const accounts = await seedAccounts(ctx, sports);
    const events = planEvents(ctx, sports, accounts);
    const tickets = planTickets(ctx, events, accounts);
    await insertRows(
      trx,
      'events',
      events.map((e) => e.row),
    );
    await insertRows(trx, 'event_transactions', tickets.rows);
    await seedEventMedia(ctx, events, tickets, accounts);
    await seedSocial(ctx, events, accounts, sports);
    const shop = await seedShop(ctx, accounts);
    await seedOrders(ctx, shop, accounts);
    await seedMessaging(ctx, accounts, sports);
    return true;
  });
  if (created) await uploads.flush();
  return { created, files: created ? uploads.written : 0 };
}
