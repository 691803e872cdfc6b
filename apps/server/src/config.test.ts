import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('follows PORT when it is not set, so links lead back to this server', () => {
    expect(loadConfig({ PUBLIC_URL: '', PORT: '3177' }).PUBLIC_URL).toBe('http://localhost:3177');
    expect(loadConfig({ PUBLIC_URL: '', PORT: '3000' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('keeps the address it is given, whatever the port', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://experiences.example', PORT: '8080' }).PUBLIC_URL).toBe(
      'https://experiences.example',
    );
  });

  it('refuses an address that is not a URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'experiences.example' })).toThrow(/PUBLIC_URL/);
  });
});

describe('retention periods (docs/decisions/062)', () => {
  it('default to the documented days', () => {
    const c = loadConfig();
    expect([c.RETENTION_RATE_LIMIT_DAYS, c.RETENTION_SESSION_DAYS, c.RETENTION_CODE_DAYS]).toEqual([2, 30, 1]);
    expect([c.RETENTION_SENT_MESSAGE_DAYS, c.RETENTION_PROVIDER_EVENT_DAYS]).toEqual([90, 90]);
  });

  it('take whole days from the environment', () => {
    expect(loadConfig({ RETENTION_SENT_MESSAGE_DAYS: '365' }).RETENTION_SENT_MESSAGE_DAYS).toBe(365);
  });

  it('refuse 0, fractions and words: a period of nothing would delete what is still in use', () => {
    expect(() => loadConfig({ RETENTION_SESSION_DAYS: '0' })).toThrow(/RETENTION_SESSION_DAYS/);
    expect(() => loadConfig({ RETENTION_CODE_DAYS: '1.5' })).toThrow(/RETENTION_CODE_DAYS/);
    expect(() => loadConfig({ RETENTION_RATE_LIMIT_DAYS: 'forever' })).toThrow(/RETENTION_RATE_LIMIT_DAYS/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default, which leaves /metrics out', () => {
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('keeps a token of enough length', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-of-enough-length' }).METRICS_TOKEN).toBe('scrape-token-of-enough-length');
  });

  it('refuses a short token or one with spaces', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('gives requests in flight 10 seconds by default', () => {
    expect(loadConfig().SHUTDOWN_TIMEOUT_MS).toBe(10_000);
  });

  it('refuses a negative wait', () => {
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe('TEST_ROUTES', () => {
  it('is off by default and refused in production', () => {
    expect(loadConfig().TEST_ROUTES).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', TEST_ROUTES: 'on' }).TEST_ROUTES).toBe('on');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_ROUTES: 'on' })).toThrow(/TEST_ROUTES/);
  });
});

describe('through a connection pooler (docs/decisions/067)', () => {
  const pooled = 'postgres://portal:secret@pgbouncer.internal:6432/portal';
  const direct = 'postgres://portal:secret@db.internal:5432/portal';

  it('has no direct URL and prepared statements on by default: the bus listens through DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: '', DATABASE_PREPARED_STATEMENTS: '' });
    expect(config.DATABASE_DIRECT_URL).toBeUndefined();
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe('on');
  });

  it('keeps a direct URL and prepared statements turned off', () => {
    const config = loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_PREPARED_STATEMENTS: 'off' });
    expect(config.DATABASE_DIRECT_URL).toBe(direct);
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe('off');
  });

  it('refuses a direct URL without DATABASE_URL, one that is not a URL, and other words for off', () => {
    expect(() => loadConfig({ DATABASE_URL: '', DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'db.internal' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_PREPARED_STATEMENTS: 'false' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });
});

describe('STORAGE (docs/decisions/069)', () => {
  it('is the disk by default, with S3 settings that need setting only for S3', () => {
    const c = loadConfig({ STORAGE: '', S3_BUCKET: '', S3_ENDPOINT: '' });
    expect(c).toMatchObject({ STORAGE: 'disk', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'off', S3_MAX_ATTEMPTS: 3 });
    expect(c.STORAGE_ORPHAN_GRACE_HOURS).toBe(24);
  });

  it('takes an S3-compatible service by its bucket, endpoint and path style', () => {
    const c = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'on',
      S3_MAX_ATTEMPTS: '5',
    });
    expect(c).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_MAX_ATTEMPTS: 5,
    });
  });

  it('refuses S3 without a bucket, a bucket name S3 would refuse, and retries out of range', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: '' })).toThrow(/S3_BUCKET is required with STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Portal_Files' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_MAX_ATTEMPTS: '0' })).toThrow(/S3_MAX_ATTEMPTS/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE_ORPHAN_GRACE_HOURS: '0' })).toThrow(/STORAGE_ORPHAN_GRACE_HOURS/);
  });
});
