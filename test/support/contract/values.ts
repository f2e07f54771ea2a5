/**
 * Values derived from the document's JSON Schemas, for requests the contract tests send: values a
 * schema allows (fast-check arbitraries, biased to its limits), the limits themselves as probes
 * (the value at each limit and one past it), and hostile values that no schema allows. Generic
 * over the keywords the document uses (type, enum, const, anyOf, minimum and maximum, minLength
 * and maxLength, minItems and maxItems, pattern, format date, items, prefixItems, properties); a
 * keyword this does not know fails loudly, so a new kind of parameter cannot go untested.
 */
import fc from 'fast-check';
import type { Schema } from './document.ts';

const DAY_MS = 86_400_000;
/** A day as the document's patterns write it. */
const DAY_PATTERN = '\\d{4}-\\d{2}-\\d{2}';
const isoDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

export interface Derivation {
  /** Follows $refs. */
  readonly resolve: (schema: Schema) => Schema;
  /** The API's today (UTC, YYYY-MM-DD): dates are drawn around it, where the rules change. */
  readonly today: string;
  /**
   * Values that a parameter or field of this name means more by than its schema says (a seed
   * that names a puzzle of the day), mixed into what requests send there.
   */
  readonly named: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/** Days from `from` to `to` days after `today`, as YYYY-MM-DD. */
export const daysAround = (today: string, from: number, to: number): fc.Arbitrary<string> =>
  fc
    .integer({ min: from, max: to })
    .map((days) => isoDay(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS));

const KNOWN = new Set([
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'items',
  'prefixItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'default',
  'description',
  'examples',
  '$ref',
]);

function assertKnown(schema: Schema): void {
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) {
    throw new Error(`no values derived for keyword(s) ${unknown.join(', ')}: teach values.ts`);
  }
}

/** Characters of one code point each: ASCII, accented, CJK, astral (two UTF-16 units). */
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', '漢', '😀', 'ß', ' ') },
);

/** Any text, hostile above all: junk, controls, bidirectional controls, escapes, lookalike digits. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '%00',
    '%ED%A0%80',
    '+',
    '&',
    '=',
    '\u0000',
    '\u202e',
    '__proto__',
    'constructor',
    '[]',
    '{}',
    'null',
    'NaN',
    'TRUE',
    '-1',
    '1e3',
    '0x9',
    '9 ',
    '٩',
  ),
);

/** Any JSON, mostly of a type the schema does not expect. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, '', -1, 0.5, 1e300, [], {}, true, '1', [[]]),
);

/** A value the schema allows, drawn at random with its limits often. */
export function allowed(schema: Schema, d: Derivation): fc.Arbitrary<unknown> {
  const s = d.resolve(schema);
  assertKnown(s);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => allowed(branch, d)));
  switch (s.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = (s.minimum as number | undefined) ?? -1_000_000;
      const max = (s.maximum as number | undefined) ?? 1_000_000;
      return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));
    }
    case 'number': {
      const min = (s.minimum as number | undefined) ?? -1e6;
      const max = (s.maximum as number | undefined) ?? 1e6;
      return fc.double({ min, max, noNaN: true });
    }
    case 'string':
      return allowedText(s, d);
    case 'array':
      return allowedArray(s, d);
    case 'object':
      return allowedObject(s, d);
    case undefined:
      return fc.jsonValue();
    default:
      throw new Error(`no values derived for type ${String(s.type)}`);
  }
}

