import path from 'node:path';
import { ConfigError, DEV_TOKEN_SECRET, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on one machine with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.sqliteFile).toBe(path.resolve('data', 'campo.sqlite'));
    expect(config.uploadsDir).toBe(path.resolve('data', 'uploads'));
    expect(config.distDir).toBe(path.resolve('dist'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tokenSecret).toBe(DEV_TOKEN_SECRET);
    expect(config.tokenTtlSeconds).toBe(7 * 24 * 3600);
    expect(config.secretHeader).toEqual({ name: 'x-campo-key', value: 'campo-web-dev-key' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.payments.provider).toBe('sandbox');
    expect(config.geocoder.provider).toBe('offline');
    expect(config.seed).toEqual({ password: 'campo1234', onEmpty: true });
    expect(config.isProduction).toBe(false);
    expect(config.sessionCache).toEqual({ maxEntries: 10000, ttlMs: 30_000 });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/campo',
      DATABASE_URL: 'postgres://campo:campo@db:5432/campo',
      TOKEN_TTL: '12h',
      SESSION_CACHE_SIZE: '0',
      SESSION_CACHE_TTL: '5s',
      SECRET_HEADER_NAME: 'X-Other-Key',
      SECRET_HEADER_VALUE: 'shh',
      CONTACT_EMAIL: 'help@campo.it',
      SMTP_URL: 'smtp://mail.local:2525',
      SEED_ON_EMPTY: 'false',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW: '30s',
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBeUndefined();
    expect(config.sqliteFile).toBe('/srv/campo/campo.sqlite');
    expect(config.databaseUrl).toBe('postgres://campo:campo@db:5432/campo');
    expect(config.tokenTtlSeconds).toBe(12 * 3600);
    expect(config.sessionCache).toEqual({ maxEntries: 0, ttlMs: 5000 });
    expect(config.secretHeader).toEqual({ name: 'x-other-key', value: 'shh' });
    expect(config.mail.contactEmail).toBe('help@campo.it');
    expect(config.mail.smtpUrl).toBe('smtp://mail.local:2525');
    expect(config.seed.onEmpty).toBe(false);
    expect(config.rateLimits.auth).toEqual({ max: 3, windowMs: 30_000 });
    expect(config.payments.paypal).toMatchObject({ clientId: 'id', clientSecret: 'secret' });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '  ' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ PORT: '  ' }).port).toBe(3000);
  });

  it('stops with a clear message for a bad number', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.message).toContain('PORT must be a whole number from 0 to 65535, got "abc"');
    expect(configError({ PORT: '70000' }).problems).toHaveLength(1);
    expect(configError({ AUTH_RATE_LIMIT_MAX: '2.5' }).problems[0]).toContain('AUTH_RATE_LIMIT_MAX');
  });

  it('reads the ticket service fee as decimals, 3% + 0.50 euro by default', () => {
    expect(loadConfig({}).serviceFee).toEqual({ percent: 3, fixed: 0.5 });
    expect(loadConfig({ SERVICE_FEE_PERCENT: '4.5', SERVICE_FEE_FIXED: '0' }).serviceFee).toEqual({
      percent: 4.5,
      fixed: 0,
    });
    expect(configError({ SERVICE_FEE_PERCENT: '150' }).message).toContain(
      'SERVICE_FEE_PERCENT must be a number from 0 to 100',
    );
    expect(configError({ SERVICE_FEE_FIXED: '-1' }).problems).toHaveLength(1);
  });

  it('lists every problem at once', () => {
    const error = configError({
      PORT: 'x',
      SEED_ON_EMPTY: 'maybe',
      PAYMENT_PROVIDER: 'cash',
      TOKEN_TTL: 'forever',
      DATABASE_URL: 'mysql://db',
    });
    expect(error.problems).toHaveLength(5);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PORT must be a whole number'),
        expect.stringContaining('PAYMENT_PROVIDER must be one of sandbox, paypal, got "cash"'),
        expect.stringContaining('SEED_ON_EMPTY must be true or false, got "maybe"'),
        expect.stringContaining('DATABASE_URL must be a URL starting with postgres:// or postgresql://'),
        expect.stringContaining('TOKEN_TTL must be a positive duration'),
      ]),
    );
  });

  it('requires a real TOKEN_SECRET in production', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toContain('TOKEN_SECRET is required');
    expect(configError({ NODE_ENV: 'production', TOKEN_SECRET: 'short' }).message).toContain('TOKEN_SECRET');
    const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
    expect(config.tokenSecret).toBe('x'.repeat(40));
    expect(config.tokenSecretInDatabase).toBe(false);
  });

  it('keeps the production secret in PostgreSQL when none is given, so every instance on it shares one', () => {
    const databaseUrl = 'postgres://campo@db.internal:5432/campo';
    const shared = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl });
    expect(shared.tokenSecretInDatabase).toBe(true);
    expect(shared.tokenSecret).toBe('');
    expect(configError({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, TOKEN_SECRET: 'short' }).message).toContain(
      'TOKEN_SECRET',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, TOKEN_SECRET: 'y'.repeat(40) }),
    ).toMatchObject({
      tokenSecret: 'y'.repeat(40),
      tokenSecretInDatabase: false,
    });
    expect(loadConfig({ DATABASE_URL: databaseUrl }).tokenSecretInDatabase).toBe(false);
  });

  it('requires the credentials of the chosen providers', () => {
    expect(configError({ PAYMENT_PROVIDER: 'paypal' }).message).toContain('PAYPAL_CLIENT_ID');
    expect(configError({ GEOCODER: 'google' }).message).toContain('GOOGLE_MAPS_API_KEY');
  });

  it('keeps uploads in the local folder on SQLite and in the database with DATABASE_URL, unless UPLOAD_STORE says otherwise', () => {
    const databaseUrl = 'postgres://campo:campo@db:5432/campo';
    expect(loadConfig({}).uploadStore).toEqual({ kind: 'local', s3: undefined });
    expect(loadConfig({ DATABASE_URL: databaseUrl }).uploadStore).toEqual({ kind: 'database', s3: undefined });
    expect(loadConfig({ DATABASE_URL: databaseUrl, UPLOAD_STORE: 'local' }).uploadStore.kind).toBe('local');
    expect(loadConfig({ UPLOAD_STORE: 'database' }).uploadStore.kind).toBe('database');
    expect(configError({ UPLOAD_STORE: 'ftp' }).message).toContain(
      'UPLOAD_STORE must be one of local, database, s3, got "ftp"',
    );
  });

  it('reads the S3 settings, and refuses to start with UPLOAD_STORE=s3 when one is missing', () => {
    const s3 = {
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: 'https://s3.eu-south-1.amazonaws.com/',
      S3_BUCKET: 'campo-uploads',
      S3_ACCESS_KEY_ID: 'AKIA123',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).uploadStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.eu-south-1.amazonaws.com',
        bucket: 'campo-uploads',
        region: 'us-east-1',
        accessKeyId: 'AKIA123',
        secretAccessKey: 'secret',
      },
    });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-south-1' }).uploadStore.s3?.region).toBe('eu-south-1');
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: 'https://s3.example.org',
    };
    expect(configError(production).problems).toEqual([
      'UPLOAD_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    ]);
    expect(configError({ ...s3, S3_ENDPOINT: 'ftp://files' }).message).toContain('S3_ENDPOINT must be a URL');
  });
});
