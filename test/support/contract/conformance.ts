/**
 * Whether a response is one the OpenAPI document promises for its operation: a documented status,
 * a documented media type whose schema the body satisfies (JSON Schema 2020-12, checked by Ajv
 * against the document itself, not against the zod schemas it was built from), no body where
 * none is documented, every required header present, and every documented header sent with a
 * value its schema allows. Each departure is one line of text, so that a failing test says all of
 * them at once.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { isCalendarDate } from '../../../shared/index.ts';
import { type DocumentedResponse, type Json, type Operation, pointerSegment } from './document.ts';

/** What came back, read once. */
export interface Received {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/;
const TEXT_MEDIA = /^(text\/[\w.+-]+|image\/svg\+xml)$/;

const mediaTypeOf = (headers: Headers): string =>
  (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** The problem code of a body, when it has one: said with a status, it names what went wrong. */
function codeOf(received: Received): string {
  if (!mediaTypeOf(received.headers).endsWith('json')) return '';
  try {
    const code = (JSON.parse(new TextDecoder().decode(received.body)) as Json).code;
    return typeof code === 'string' ? ` ${code}` : '';
  } catch {
    return '';
  }
}

export type Check = (op: Operation, method: string, received: Received) => string[];

/** The checker of one document: schemas compiled once each, by their place in the document. */
export function conformance(document: Json): Check {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date', { type: 'string', validate: isCalendarDate });
  ajv.addSchema(document, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  const errorsOf = (validate: ValidateFunction): string =>
    ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' });

  function checkBody(documented: DocumentedResponse, received: Received, where: string): string[] {
    const mediaType = mediaTypeOf(received.headers);
    const types = Object.keys(documented.content);
    if (received.body.length === 0) return [];
    if (types.length === 0) return [`${where}: a ${mediaType || 'untyped'} body, none documented`];
    if (!types.includes(mediaType)) {
      return [`${where}: Content-Type ${mediaType || 'none'}, documented ${types.join(', ')}`];
    }
    if (!documented.content[mediaType]) return [];
    const text = new TextDecoder().decode(received.body);
    let value: unknown = text;
    if (JSON_MEDIA.test(mediaType)) {
      try {
        value = JSON.parse(text);
      } catch {
        return [`${where}: ${mediaType} that is not JSON: ${text.slice(0, 80)}`];
      }
    } else if (!TEXT_MEDIA.test(mediaType)) {
      return [`${where}: no way to read a ${mediaType} body against its schema`];
    }
    const validate = validator(`${documented.pointer}/content/${pointerSegment(mediaType)}/schema`);
    return validate(value) ? [] : [`${where}: the body breaks its schema: ${errorsOf(validate)}`];
  }

  function checkHeaders(
    documented: DocumentedResponse,
    received: Received,
    where: string,
  ): string[] {
    const problems: string[] = [];
    for (const [name, { schema, required }] of Object.entries(documented.headers)) {
      const text = received.headers.get(name);
      if (text === null) {
        if (required) problems.push(`${where}: required header ${name} missing`);
        continue;
      }
      // A header is text; a numeric schema documents the number that text writes.
      const numeric = schema.type === 'integer' || schema.type === 'number';
      if (numeric && !/^-?\d+(\.\d+)?$/.test(text)) {
        problems.push(`${where}: header ${name}: ${JSON.stringify(text)} is not a ${schema.type}`);
        continue;
      }
      const validate = validator(`${documented.pointer}/headers/${pointerSegment(name)}/schema`);
      if (!validate(numeric ? Number(text) : text)) {
        problems.push(`${where}: header ${name} ${JSON.stringify(text)}: ${errorsOf(validate)}`);
      }
    }
    return problems;
  }

  return (op, method, received) => {
    const where = `${method} ${op.path} -> ${received.status}${codeOf(received)}`;
    const documented = op.responses[String(received.status)] ?? op.responses.default;
    if (!documented) {
      return [
        `${where}: not documented (${op.id} documents ${Object.keys(op.responses).join(', ')})`,
      ];
    }
    return [
      ...(method === 'HEAD' ? [] : checkBody(documented, received, where)),
      ...checkHeaders(documented, received, where),
    ];
  };
}