function allowedText(s: Schema, d: Derivation): fc.Arbitrary<string> {
  if (s.format === 'date') {
    // Around today, where the daily rules change (out, solution out), and anywhere.
    return fc.oneof(
      daysAround(d.today, -3, 2),
      fc
        .date({ min: new Date('2019-06-01'), max: new Date('2031-01-01'), noInvalidDate: true })
        .map((date) => isoDay(date.getTime())),
    );
  }
  if (typeof s.pattern === 'string') {
    const matching = fc.stringMatching(new RegExp(s.pattern));
    // Days in a pattern (a range of days, say) drawn as real days around today, in order.
    if (!s.pattern.includes(DAY_PATTERN)) return matching;
    const days = allowedText({ type: 'string', format: 'date' }, d);
    return fc.oneof(
      matching,
      fc.tuple(matching, fc.array(days, { minLength: 2, maxLength: 2 })).map(([text, drawn]) => {
        const sorted = [...drawn].sort();
        let i = 0;
        return text.replace(/\d{4}-\d{2}-\d{2}/g, () => sorted[i++ % sorted.length]);
      }),
    );
  }
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? min + 40;
  const random = fc
    .array(character, { minLength: min, maxLength: Math.min(max, min + 40) })
    .map((chars) => chars.join(''));
  return fc.oneof(
    random,
    fc
      .constantFrom(min, max)
      .chain((n) => fc.array(character, { minLength: n, maxLength: n }))
      .map((chars) => chars.join('')),
  );
}

function allowedArray(s: Schema, d: Derivation): fc.Arbitrary<unknown[]> {
  if (Array.isArray(s.prefixItems)) {
    return fc.tuple(...(s.prefixItems as Schema[]).map((item) => allowed(item, d)));
  }
  const item = allowed((s.items ?? {}) as Schema, d);
  const min = (s.minItems as number | undefined) ?? 0;
  const max = (s.maxItems as number | undefined) ?? min + 8;
  return fc.array(item, { minLength: min, maxLength: Math.min(max, min + 8) });
}

function allowedObject(s: Schema, d: Derivation): fc.Arbitrary<Record<string, unknown>> {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  // A record (a map of any keys, as a saved game is): keys of `propertyNames`, values of
  // `additionalProperties`.
  const extra = s.additionalProperties;
  if (Object.keys(properties).length === 0 && extra !== undefined && extra !== false) {
    const key = s.propertyNames
      ? allowedText(d.resolve(s.propertyNames as Schema), d)
      : fc.string();
    const value = allowed(extra === true ? {} : (extra as Schema), d);
    return fc.dictionary(key, value, { maxKeys: 4 });
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, allowed(property, d)]),
  );
  return fc.record(model, { requiredKeys: (s.required ?? []) as string[] });
}

/** The smallest value a schema allows: what probes fill the rest of a value with. */
export function smallest(schema: Schema, d: Derivation): unknown {
  const s = d.resolve(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branches) return smallest(branches[0], d);
  switch (s.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return (s.minimum as number | undefined) ?? 0;
    case 'string':
      return 'a'.repeat((s.minLength as number | undefined) ?? 0);
    case 'array':
      if (Array.isArray(s.prefixItems))
        return (s.prefixItems as Schema[]).map((item) => smallest(item, d));
      return Array.from({ length: (s.minItems as number | undefined) ?? 0 }, () =>
        smallest((s.items ?? {}) as Schema, d),
      );
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, smallest(properties[key], d)]));
    }
    default:
      return null;
  }
}

/**
 * One documented limit: the values at it, which must be accepted (not refused as an invalid
 * request), and the values one past it, which must be refused with the problem that names the
 * field.
 */
export interface Probe {
  readonly limit: string;
  readonly at: readonly unknown[];
  readonly past: readonly unknown[];
}

// A string filled to a length in code points: with ASCII, and with characters of two UTF-16
// units, so that a limit counted in UTF-16 units instead of code points shows.
const FILLERS = ['a', '😀'];
const filled = (base: string, length: number, filler: string): string => {
  const kept = Array.from(base).slice(0, length);
  return kept.join('') + filler.repeat(length - kept.length);
};

/** Values near an enum that are not in it. */
function outsiders(members: readonly unknown[]): unknown[] {
  if (members.every((m) => typeof m === 'number')) {
    const numbers = members as number[];
    const gap = Array.from({ length: Math.max(...numbers) + 2 }, (_, i) => i).find(
      (n) => !numbers.includes(n),
    );
    return [gap, Math.max(...numbers) + 1].filter((n) => n !== undefined);
  }
  const text = members.map(String);
  return [
    ...new Set([`${text[0]}x`, text[0].toUpperCase(), text.at(-1)?.slice(0, -1) ?? '']),
  ].filter((v) => !text.includes(v));
}

