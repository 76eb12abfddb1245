import type { z } from 'zod';
import { templatePage } from '@office/contracts';

/**
 * The fuzz test's inputs: a seeded PRNG (the same seed gives the same requests), hostile values
 * of every kind, and valid payloads built from a procedure's zod schema that are then corrupted
 * one field at a time, so that validation is passed and the hostile value reaches the services.
 */

// --- Seeded randomness -------------------------------------------------------------------------

/** The run's seed: FUZZ_SEED when set (decimal), else a fixed default so CI runs are repeatable. */
export const fuzzSeed = (() => {
  const fromEnv = process.env.FUZZ_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const seed = Number(fromEnv);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${fromEnv}`);
    return seed >>> 0;
  }
  return 20260302;
})();

/** FNV-1a of a text: gives each section a stream of its own, so one section's changes keep the others' requests. */
const hashText = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};

/** mulberry32: small, fast, good enough to pick requests. */
export class Random {
  private state: number;
  constructor(seed: number, stream = '') {
    this.state = (seed ^ hashText(stream)) >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

// --- Raw JSON tokens -----------------------------------------------------------------------------

/**
 * Values JSON.stringify cannot write (1e309 parses as Infinity, -0, huge exponents): put in a
 * payload as this marker string, written into the JSON text as the raw token by `toJson`.
 */
const rawMarker = '\u0001raw:';
export const rawJson = (token: string) => `${rawMarker}${token}`;
export const rawTokens = ['1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '2147483648', '1.0', '1E2'];

/** JSON text of a value, with `rawJson` markers replaced by their tokens. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return 'null';
  return text.replace(/"\\u0001raw:([^"]*)"/g, (_, token: string) => token);
}

// --- Hostile values ------------------------------------------------------------------------------

/** Strings storage, parsers, renderers and logs tend to choke on. None holds SQL keywords or file paths the checks look for. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  'abc\ud83d',
  '\udc00x',
  '\ud83d',
  'x\udfff\ud800y',
  '😀\ud83d',
  '\u202egnp.exe',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u0007\u0008\u001b[31m',
  'line\r\nX-Injected: 1',
  '\r\n\r\n',
  "'; drop table inquiries; --",
  "' or '1'='1",
  "%' _ \\",
  '%%%%%%',
  '\\x00\\u0000',
  '"\'`',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%ZZ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e309',
  '-2147483649',
  '0x7fffffff',
  '0000-01-01',
  '0000-00-00',
  '99999-12-31',
  '2026-02-30',
  '2026-13-01',
  '-001000-01-01',
  '1970-01-01T00:00:00Z',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'ko',
  'xx',
  'category1',
  'category0',
  templatePage,
  '한국어 ユーザー 用户 пользователь',
  'ﷺ'.repeat(50),
  'é'.normalize('NFD').repeat(100),
  'a'.repeat(256),
  'a'.repeat(5001),
  'x'.repeat(40_000),
  '가'.repeat(20_001),
  '😀'.repeat(3000),
];

export const hostileNumbers: readonly unknown[] = [
  -1,
  0,
  0.5,
  -0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  ...rawTokens.map(rawJson),
];

/** JSON.parse keeps these keys as own properties (an object literal would set the prototype instead). */
const pollution = (): unknown[] => [
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"__proto__":null}'),
  JSON.parse('{"toString":1,"valueOf":"x","hasOwnProperty":null}'),
];

const nested = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/** Values of the wrong type, whatever was expected. */
export const wrongTypes = (): unknown[] => [
  null,
  true,
  false,
  [],
  [1, 'a', null],
  {},
  { a: 1 },
  [''],
  [[[]]],
  nested(200, 'array'),
  nested(200, 'object'),
  nested(3000, 'array'),
  nested(3000, 'object'),
  Array.from({ length: 5000 }, (_, i) => i),
  ...pollution(),
];

/** A random string from code units the strings above do not cover, length up to `max`. */
export function randomString(random: Random, max = 64): string {
  const ranges: Array<[number, number]> = [
    [0x00, 0x20],
    [0x20, 0x7f],
    [0x7f, 0xa0],
    [0xac00, 0xd7a4],
    [0xd800, 0xe000],
    [0xfff0, 0x10000],
    [0x2000, 0x2070],
  ];
  const length = random.int(max + 1);
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const [from, to] = random.pick(ranges);
    text += String.fromCharCode(from + random.int(to - from));
  }
  return text;
}

/** One hostile value of any kind. */
export function hostileValue(random: Random): unknown {
  const roll = random.int(10);
  if (roll < 5) return random.pick(hostileStrings);
  if (roll < 7) return random.pick(hostileNumbers);
  if (roll < 9) return random.pick(wrongTypes());
  return randomString(random);
}

/** Lone surrogates replaced by U+FFFD (what a browser sends for them), so the text can be percent-encoded. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** A hostile value for a URL (query value or path segment), already percent-encoded where it must be. */
export function hostileUrlText(random: Random): string {
  const roll = random.int(10);
  if (roll < 2)
    return random.pick([
      '%00',
      '%ZZ',
      '%',
      '%u0000',
      '%C0%AE',
      '%ED%A0%BD',
      '%F0%9F',
      '..',
      '%2e%2e',
      '%2F',
      '%5C',
      '.',
      '~',
      '+',
      '%20',
      '%0D%0A',
    ]);
  const value =
    roll < 7
      ? random.pick(hostileStrings)
      : roll < 9
        ? String(random.pick(hostileNumbers)).replace(rawMarker, '')
        : randomString(random, 24);
  // Lone surrogates cannot be percent-encoded as UTF-8: they go as U+FFFD (the raw bytes come from the %ED%A0%BD above).
  return encodeURIComponent(wellFormed(value.slice(0, 6000)));
}

