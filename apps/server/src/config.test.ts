import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults and treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', PGLITE_DIR: './.data/pglite', SEED_ON_START: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every wrong variable and why', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT: /);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/LOG_LEVEL: /);
    }
  });
});
