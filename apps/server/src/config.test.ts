import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicOriginProblem, staffSecretsKeyProblem } from './config.js';

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

  it('lets the console answer from anywhere unless ADMIN_ALLOWED_NETWORKS names networks', () => {
    expect(loadConfig({}).ADMIN_ALLOWED_NETWORKS).toEqual([]);
    expect(loadConfig({ ADMIN_ALLOWED_NETWORKS: '' }).ADMIN_ALLOWED_NETWORKS).toEqual([]);
  });

  it('reads ADMIN_ALLOWED_NETWORKS as CIDRs and plain addresses, IPv4 and IPv6, written as people write them', () => {
    const networks = (value: string) => loadConfig({ ADMIN_ALLOWED_NETWORKS: value }).ADMIN_ALLOWED_NETWORKS;
    expect(networks('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    // Spaces around entries and a trailing comma are fine; IPv6 is written the short way.
    expect(networks(' 10.20.0.0/16 , 203.0.113.7,2001:DB8:0:0::/48, ::1,')).toEqual([
      '10.20.0.0/16',
      '203.0.113.7/32',
      '2001:db8::/48',
      '::1/128',
    ]);
    // An IPv4-mapped IPv6 network is the IPv4 network it names (clients' mapped addresses are read so too).
    expect(networks('::ffff:192.168.0.0/112, ::ffff:10.0.0.1')).toEqual(['192.168.0.0/16', '10.0.0.1/32']);
    expect(networks('0.0.0.0/0,::/0')).toEqual(['0.0.0.0/0', '::/0']);
    // Host bits past the prefix are ignored when matching, as nginx's allow does.
    expect(networks('192.168.1.10/24')).toEqual(['192.168.1.10/24']);
  });

  it.each([
    ['10.0.0.0/33', ['"10.0.0.0/33" is not a network']],
    ['2001:db8::/129', ['"2001:db8::/129" is not a network']],
    ['10.0.0.0/8, office-lan, 192.168.0.0/16', ['"office-lan" is not a network']],
    ['10.0.0.0/8;192.168.0.0/16', ['"10.0.0.0/8;192.168.0.0/16" is not a network']],
    ['256.1.1.1', ['"256.1.1.1" is not a network']],
    // Forms ipaddr.js would read but nobody means: one number, octal, hex, short forms, a zero-padded prefix.
    [
      '10.1, 010.0.0.1, 0x0a000001, 10.0.0.0/08',
      ['"10.1"', '"010.0.0.1"', '"0x0a000001"', '"10.0.0.0/08"'].map((e) => `${e} is not a network`),
    ],
    [
      '10.0.0.0/, /8, 10.0.0.0/8/8, 10.0.0.0/-1',
      ['"10.0.0.0/"', '"/8"', '"10.0.0.0/8/8"', '"10.0.0.0/-1"'].map((e) => `${e} is not a network`),
    ],
    ['fe80::1%eth0', ['"fe80::1%eth0" is not a network']],
    [' , ', ['names no network: leave it empty to allow every address']],
  ])('refuses ADMIN_ALLOWED_NETWORKS=%j, naming each wrong entry', (value, problems) => {
    try {
      loadConfig({ ADMIN_ALLOWED_NETWORKS: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(problems.map((problem) => `ADMIN_ALLOWED_NETWORKS: ${problem}`));
    }
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

  it('requires a second factor of staff by default in production only; the key for their secrets is said to be missing there', () => {
    expect(loadConfig({}).STAFF_SECOND_FACTOR).toBe('optional');
    expect(loadConfig({ NODE_ENV: 'production' }).STAFF_SECOND_FACTOR).toBe('required');
    expect(loadConfig({ NODE_ENV: 'production', STAFF_SECOND_FACTOR: 'optional' }).STAFF_SECOND_FACTOR).toBe('optional');
    expect(() => loadConfig({ STAFF_SECOND_FACTOR: 'sometimes' })).toThrow(/STAFF_SECOND_FACTOR: must be required or optional/);
    expect(() => loadConfig({ STAFF_SECRETS_KEY: 'short' })).toThrow(/STAFF_SECRETS_KEY: must be at least 32 characters/);
    expect(staffSecretsKeyProblem(loadConfig({}), { NODE_ENV: 'production' })).toMatch(/^STAFF_SECRETS_KEY is not set/);
    expect(staffSecretsKeyProblem(loadConfig({ STAFF_SECRETS_KEY: 'k'.repeat(32) }), { NODE_ENV: 'production' })).toBeUndefined();
    expect(staffSecretsKeyProblem(loadConfig({}), {})).toBeUndefined();
    expect(loadConfig({}).ACCESS_RECORD_RETENTION_DAYS).toBe(730);
    expect(() => loadConfig({ ACCESS_RECORD_RETENTION_DAYS: '30' })).toThrow(/ACCESS_RECORD_RETENTION_DAYS: must be at least 365/);
  });
});
