import path from 'node:path';

export type PaymentProviderName = 'sandbox' | 'paypal';
export type GeocoderName = 'offline' | 'google';
export type UploadStoreName = 'local' | 'database' | 's3';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitSetting {
  /** Requests allowed per client (IP) inside one window. */
  max: number;
  windowMs: number;
}

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** PUBLIC_URL; unset means each request's own origin (http/publicUrl.ts). */
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** One log line per request (pino's request/response lines); off by default in production. */
  accessLog: boolean;
  /** GET /api/dev/mailbox, the captured outgoing mail; on by default outside production. */
  devMailbox: boolean;
  /** Server processes (node:cluster workers) sharing the port and the one database. */
  workers: number;
  dataDir: string;
  /** `<dataDir>/campo.sqlite`, used when databaseUrl is empty. */
  sqliteFile: string;
  /** The local upload store's folder, `<dataDir>/uploads`. */
  uploadsDir: string;
  /**
   * Where uploads live (storage/configuredUploadStore.ts): `local` (uploadsDir, this machine only), `database` (the
   * `uploads` table, the default with DATABASE_URL) or `s3` (an S3-compatible bucket, path-style URLs).
   */
  uploadStore: {
    kind: UploadStoreName;
    s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  };
  /** PostgreSQL connection string; empty means SQLite. */
  databaseUrl: string | undefined;
  distDir: string;
  /** index.html names the page's route chunks as preloads (http/routePreloads.ts). */
  routePreloads: boolean;
  bodyLimitBytes: number;
  /** The login tokens' HS256 key; empty until buildApp reads it from the database when `tokenSecretInDatabase`. */
  tokenSecret: string;
  /** Production on PostgreSQL without TOKEN_SECRET: every instance uses the one kept in the database. */
  tokenSecretInDatabase: boolean;
  tokenTtlSeconds: number;
  /** Sessions each process trusts without reading their row: how many, and for how long (auth/sessionCache.ts). */
  sessionCache: { maxEntries: number; ttlMs: number };
  secretHeader: { name: string; value: string };
  mail: { from: string; contactEmail: string; smtpUrl: string | undefined };
  payments: {
    provider: PaymentProviderName;
    paypal: { clientId: string | undefined; clientSecret: string | undefined; baseUrl: string };
  };
  geocoder: { provider: GeocoderName; googleMapsApiKey: string | undefined };
  /** Service fee on paid tickets: `percent` of the ticket price plus `fixed` euro; free tickets pay none. */
  serviceFee: { percent: number; fixed: number };
  seed: { password: string; onEmpty: boolean };
  /** auth, contact: per IP; account: per e-mail (failed logins, recovery attempts); messages: per user. */
  rateLimits: {
    auth: RateLimitSetting;
    account: RateLimitSetting;
    contact: RateLimitSetting;
    messages: RateLimitSetting;
  };
  /** WebSocket ping interval; a socket that missed the previous pong is dropped. */
  realtimeHeartbeatMs: number;
  /** How long after sending a member may edit or delete their chat message (MESSAGE_EDIT_WINDOW). */
  messageEditWindowMs: number;
  /** How long starting a product payment holds the cart's units (STOCK_HOLD). */
  stockHoldMs: number;
  /** How long freed tickets are held for the member a waiting-list offer goes to (WAITLIST_OFFER_HOLD). */
  waitlistOfferHoldMs: number;
  /**
   * Reminders to members who hold tickets and have not answered the presence question: on or off
   * (EVENT_REMINDERS), how long before the start (EVENT_REMINDER_LEAD) and how often the job looks
   * (EVENT_REMINDER_EVERY).
   */
  eventReminders: { enabled: boolean; leadMs: number; everyMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The rule the demo data uses too (seed/steps/tickets.ts), so seeded and new orders agree. */
export const DEFAULT_SERVICE_FEE = { percent: 3, fixed: 0.5 };
export const DEV_TOKEN_SECRET = 'campo-dev-token-secret-change-me-in-production';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

type Env = Record<string, string | undefined>;

function defaultLogLevel(nodeEnv: string): LogLevel {
  if (nodeEnv === 'test') return 'silent';
  return nodeEnv === 'production' ? 'warn' : 'info';
}

function parseDurationSeconds(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text);
  const seconds = match ? Number(match[1]) * DURATION_UNITS[match[2] || 's'] : 0;
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

/** Reads the environment; every problem is collected so one startup error lists them all. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value, or undefined when unset or blank. */
  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  decimal(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value) || value < min || value > max) {
      this.problems.push(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: readonly string[]): string | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol)) return raw.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return fallback;
  }

  /** Seconds from "3600", "90s", "15m", "12h" or "7d". */
  duration(name: string, fallback: string): number {
    const raw = this.optional(name);
    const seconds = parseDurationSeconds(raw ?? fallback);
    if (seconds === null) {
      this.problems.push(`${name} must be a positive duration such as 3600, 15m, 12h or 7d, got "${raw}"`);
      return parseDurationSeconds(fallback) ?? 1;
    }
    return seconds;
  }

  email(name: string, fallback: string): string {
    const value = this.string(name, fallback);
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
      this.problems.push(`${name} must be an e-mail address, got "${value}"`);
    }
    return value;
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.string('NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';
  const port = read.integer('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(read.string('DATA_DIR', './data'));

  const databaseUrl = read.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const givenTokenSecret = read.optional('TOKEN_SECRET');
  // Servers sharing a PostgreSQL database share its secret when none is given (auth/sharedTokenSecret.ts).
  const tokenSecretInDatabase = isProduction && !givenTokenSecret && databaseUrl !== undefined;
  const tokenSecret = givenTokenSecret ?? (isProduction ? '' : DEV_TOKEN_SECRET);
  if (isProduction && !tokenSecretInDatabase && tokenSecret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    read.problems.push(
      `TOKEN_SECRET is required when NODE_ENV=production (at least ${MIN_PRODUCTION_SECRET_LENGTH} characters)`,
    );
  }

  const paymentProvider = read.oneOf('PAYMENT_PROVIDER', ['sandbox', 'paypal'] as const, 'sandbox');
  const paypal = {
    clientId: read.optional('PAYPAL_CLIENT_ID'),
    clientSecret: read.optional('PAYPAL_CLIENT_SECRET'),
    baseUrl: read.url('PAYPAL_BASE_URL', 'https://api-m.sandbox.paypal.com', ['https:', 'http:'])!,
  };
  if (paymentProvider === 'paypal' && (!paypal.clientId || !paypal.clientSecret)) {
    read.problems.push('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  }

  const geocoderProvider = read.oneOf('GEOCODER', ['offline', 'google'] as const, 'offline');
  const googleMapsApiKey = read.optional('GOOGLE_MAPS_API_KEY');
  if (geocoderProvider === 'google' && !googleMapsApiKey) {
    read.problems.push('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
  }

  const uploadStoreKind = read.oneOf(
    'UPLOAD_STORE',
    ['local', 'database', 's3'] as const,
    databaseUrl ? 'database' : 'local',
  );
  const s3 = {
    endpoint: read.url('S3_ENDPOINT', undefined, ['https:', 'http:']),
    bucket: read.optional('S3_BUCKET'),
    region: read.string('S3_REGION', 'us-east-1'),
    accessKeyId: read.optional('S3_ACCESS_KEY_ID'),
    secretAccessKey: read.optional('S3_SECRET_ACCESS_KEY'),
  };
  const missingS3 = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !read.optional(name),
  );
  if (uploadStoreKind === 's3' && missingS3.length > 0) {
    read.problems.push(`UPLOAD_STORE=s3 needs ${missingS3.join(', ')}`);
  }
  const { endpoint, bucket, accessKeyId, secretAccessKey } = s3;
  const s3Settings =
    uploadStoreKind === 's3' && endpoint && bucket && accessKeyId && secretAccessKey
      ? { endpoint, bucket, region: s3.region, accessKeyId, secretAccessKey }
      : undefined;

  const secretHeaderName = read.string('SECRET_HEADER_NAME', 'x-campo-key').toLowerCase();
  if (!/^[a-z0-9-]+$/.test(secretHeaderName)) {
    read.problems.push(`SECRET_HEADER_NAME must be a header name (letters, digits, dashes), got "${secretHeaderName}"`);
  }

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    host: read.string('HOST', '0.0.0.0'),
    publicUrl: read.url('PUBLIC_URL', undefined, ['http:', 'https:']),
    trustProxy: read.boolean('TRUST_PROXY', false),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, defaultLogLevel(nodeEnv)),
    accessLog: read.boolean('ACCESS_LOG', !isProduction),
    devMailbox: read.boolean('DEV_MAILBOX', !isProduction),
    workers: read.integer('WORKERS', 1, 1, 64),
    dataDir,
    sqliteFile: path.join(dataDir, 'campo.sqlite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadStore: { kind: uploadStoreKind, s3: s3Settings },
    databaseUrl,
    distDir: path.resolve(read.string('DIST_DIR', './dist')),
    routePreloads: read.boolean('ROUTE_PRELOADS', true),
    bodyLimitBytes: read.integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    tokenSecret,
    tokenSecretInDatabase,
    tokenTtlSeconds: read.duration('TOKEN_TTL', '7d'),
    sessionCache: {
      maxEntries: read.integer('SESSION_CACHE_SIZE', 10000, 0, 1000000),
      ttlMs: read.duration('SESSION_CACHE_TTL', '30s') * 1000,
    },
    secretHeader: { name: secretHeaderName, value: read.string('SECRET_HEADER_VALUE', 'campo-web-dev-key') },
    mail: {
      from: read.string('MAIL_FROM', 'Campo <no-reply@campo.test>'),
      contactEmail: read.email('CONTACT_EMAIL', 'info@campo.test'),
      smtpUrl: read.url('SMTP_URL', undefined, ['smtp:', 'smtps:']),
    },
    payments: { provider: paymentProvider, paypal },
    geocoder: { provider: geocoderProvider, googleMapsApiKey },
    serviceFee: {
      percent: read.decimal('SERVICE_FEE_PERCENT', DEFAULT_SERVICE_FEE.percent, 0, 100),
      fixed: read.decimal('SERVICE_FEE_FIXED', DEFAULT_SERVICE_FEE.fixed, 0, 1000),
    },
    seed: { password: read.string('SEED_PASSWORD', 'campo1234'), onEmpty: read.boolean('SEED_ON_EMPTY', true) },
    realtimeHeartbeatMs: 30_000,
    stockHoldMs: read.duration('STOCK_HOLD', '15m') * 1000,
    messageEditWindowMs: read.duration('MESSAGE_EDIT_WINDOW', '15m') * 1000,
    waitlistOfferHoldMs: read.duration('WAITLIST_OFFER_HOLD', '24h') * 1000,
    eventReminders: {
      enabled: read.boolean('EVENT_REMINDERS', true),
      leadMs: read.duration('EVENT_REMINDER_LEAD', '48h') * 1000,
      everyMs: read.duration('EVENT_REMINDER_EVERY', '1m') * 1000,
    },
    rateLimits: {
      auth: {
        max: read.integer('AUTH_RATE_LIMIT_MAX', 50, 1, 100000),
        windowMs: read.duration('AUTH_RATE_LIMIT_WINDOW', '15m') * 1000,
      },
      account: {
        max: read.integer('ACCOUNT_RATE_LIMIT_MAX', 5, 1, 100000),
        windowMs: read.duration('ACCOUNT_RATE_LIMIT_WINDOW', '15m') * 1000,
      },
      contact: {
        max: read.integer('CONTACT_RATE_LIMIT_MAX', 5, 1, 100000),
        windowMs: read.duration('CONTACT_RATE_LIMIT_WINDOW', '1h') * 1000,
      },
      // Per user, not per IP: chat and group sends.
      messages: {
        max: read.integer('MESSAGE_RATE_LIMIT_MAX', 30, 1, 100000),
        windowMs: read.duration('MESSAGE_RATE_LIMIT_WINDOW', '1m') * 1000,
      },
    },
  };

  config.realtimeHeartbeatMs = read.duration('REALTIME_HEARTBEAT', '30s') * 1000;
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
