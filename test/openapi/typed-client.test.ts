// A client generated from the OpenAPI document by openapi-typescript type-checks against real
// exchanges with the API: every sample request (as a typed client writes it) and every response
// that came back is assigned to the generated operation types and checked by the TypeScript
// compiler. The same samples against a document with known wrong types must fail, line by line.
// The players' samples go to the Worker served by `wrangler dev`, for its D1 and Durable Objects.
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../../scripts/dev-server.ts';
import { openApiDocument } from '../../worker/contract.ts';
import { playerContext, playerSamples } from './player-samples.ts';
import { type Exchange, exchange, operationsOf, samplesFor } from './samples.ts';
import { type TypeProblem, typecheck } from './typecheck.ts';

type Json = Record<string, unknown>;

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/;
const TEXT_MEDIA = /^(text\/|image\/svg\+xml$)/;

/** One statement a line: the request (when valid) and the response of each exchange, typed. */
function assignments(exchanges: readonly Exchange[]): { source: string; names: string[] } {
  const lines = ["import type { operations } from './api';"];
  const names = [''];
  const add = (name: string, statement: string) => {
    lines.push(statement);
    names.push(name);
  };
  for (const [i, { sample, status, mediaType, body }] of exchanges.entries()) {
    const op = `operations[${JSON.stringify(sample.operationId)}]`;
    if (!sample.invalid && sample.query) {
      const type = `NonNullable<${op}['parameters']['query']>`;
      add(`q${i}`, `export const q${i}: ${type} = ${JSON.stringify(sample.query)};`);
    }
    if (sample.params) {
      const type = `NonNullable<${op}['parameters']['path']>`;
      add(`p${i}`, `export const p${i}: ${type} = ${JSON.stringify(sample.params)};`);
    }
    if (!sample.invalid && sample.body !== undefined) {
      const type = `NonNullable<${op}['requestBody']>['content']['application/json']`;
      add(`b${i}`, `export const b${i}: ${type} = ${JSON.stringify(sample.body)};`);
    }
    const response = `${op}['responses'][${status}]`;
    if (!mediaType) add(`r${i}`, `export type R${i} = ${response};`);
    else {
      const type = `${response}['content'][${JSON.stringify(mediaType)}]`;
      const value = JSON_MEDIA.test(mediaType)
        ? body
        : TEXT_MEDIA.test(mediaType)
          ? JSON.stringify(body)
          : undefined;
      add(
        `r${i}`,
        value === undefined
          ? `export type R${i} = ${type};`
          : `export const r${i}: ${type} = ${value};`,
      );
    }
  }
  return { source: `${lines.join('\n')}\n`, names };
}

/** The document with wrong types a generated client would inherit (size as text, ...). */
function wrongDocument(): Json {
  const wrong = structuredClone(openApiDocument()) as {
    paths: Record<string, Record<string, { parameters: { name: string; schema: Json }[] }>>;
    components: { schemas: Record<string, { properties: Record<string, Json> }> };
  };
  const { schemas } = wrong.components;
  schemas.Puzzle.properties.size = { type: 'string', pattern: '^(4|6|9|16|25)$' };
  const size = wrong.paths['/api/v1/puzzles'].get.parameters.find((p) => p.name === 'size');
  if (size) size.schema = { type: 'string', pattern: '^(4|6|9|16|25)$' };
  schemas.SolveResult.properties.status = { type: 'string', enum: ['solved', 'multiple'] };
  schemas.Health.properties.engineVersion = { type: 'number' };
  return wrong;
}

/** The lines the wrong document must fail: what it mistypes, in these exchanges. */
function mistyped(exchanges: readonly Exchange[]): string[] {
  return exchanges.flatMap(({ sample, status, body }, i) => {
    const json = status === 200 && body.startsWith('{') ? (JSON.parse(body) as Json) : {};
    return [
      ...(!sample.invalid && sample.operationId === 'getPuzzle' && sample.query?.size !== undefined
        ? [`q${i}`]
        : []),
      ...(sample.operationId === 'getPuzzle' && status === 200 ? [`r${i}`] : []),
      ...(sample.operationId === 'solve' && ['invalid', 'unsolvable'].includes(String(json.status))
        ? [`r${i}`]
        : []),
      ...(sample.operationId === 'health' && status === 200 ? [`r${i}`] : []),
    ];
  });
}

const clientTypes = async (document: Json): Promise<string> =>
  astToString(await openapiTS(structuredClone(document) as never));

describe('a client generated from the OpenAPI document by openapi-typescript', () => {
  let exchanges: Exchange[];
  let names: string[];
  let problems: TypeProblem[];
  let server: DevServer | undefined;

  beforeAll(async () => {
    server = await startDevServer();
    const operations = operationsOf(openApiDocument());
    const samples = [...samplesFor(operations), ...playerSamples(await playerContext(server))];
    exchanges = await exchange(samples, operations, server.base);
    const checks = assignments(exchanges);
    names = checks.names;
    problems = typecheck({
      'api.d.ts': await clientTypes(openApiDocument()),
      'checks.ts': checks.source,
      'wrong-api.d.ts': await clientTypes(wrongDocument()),
      'wrong-checks.ts': checks.source.replace("from './api'", "from './wrong-api'"),
    });
    // wrangler dev, two generations and a compiler run: seconds, more on a busy machine. A
    // safety net only.
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('is exercised on every operation, each answering at least once with a 2xx', () => {
    const answered = new Set(
      exchanges.filter((e) => e.status < 300).map((e) => e.sample.operationId),
    );
    const missing = [...operationsOf(openApiDocument()).keys()].filter((id) => !answered.has(id));
    // A route that needs a query or a body gets its sample requests in samples.ts.
    expect(missing, 'operations without a successful sample in test/openapi/samples.ts').toEqual(
      [],
    );
    expect(exchanges.filter((e) => e.status >= 400).map((e) => e.status)).toEqual(
      expect.arrayContaining([400, 401, 404, 405, 412, 422, 428, 503]),
    );
  });

  it('type-checks every request and every real response', () => {
    const errors = problems
      .filter((p) => p.file === 'checks.ts' || p.file === 'api.d.ts')
      .map((p) => `${names[p.line - 1] ?? p.file} line ${p.line}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('fails, at the mistyped values, when the document types them wrong', () => {
    const failing = new Set(
      problems.filter((p) => p.file === 'wrong-checks.ts').map((p) => names[p.line - 1]),
    );
    const expected = mistyped(exchanges);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect([...failing]).toEqual(expect.arrayContaining(expected));
  });
});
