import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite in ./data, demo data on', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.DEMO_DATA).toBe(true);
  });

  it('reads booleans and numbers from strings', () => {
    const c = loadConfig({ PORT: '8080', DEMO_DATA: 'false', DATABASE_URL: 'postgres://u:p@localhost/bayi' });
    expect(c).toMatchObject({ PORT: 8080, DEMO_DATA: false, DATABASE_URL: 'postgres://u:p@localhost/bayi' });
  });

  it('starts workers only on PostgreSQL: the embedded database serves one process', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://u:p@localhost/bayi' }).WORKERS).toBe(2);
    expect(() => loadConfig({ WORKERS: '2' })).toThrowError(/WORKERS: more than 1 needs DATABASE_URL/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://u:p@localhost/bayi' })).toThrowError(/WORKERS/);
  });

  it('copies every row off the heap in up to 512 MB by default; 0 turns the copy off', () => {
    expect(loadConfig({}).CATALOG_ROW_STORE_MB).toBe(512);
    expect(loadConfig({ CATALOG_ROW_STORE_MB: '0' }).CATALOG_ROW_STORE_MB).toBe(0);
    expect(() => loadConfig({ CATALOG_ROW_STORE_MB: '-1' })).toThrowError(/CATALOG_ROW_STORE_MB/);
    expect(() => loadConfig({ CATALOG_ROW_STORE_MB: 'çok' })).toThrowError(/CATALOG_ROW_STORE_MB/);
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_DATA: 'belki' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_DATA: 'belki' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('DEMO_DATA');
    }
  });

  it('has the sign-in throttling defaults of .env.example and checks the delay bounds', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCK_MINUTES: 15,
      LOGIN_IP_MAX_FAILURES: 30,
      LOGIN_DELAY_AFTER_FAILURES: 3,
      LOGIN_DELAY_SECONDS: 2,
      LOGIN_DELAY_MAX_SECONDS: 300,
      LOGIN_ACCOUNT_MAX_FAILURES: 50,
    });
    const example = fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = Object.fromEntries([...example.matchAll(/^(LOGIN_\w+)=(.*)$/gm)].map((m) => [m[1], Number(m[2])]));
    expect(Object.keys(listed)).toHaveLength(7);
    expect(loadConfig({})).toMatchObject(listed);
    expect(() => loadConfig({ LOGIN_DELAY_SECONDS: '0' })).toThrowError(/LOGIN_DELAY_SECONDS/);
    expect(() => loadConfig({ LOGIN_DELAY_AFTER_FAILURES: 'üç' })).toThrowError(/LOGIN_DELAY_AFTER_FAILURES/);
    expect(() => loadConfig({ LOGIN_DELAY_SECONDS: '60', LOGIN_DELAY_MAX_SECONDS: '30' })).toThrowError(
      /LOGIN_DELAY_MAX_SECONDS: must be at least LOGIN_DELAY_SECONDS \(60\)/,
    );
  });
});
