// Explanations are real sentences built from the step: both languages, a nudge and the full
// step, naming the technique, every cell that changes (as "row 4, column 7", or in a group such
// as "row 4, columns 2 and 7") and the houses involved, with no placeholders left over and no
// terse "r4c7"; the public Step carries the same cells as highlights.
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_CATALOG } from '../../shared/index.ts';
import { copyState } from '../../shared/logic/candidates.ts';
import { describe as describeStep } from '../../shared/logic/describe.ts';
import { StepSchema, type TechniqueId } from '../../shared/logic/step.ts';
import { TECHNIQUES } from '../../shared/logic/techniques/index.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { puzzle, VARIANT_TECHNIQUES, walk } from './helpers.ts';

/** One real step of every technique, found along the paths of real puzzles. */
function examples() {
  const out = new Map<TechniqueId, ReturnType<typeof describeStep>>();
  const texts = [
    '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
    ...loadPuzzles('top95').slice(0, 30),
    ...loadPuzzles('magictour-top1465').slice(0, 60),
  ];
  for (const text of texts) {
    walk(puzzle(text), (state) => {
      for (const t of Object.values(TECHNIQUES)) {
        if (out.has(t.id)) continue;
        const step = t.find(copyState(state));
        if (step) out.set(t.id, describeStep(step, 9));
      }
      return out.size === Object.keys(TECHNIQUES).length - VARIANT_TECHNIQUES.length;
    });
  }
  return out;
}

const all = examples();

const WORDS = { en: ['row', 'column', 'and'], id: ['baris', 'kolom', 'dan'] } as const;

/** True when `text` names the cell: alone, or among the cells of its row or of its column. */
function namesCell(text: string, lang: 'en' | 'id', row: number, col: number): boolean {
  const [r, c, and] = WORDS[lang];
  const others = `(\\d+(, |,? ${and} ))*`;
  return (
    new RegExp(`\\b${r} ${row}, ${c}s? ${others}${col}\\b`, 'i').test(text) ||
    new RegExp(`\\b${c} ${col}, ${r}s? ${others}${row}\\b`, 'i').test(text)
  );
}
const HOUSE_EN = { row: 'row', column: 'column', box: 'box', arrow: 'arrow' };
const HOUSE_ID = { row: 'baris', column: 'kolom', box: 'kotak', arrow: 'panah' };

describe('explanations', () => {
  it('cover every technique (arrow sum and killer techniques: test/arrow/, test/killer/)', () => {
    expect([...all.keys()].sort()).toEqual(
      TECHNIQUE_CATALOG.map((t) => t.id)
        .filter((id) => !VARIANT_TECHNIQUES.includes(id))
        .sort(),
    );
  });

  it.each([...all.entries()])(
    '%s: both languages, both levels, every changed cell named',
    (id, step) => {
      StepSchema.parse(step);
      const info = TECHNIQUE_CATALOG.find((t) => t.id === id);
      expect(step.explanation.en.full.startsWith(`${info?.name.en}: `)).toBe(true);
      expect(step.explanation.id.full.startsWith(`${info?.name.id}: `)).toBe(true);
      for (const lang of ['en', 'id'] as const) {
        const { nudge, full } = step.explanation[lang];
        for (const text of [nudge, full]) {
          expect(text).not.toMatch(/undefined|NaN|\[object|[{}]/);
          expect(text).toMatch(/[.?]$/);
          expect(text.length).toBeGreaterThan(20);
          // Cells as players read them, and every sentence starts with a capital letter.
          expect(text).not.toMatch(/\br\d+c\d+\b/i);
          expect(text).not.toMatch(/(^|[.?] )[a-z]/);
        }
        for (const m of [...step.placements, ...step.eliminations]) {
          expect(namesCell(full, lang, m.cell.row + 1, m.cell.col + 1)).toBe(true);
          expect(full).toContain(String(m.digit));
        }
        // A nudge points at the place, it does not carry out the step.
        expect(nudge.length).toBeLessThan(full.length);
      }
      // Houses in the highlight are named in the sentence.
      for (const house of step.highlight.houses) {
        if (id === 'naked-single') continue; // its highlight is the cell's three houses
        expect(step.explanation.en.full.toLowerCase()).toContain(HOUSE_EN[house.kind]);
        expect(step.explanation.id.full.toLowerCase()).toContain(HOUSE_ID[house.kind]);
      }
      // Indonesian really is Indonesian.
      expect(step.explanation.id.full).toMatch(/\b(tidak|Isi|hanya|jika|Jika|berisi|hapus)\b/);
    },
  );

  it('reads naturally for a hidden single', () => {
    const step = all.get('hidden-single');
    expect(step?.explanation.en.nudge).toMatch(/^Look at (row|column|box) \d: where can \d go\?$/);
    expect(step?.explanation.id.nudge).toMatch(
      /^Lihat (baris|kolom|kotak) \d: di mana \d bisa ditempatkan\?$/,
    );
  });
});
