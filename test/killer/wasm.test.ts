// Killer cages with the WebAssembly 9x9 solver installed (as in the Worker): the WebAssembly core
// knows no cages, so solve takes the general search for them, and the answer is the same on
// both cores, whatever form the puzzle comes in. Without this, an empty 81-cell board with
// cages went to the WebAssembly core and came back `multiple`, the cages ignored.
import { describe, expect, it } from 'vitest';
import { generate, parse, solve } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { onCore } from '../support/wasm.ts';
import { CAGES, GIVENS, SOLUTION } from './fixtures.ts';

describe('solve with cages when the WebAssembly core is installed', () => {
  const made = unwrap(generate({ seed: 'wasm-killer', level: 'hard', variant: 'killer' }));
  const grid = unwrap(parse(made.puzzle));
  const forms = { text: made.puzzle, flat: Array.from(grid.cells), grid };

  it.each(Object.entries(forms))(
    '%s: the cages are honoured, as on the JavaScript core',
    (_, puzzle) => {
      const onWasm = onCore('wasm', () => unwrap(solve(puzzle, { cages: made.cages })));
      const onJs = onCore('js', () => unwrap(solve(puzzle, { cages: made.cages })));
      expect(onWasm.status).toBe('solved');
      expect(onWasm.solution?.join('')).toBe(made.solution);
      expect({ ...onWasm, stats: undefined }).toEqual({ ...onJs, stats: undefined });
      expect(onWasm.stats.nodes).toBe(onJs.stats.nodes);
    },
  );

  it('givens and cages together, and a board the cages leave open', () => {
    onCore('wasm', () => {
      expect(unwrap(solve(GIVENS, { cages: CAGES })).solution?.join('')).toBe(SOLUTION);
      expect(unwrap(solve('.'.repeat(81), { cages: CAGES })).status).toBe('multiple');
      // Without cages the same empty board still goes to the WebAssembly core.
      expect(unwrap(solve('.'.repeat(81), { limit: 1 })).status).toBe('solved');
    });
  });
});
