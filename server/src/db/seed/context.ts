import type { Db } from '../database';
import type { SeedUploads } from './media/uploads';
import type { Random } from './random';

export interface SeedContext {
  /** The seeding transaction. */
  db: Db;
  rng: Random;
  uploads: SeedUploads;
  /** One argon2id hash of the demo password, shared by every seeded account (hashing is slow). */
  passwordHash: string;
  /** The moment seeding started; every date is relative to it so future events stay in the future. */
  now: Date;
}
