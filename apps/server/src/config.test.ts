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

  it('has no metrics listener unless METRICS_PORT is set, and then on the machine itself by default', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ METRICS_HOST: '0.0.0.0' });
    // 0: any free port, like PORT=0 (tests), even beside PORT=0.
    expect(loadConfig({ METRICS_PORT: '0', PORT: '0' })).toMatchObject({ METRICS_PORT: 0 });
  });

  it.each([
    [{ METRICS_PORT: '65536' }, /- METRICS_PORT: must be a port number, 0–65535$/m],
    [{ METRICS_PORT: '-1' }, /- METRICS_PORT: must be a port number/],
    [{ METRICS_PORT: 'prometheus' }, /- METRICS_PORT: must be a port number/],
    [{ METRICS_PORT: '94.64' }, /- METRICS_PORT: must be a port number/],
    [{ METRICS_PORT: '3000' }, /- METRICS_PORT: must differ from PORT/],
    [{ METRICS_PORT: '8080', PORT: '8080' }, /- METRICS_PORT: must differ from PORT/],
  ])('refuses METRICS_PORT %j, naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('seeds the demo notices and library items only when asked', () => {
    expect(loadConfig({}).SEED_DEMO_CONTENT).toBe(false);
    expect(loadConfig({ SEED_DEMO_CONTENT: 'true' }).SEED_DEMO_CONTENT).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_CONTENT: 'yes' })).toThrow(/SEED_DEMO_CONTENT: must be true or false/);
  });

  it('says, in production only, when the public origin is unset or not https', () => {
    const production = (env: NodeJS.ProcessEnv) => publicOriginProblem(loadConfig(env), { NODE_ENV: 'production', ...env });
    expect(production({})).toMatch(/^PUBLIC_ORIGIN is not set: .*http:\/\/localhost:3000/);
    expect(production({ PUBLIC_ORIGIN: 'http://office.example' })).toMatch(/^PUBLIC_ORIGIN is http:\/\/office\.example, not https/);
    expect(production({ PUBLIC_ORIGIN: 'https://office.example' })).toBeUndefined();
    expect(publicOriginProblem(loadConfig({}), {})).toBeUndefined();
  });
});
