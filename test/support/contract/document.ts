/**
 * The OpenAPI document as the contract tests read it: every operation with its parameters, its
 * request body's schema and its documented responses (status, media types, headers), $refs
 * resolved on demand. Read from the document itself, not from the route table, so that the tests
 * hold what a client sees to what the Worker does.
 */

export type Json = Record<string, unknown>;
export type Schema = Json;

export interface Parameter {
  readonly name: string;
  /** Where it is sent: the query string, the path (`{name}`) or a request header. */
  readonly in: 'query' | 'path' | 'header';
  readonly required: boolean;
  readonly schema: Schema;
}

export interface DocumentedHeader {
  readonly schema: Schema;
  /** Sent with every response of this status (OpenAPI's `required`). */
  readonly required: boolean;
}

export interface DocumentedResponse {
  /** Header name -> what the document says of it, for this status. */
  readonly headers: Readonly<Record<string, DocumentedHeader>>;
  /** Media type -> its schema (undefined when only the media type is documented). */
  readonly content: Readonly<Record<string, Schema | undefined>>;
  /** The JSON pointer of the response in the document. */
  readonly pointer: string;
}

export interface Operation {
  readonly id: string;
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body?: Schema;
  /** Whether it needs a player token (a security requirement of its own). */
  readonly security: boolean;
  /** By status, as the document writes it ('200', '400', ...). */
  readonly responses: Readonly<Record<string, DocumentedResponse>>;
}

/** A JSON pointer segment (RFC 6901). */
export const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

const pointerTo = (...keys: string[]): string => `#/${keys.map(pointerSegment).join('/')}`;

/** The schema a `$ref` points at, followed until it is not a reference. */
export function resolver(document: Json): (schema: Schema) => Schema {
  const at = (ref: string): Schema => {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are expected: ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Json)[key];
      if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    }
    return node as Schema;
  };
  return function resolve(schema: Schema): Schema {
    return typeof schema.$ref === 'string' ? resolve(at(schema.$ref)) : schema;
  };
}

/** Every operation of the document, in its order. */
export function operationsOf(document: Json): Operation[] {
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(methods as Record<string, Json>)) {
      const op = raw as {
        operationId: string;
        parameters?: {
          name: string;
          in: Parameter['in'];
          required?: boolean;
          schema: Schema;
        }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: unknown[];
        responses: Record<string, { headers?: Record<string, Json>; content?: Json }>;
      };
      const responses: Record<string, DocumentedResponse> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = Object.entries(response.headers ?? {}).map(([name, header]) => [
          name,
          { schema: resolve((header.schema ?? {}) as Schema), required: header.required === true },
        ]);
        const content = Object.entries((response.content ?? {}) as Record<string, Json>).map(
          ([type, media]) => [type, media.schema as Schema | undefined],
        );
        responses[status] = {
          headers: Object.fromEntries(headers),
          content: Object.fromEntries(content),
          pointer: pointerTo('paths', path, method, 'responses', status),
        };
      }
      operations.push({
        id: op.operationId,
        method: method as Operation['method'],
        path,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: resolve(p.schema),
        })),
        body: op.requestBody
          ? resolve(op.requestBody.content['application/json'].schema)
          : undefined,
        security: (op.security ?? []).length > 0,
        responses,
      });
    }
  }
  return operations;
}

/** The problem statuses an operation documents (4xx and 5xx), as numbers. */
export const problemStatuses = (op: Operation): number[] =>
  Object.keys(op.responses)
    .map(Number)
    .filter((status) => status >= 400);