// --- Valid payloads from zod schemas ---------------------------------------------------------

/** Texts tried, in order, for a string field: the first its schema accepts is the valid value. */
const stringCandidates = [
  'Fuzz tester',
  'long enough fuzz pass 2026',
  'fuzz@example.com',
  '01012345678',
  '2026-03-01',
  '00000000-0000-4000-8000-000000000000',
  'fuzz-key-1',
  'x',
];
const numberCandidates = [1, 2, 5, 20];

type Schema = z.ZodType & { _zod: { def: any } };

/** A valid value for a zod (v4) schema, as close as it can tell; optional fields are included. */
export function validSample(schema: Schema, overrides: Record<string, unknown> = {}, depth = 0): unknown {
  const def = schema._zod.def;
  if (depth > 20) return undefined;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        out[key] = key in overrides ? overrides[key] : validSample(field, overrides, depth + 1);
        if (out[key] === undefined) delete out[key];
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validSample(def.innerType, overrides, depth + 1);
    case 'pipe':
      return def.in._zod.def.type === 'transform' ? validSample(def.out, overrides, depth + 1) : validSample(def.in, overrides, depth + 1);
    case 'lazy':
      return validSample(def.getter(), overrides, depth + 1);
    case 'union':
      return validSample(def.options[0], overrides, depth + 1);
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'boolean':
      return true;
    case 'array':
      return [validSample(def.element, overrides, depth + 1)];
    case 'string':
      return stringCandidates.find((c) => schema.safeParse(c).success) ?? 'x';
    case 'number':
      return numberCandidates.find((c) => schema.safeParse(c).success) ?? 1;
    default:
      return undefined;
  }
}

/** Every variant of a union (library and notice posts), so each gets its own base payload. */
export function validSamples(schema: Schema | undefined, overrides: Record<string, unknown> = {}): unknown[] {
  if (!schema) return [undefined];
  const def = schema._zod.def;
  if (def.type === 'union') return def.options.map((option: Schema) => validSample(option, overrides));
  if (['default', 'optional', 'prefault'].includes(def.type)) return [...validSamples(def.innerType, overrides), undefined];
  return [validSample(schema, overrides)];
}

/** Paths to every value inside a payload (the payload itself is []). */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

const clone = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * The payload corrupted once: one field replaced by a hostile value (most often), a field dropped,
 * an unknown or prototype-polluting key added, or the whole payload replaced.
 */
export function mutate(random: Random, base: unknown): unknown {
  const copy = clone(base);
  const paths = pathsOf(copy);
  const roll = random.int(20);
  if (roll === 0 || copy === undefined) return hostileValue(random);
  if (roll === 1 && copy && typeof copy === 'object' && !Array.isArray(copy)) {
    const keys = Object.keys(copy);
    if (keys.length) delete (copy as Record<string, unknown>)[random.pick(keys)];
    return copy;
  }
  if (roll === 2 && copy && typeof copy === 'object' && !Array.isArray(copy)) {
    const extra = random.pick(['__proto__', 'constructor', 'prototype', 'unknownField', 'id', '']);
    Object.defineProperty(copy, extra, { value: hostileValue(random), enumerable: true, writable: true, configurable: true });
    return copy;
  }
  const path = paths.length > 1 ? random.pick(paths.slice(1)) : [];
  if (!path.length) return hostileValue(random);
  let parent: any = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  parent[path.at(-1)!] = hostileValue(random);
  return copy;
}

/** Long strings inside a value cut to their start and length, so every field of a reported input shows. */
function shortened(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > 80 && !value.startsWith(rawMarker) ? `${value.slice(0, 60)}…(${value.length} chars)` : value;
  if (depth > 6) return '…';
  if (Array.isArray(value))
    return value.length > 12
      ? [...value.slice(0, 12).map((v) => shortened(v, depth + 1)), `…(${value.length} items)`]
      : value.map((v) => shortened(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(out, key, { value: shortened(item, depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/**
 * The values every field gets at least once, whatever the seed: the classes storage is known to
 * refuse (NUL, an unpaired surrogate, ids past int4, year 0 and 99999, Infinity) and a polluting key.
 */
export const sentinels = (): unknown[] => [
  2 ** 31,
  'abc\u0000',
  'x\ud83d',
  '0000-01-01',
  '99999-12-31',
  rawJson('1e309'),
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
];

/** The payload with each of its fields (at any depth) replaced by each sentinel in turn. */
export function sweep(base: unknown): unknown[] {
  const out: unknown[] = [];
  for (const path of pathsOf(base).slice(1)) {
    for (const value of sentinels()) {
      const copy = clone(base);
      let parent: any = copy;
      for (const key of path.slice(0, -1)) parent = parent[key];
      parent[path.at(-1)!] = value;
      out.push(copy);
    }
  }
  return out;
}

/** A short, readable form of an input for the failure report. */
export function describeInput(value: unknown, max = 160): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value.replace(rawMarker, '') : toJson(shortened(value));
  } catch {
    text = String(value);
  }
  // Make invisible and unpaired characters visible.
  text = text.replace(
    /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
