import { describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../src/http/session-cookie.js';
import { hashPassword, needsRehash, verifyPassword } from '@office/api/services/staff/password-hashing';
import { passwordProblem } from '@office/api/services/staff/password-policy';
import { delayAfterFailures } from '@office/api/services/staff/sign-in-throttle';

const email = 'minjun.park@office.example';

describe('password policy', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblem('tangerine kettle umbrella', email)).toBeNull();
    expect(passwordProblem('당진 사무실 창문 열쇠 2026', email)).toBeNull();
  });

  it('refuses fewer than 12 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('Xq7!vR2#pLm', email)).toMatch(/at least 12 characters/);
    expect(passwordProblem('가나다라마바사아자차카', email)).toMatch(/at least 12 characters/);
    expect(passwordProblem('Xq7!vR2#pLm9', email)).toBeNull();
  });

  it.each([
    'password1234',
    'PASSWORD1234',
    'qwertyuiop123',
    '123456789012',
    'baseball2024!',
    'dragondragon',
    'iloveyou!!!!',
    'aaaaaaaaaaaaaaa',
    'abababababab',
  ])('refuses the common or trivial %s', (password) => {
    expect(passwordProblem(password, email)).toMatch(/too common or too easy/);
  });

  it('refuses the email, or its name part, as the password', () => {
    expect(passwordProblem(email, email)).toMatch(/email address/);
    expect(passwordProblem(email.toUpperCase(), email)).toMatch(/email address/);
    expect(passwordProblem(`my ${email} pw`, email)).toMatch(/email address/);
    expect(passwordProblem('minjun.park2024!', email)).toMatch(/email address/);
  });

  it('refuses more than 1024 characters (before any hashing)', () => {
    expect(passwordProblem('x7'.repeat(513), email)).toMatch(/at most 1024/);
  });
});

describe('password hashing', () => {
  it('uses argon2id with at least 46 MiB, one pass or more, one lane', async () => {
    const hash = await hashPassword('tangerine kettle umbrella');
    // PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash (the order of the parameters may vary).
    const [, algorithm, version, parameters, salt, digest] = hash.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(salt).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}$/);
    const {
      m: memory,
      t: time,
      p: lanes,
    } = Object.fromEntries(parameters!.split(',').map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])]));
    expect(memory).toBeGreaterThanOrEqual(46 * 1024);
    expect(time).toBeGreaterThanOrEqual(1);
    expect(lanes).toBe(1);
    expect(hash).not.toContain('tangerine');
  });

  it('verifies the right password only, and salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('tangerine kettle umbrella'), hashPassword('tangerine kettle umbrella')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'tangerine kettle umbrella')).toBe(true);
    expect(await verifyPassword(a, 'tangerine kettle umbrellA')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('asks for a rehash of weaker settings or another algorithm, not of the current ones', async () => {
    expect(needsRehash(await hashPassword('tangerine kettle umbrella'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=47104,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY')).toBe(true);
  });
});

describe('sign-in throttle delays', () => {
  it('are none for two failures, then double from one second up to fifteen minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(delayAfterFailures)).toEqual([0, 0, 1, 2, 4, 8]);
    expect(delayAfterFailures(12)).toBe(512);
    expect(delayAfterFailures(13)).toBe(900);
    expect(delayAfterFailures(1000)).toBe(900);
  });
});

describe('the session cookie', () => {
  it('is a Secure __Host- cookie for any https origin and for plain http on other hosts', () => {
    for (const origin of ['https://office.example', 'https://localhost:3000', 'http://office.example']) {
      expect(sessionCookieFor(origin)).toEqual({
        name: '__Host-office_session',
        options: { path: '/', httpOnly: true, secure: true, sameSite: 'strict' },
      });
    }
  });

  it('drops Secure (and so the __Host- prefix) on plain-http localhost only', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(sessionCookieFor(origin)).toEqual({
        name: 'office_session',
        options: { path: '/', httpOnly: true, secure: false, sameSite: 'strict' },
      });
    }
  });
});
