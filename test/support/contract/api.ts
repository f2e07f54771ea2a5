/**
 * The API's OpenAPI document as the contract tests share it: its operations, the checker of its
 * responses, and how values are derived from its schemas (around the pinned today of
 * exchange.ts, with seeds that name puzzles of the day among the seeds sent).
 */
import fc from 'fast-check';
import { dailySeed, LEVELS } from '../../../shared/index.ts';
import { openApiDocument } from '../../../worker/contract.ts';
import { conformance } from './conformance.ts';
import { type Operation, operationsOf, resolver } from './document.ts';
import { TODAY } from './exchange.ts';
import { type Derivation, daysAround } from './values.ts';

export const DOCUMENT = openApiDocument();
export const OPERATIONS = operationsOf(DOCUMENT);
export const check = conformance(DOCUMENT);

export const DERIVATION: Derivation = {
  resolve: resolver(DOCUMENT),
  today: TODAY,
  named: {
    // A day's seed is public (`daily:YYYY-MM-DD:LEVEL`): whatever route it is sent to, the
    // answer must be one the document promises (the daily rules may refuse it).
    seed: fc
      .tuple(daysAround(TODAY, -2, 3), fc.constantFrom(...LEVELS))
      .map(([day, level]) => dailySeed(day, level)),
  },
};

export function operation(id: string): Operation {
  const op = OPERATIONS.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id} in the document`);
  return op;
}

export const label = (op: Operation): string => `${op.method.toUpperCase()} ${op.path}`;
