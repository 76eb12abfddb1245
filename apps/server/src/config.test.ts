import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicOriginProblem } from './config.js';

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

  it('says, in production only, when the public origin is unset or not https', () => {
    const production = (env: NodeJS.ProcessEnv) => publicOriginProblem(loadConfig(env), { NODE_ENV: 'production', ...env });
    expect(production({})).toMatch(/^PUBLIC_ORIGIN is not set: .*http:\/\/localhost:3000/);
    expect(production({ PUBLIC_ORIGIN: 'http://office.example' })).toMatch(/^PUBLIC_ORIGIN is http:\/\/office\.example, not https/);
    expect(production({ PUBLIC_ORIGIN: 'https://office.example' })).toBeUndefined();
    expect(publicOriginProblem(loadConfig({}), {})).toBeUndefined();
  });
});
