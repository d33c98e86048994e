import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveAuthSecret } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      s3: undefined,
      stripe: undefined,
    });
    expect(c.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('APP_URL follows PORT unless given', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://app.floorpro.example/' }).appUrl).toBe('https://app.floorpro.example');
  });

  it("trusts APP_URL's origin for cookie-carrying writes", () => {
    expect(loadConfig({ APP_URL: 'https://Floors.example:443/app/' }).trustedOrigins).toEqual([
      'https://floors.example',
    ]);
  });

  it('a loopback APP_URL trusts every loopback spelling on its scheme and port, and only then', () => {
    const loopback = ['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100'];
    expect(loadConfig({ PORT: '4100' }).trustedOrigins).toEqual(loopback);
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:4100/' }).trustedOrigins).toEqual([
      'http://127.0.0.1:4100',
      'http://localhost:4100',
      'http://[::1]:4100',
    ]);
    expect(loadConfig({ APP_URL: 'https://LOCALHOST' }).trustedOrigins).toEqual([
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
    ]);
    expect(loadConfig({ APP_URL: 'http://192.168.1.20:3000' }).trustedOrigins).toEqual(['http://192.168.1.20:3000']);
    expect(loadConfig({ APP_URL: 'http://localhost.example:3000' }).trustedOrigins).toEqual([
      'http://localhost.example:3000',
    ]);
  });

  it('TRUSTED_ORIGINS adds origins, comma-separated, as browsers spell them', () => {
    expect(
      loadConfig({
        PORT: '3000',
        TRUSTED_ORIGINS: ' http://192.168.1.20:3000 ,https://Floors.example:443/,, http://localhost:3000',
      }).trustedOrigins,
    ).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
      'https://floors.example',
    ]);
    expect(loadConfig({ TRUSTED_ORIGINS: '' }).trustedOrigins).toHaveLength(3);
  });

  it.each([
    'floors.example',
    'ftp://floors.example',
    'https://floors.example/app',
    'https://floors.example?x=1',
    'https://user:pw@floors.example',
    'http://',
  ])('a TRUSTED_ORIGINS entry that is no http(s) origin (%s) stops start-up, named', (bad) => {
    const start = () => loadConfig({ TRUSTED_ORIGINS: `https://ok.example,${bad}` });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(`Invalid configuration:\n  TRUSTED_ORIGINS: "${bad}" is not an http(s) origin`);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['APP_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_OWNER_URL', 'mysql://localhost/db'],
    ['AUTH_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['STRIPE_SECRET_KEY', 'pk_test_123'],
    ['STRIPE_API_URL', 'ftp://127.0.0.1:12111'],
    ['STRIPE_API_URL', 'http://127.0.0.1:12111/v1'],
    ['LOG_LEVEL', 'loud'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("Stripe is configured by its secret key; its calls go to Stripe's API unless STRIPE_API_URL names a stand-in", () => {
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: 'https://api.stripe.com',
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_URL: 'http://127.0.0.1:12111/' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: undefined,
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('migrates as DATABASE_OWNER_URL only beside a DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://owner@db/floorpro' })).toThrow(
      /DATABASE_OWNER_URL: needs DATABASE_URL/,
    );
    expect(
      loadConfig({ DATABASE_OWNER_URL: 'postgres://owner@db/floorpro', DATABASE_URL: 'postgres://login@db/floorpro' }),
    ).toMatchObject({ databaseOwnerUrl: 'postgres://owner@db/floorpro', databaseUrl: 'postgres://login@db/floorpro' });
    expect(loadConfig({}).databaseOwnerUrl).toBeUndefined();
  });

  it('an S3 bucket needs its keys', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow(/S3_BUCKET: needs S3_ACCESS_KEY_ID/);
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toMatchObject({
      bucket: 'photos',
      region: 'us-east-1',
    });
  });
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret, DATA_DIR: mkdtempSync(join(tmpdir(), 'fp-')) }))).toBe(
      secret,
    );
  });

  it('otherwise generates one into DATA_DIR, private, and keeps it across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fp-'));
    const first = resolveAuthSecret(loadConfig({ DATA_DIR: dir }));
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o077).toBe(0);
  });
});
