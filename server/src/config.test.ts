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
});
