// @apidevtools/swagger-parser on the OpenAPI document the Worker serves: it validates against
// the OpenAPI 3.1 schema, and every $ref dereferences.
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { refsIn } from '../../worker/api/service/json-schemas.ts';
import { openApiDocument } from '../../worker/contract.ts';

type Json = Record<string, unknown>;

// swagger-parser resolves in place: each call gets its own copy.
const copy = () => structuredClone(openApiDocument()) as never;

describe('swagger-parser', () => {
  it('validates the document', async () => {
    const api = (await SwaggerParser.validate(copy())) as Json;
    expect(api.openapi).toBe('3.1.0');
  });

  it('dereferences every $ref, to the component it names', async () => {
    const dereferenced: unknown = await SwaggerParser.dereference(copy());
    const api = dereferenced as { paths: Record<string, Record<string, Json>> };
    expect(refsIn(api.paths)).toEqual([]);
    const solve = api.paths['/api/v1/solve'].post as {
      responses: Record<string, { content: Record<string, { schema: Json }> }>;
    };
    expect(solve.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { status: { enum: ['solved', 'multiple', 'unsolvable', 'invalid'] } },
    });
  });

  it('rejects a document whose $ref names no component', async () => {
    const document = copy() as { paths: Record<string, Record<string, Json>> };
    document.paths['/api/v1/health'].get.responses = {
      200: {
        description: 'Up.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } },
      },
    };
    await expect(SwaggerParser.validate(document as never)).rejects.toThrow(/Nowhere/);
  });
});