/**
 * The limits of a schema, each as a probe built on `base` (the value a valid request holds there,
 * when it holds one). Through anyOf branches (each branch's limits, with a value of that branch),
 * and into the items of arrays, whose probes are one-item arrays. Object properties nested in
 * arrays are left to the engine's own tests: their limits cannot be reached alone.
 */
export function probesOf(schema: Schema, d: Derivation, base?: unknown, depth = 0): Probe[] {
  const s = d.resolve(schema);
  assertKnown(s);
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branches) return branches.flatMap((branch) => probesOf(branch, d, undefined, depth));
  const probes: Probe[] = [];
  if (Array.isArray(s.enum)) {
    probes.push({ limit: `enum ${JSON.stringify(s.enum)}`, at: s.enum, past: outsiders(s.enum) });
  }
  if (s.type === 'integer' || s.type === 'number') {
    if (typeof s.minimum === 'number') {
      probes.push({ limit: `minimum ${s.minimum}`, at: [s.minimum], past: [s.minimum - 1] });
    }
    if (typeof s.maximum === 'number') {
      probes.push({ limit: `maximum ${s.maximum}`, at: [s.maximum], past: [s.maximum + 1] });
    }
  }
  if (s.type === 'string' && s.format === undefined && s.pattern === undefined) {
    const text = typeof base === 'string' ? base : '';
    if (typeof s.minLength === 'number' && s.minLength > 0) {
      const n = s.minLength;
      probes.push({
        limit: `minLength ${n}`,
        at: FILLERS.map((f) => filled(text, n, f)),
        past: [filled(text, n - 1, 'a')],
      });
    }
    if (typeof s.maxLength === 'number') {
      const n = s.maxLength;
      probes.push({
        limit: `maxLength ${n}`,
        at: FILLERS.map((f) => filled(text, n, f)),
        past: FILLERS.map((f) => filled(text, n + 1, f)),
      });
    }
  }
  if (typeof s.pattern === 'string') {
    // No value is known to be accepted for a pattern alone (a date must also exist): the probe
    // is one past it, a valid request's value spoilt.
    const text = typeof base === 'string' ? base : String(smallest(s, d));
    const pattern = new RegExp(s.pattern);
    const spoilt = [`${text}x`, `x${text}`, `${text}!`].filter((value) => !pattern.test(value));
    probes.push({ limit: `pattern ${s.pattern}`, at: [], past: spoilt });
  }
  if (s.type === 'array' && !Array.isArray(s.prefixItems)) {
    const items = (s.items ?? {}) as Schema;
    const sample = Array.isArray(base) && base.length > 0 ? base[0] : smallest(items, d);
    const of = (n: number) => Array.from({ length: n }, () => sample);
    if (typeof s.minItems === 'number' && s.minItems > 0) {
      const n = s.minItems;
      probes.push({ limit: `minItems ${n}`, at: [of(n)], past: [of(n - 1)] });
    }
    if (typeof s.maxItems === 'number') {
      const n = s.maxItems;
      probes.push({ limit: `maxItems ${n}`, at: [of(n)], past: [of(n + 1)] });
    }
    const item = d.resolve(items);
    if (depth < 2 && item.type !== 'object' && !Array.isArray(item.prefixItems)) {
      const pad = Math.max(0, ((s.minItems as number | undefined) ?? 1) - 1);
      const wrap = (value: unknown) => [...of(pad), value];
      for (const inner of probesOf(item, d, sample, depth + 1)) {
        probes.push({
          limit: `items: ${inner.limit}`,
          at: inner.at.map(wrap),
          past: inner.past.map(wrap),
        });
      }
    }
  }
  return probes;
}
