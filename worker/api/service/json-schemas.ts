/**
 * The JSON Schemas of the OpenAPI document, from the zod/mini schemas. The named schemas
 * (`API_SCHEMAS`) become `components.schemas`; every other schema a route uses is written inline,
 * with `$ref`s to the components inside it, so no component is restated and none goes unused.
 * zod converts everything in two passes: `input` (what a client may send: defaults optional)
 * and `output` (what the API answers, and what a query parameter's text is read as).
 */
import * as z from 'zod/mini';
import type { $ZodType, JSONSchema } from 'zod/v4/core';
import { API_SCHEMAS } from './components.ts';

export type Json = Record<string, unknown>;
export type Io = 'input' | 'output';

export const COMPONENTS = '#/components/schemas/';
// A prefix no component name has; a $ref to one of these means a route schema was nested.
const INLINE = 'inline:';

export interface SchemaSet {
  /** The named schemas as `components.schemas`: their output side (see `schemaSet`). */
  readonly components: Readonly<Record<string, Json>>;
  /** A schema where the document uses it: a `$ref` when it is named, inline otherwise. */
  readonly of: (schema: $ZodType, io: Io) => Json;
  /** A schema's own JSON Schema, never a `$ref` to itself. */
  readonly resolve: (schema: $ZodType, io: Io) => Json;
}

/** Drops the keys that belong to a standalone JSON Schema document, not to an embedded one. */
function embedded(schema: Json): Json {
  const { $schema: _, $id: __, ...rest } = schema;
  return rest;
}

/**
 * zod writes a literal or an enum of numbers as `type: number`; when they are all integers (board
 * sizes) the document says `integer`, so a generated client types them as the integers they are.
 */
function integerLiterals({ jsonSchema }: { jsonSchema: JSONSchema.BaseSchema }): void {
  const values = jsonSchema.enum ?? ('const' in jsonSchema ? [jsonSchema.const] : undefined);
  if (jsonSchema.type === 'number' && values?.every(Number.isInteger)) jsonSchema.type = 'integer';
}

export function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

/** The schemas of `used` (each with its id), converted together: id -> JSON Schema. */
function convert(used: ReadonlyMap<$ZodType, string>, io: Io): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of used) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    uri: (id) => `${COMPONENTS}${id}`,
    unrepresentable: 'any',
    override: integerLiterals,
  }) as { schemas: Record<string, Json> };
  const nested = refsIn(schemas).find((ref) => ref.startsWith(`${COMPONENTS}${INLINE}`));
  if (nested) {
    throw new Error(
      `a route's schema (${nested}) is also part of another schema: name it in API_SCHEMAS`,
    );
  }
  return Object.fromEntries(Object.entries(schemas).map(([id, json]) => [id, embedded(json)]));
}

interface Pass {
  readonly ids: ReadonlyMap<$ZodType, string>;
  readonly json: Readonly<Record<string, Json>>;
}

/** One conversion of `named` components and the `inline` route schemas. */
function pass(named: [string, $ZodType][], inline: readonly $ZodType[], io: Io): Pass {
  const ids = new Map(named.map(([id, schema]) => [schema, id]));
  for (const schema of inline) if (!ids.has(schema)) ids.set(schema, `${INLINE}${ids.size}`);
  return { ids, json: convert(ids, io) };
}

/**
 * The components and route schemas of the document. Components are written once, from their
 * output side; a component that a request reaches must read the same on its input side (no
 * defaults or transforms), else the document would misstate what a client may send. The input
 * pass converts only those components (a zod pass over all of them costs a cold isolate
 * milliseconds).
 */
export function schemaSet(
  routeSchemas: Readonly<Record<Io, readonly $ZodType[]>>,
  components: Readonly<Record<string, $ZodType>> = API_SCHEMAS,
): SchemaSet {
  const named = Object.entries(components);
  const names = new Map(named.map(([id, schema]) => [schema, id]));
  const ref = (id: string) => ({ $ref: `${COMPONENTS}${id}` });
  const output = pass(named, [...routeSchemas.output, ...routeSchemas.input], 'output');
  const requested = reachable(
    routeSchemas.input.map((schema) => output.json[output.ids.get(schema) ?? '']),
    output.json,
  );
  for (const schema of routeSchemas.input) {
    const id = names.get(schema);
    if (id) requested.add(id);
  }
  const input = pass(
    named.filter(([id]) => requested.has(id)),
    routeSchemas.input,
    'input',
  );
  for (const id of requested) {
    if (JSON.stringify(input.json[id]) !== JSON.stringify(output.json[id])) {
      throw new Error(`component ${id} reads differently as a request: name its input side apart`);
    }
  }
  const resolve = (schema: $ZodType, io: Io): Json => {
    const { ids, json } = io === 'input' ? input : output;
    const id = ids.get(schema);
    if (id === undefined) throw new Error('a schema the document uses was not converted');
    return json[id];
  };
  return {
    components: Object.fromEntries(named.map(([id]) => [id, output.json[id]])),
    of: (schema, io) => {
      const id = names.get(schema);
      return id ? ref(id) : resolve(schema, io);
    },
    resolve,
  };
}

/** The ids of the components that `roots` refer to, directly or through other components. */
function reachable(roots: readonly Json[], json: Record<string, Json>): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown) => {
    for (const ref of refsIn(value)) {
      const id = ref.slice(COMPONENTS.length);
      if (!seen.has(id)) {
        seen.add(id);
        visit(json[id]);
      }
    }
  };
  visit(roots);
  return seen;
}
