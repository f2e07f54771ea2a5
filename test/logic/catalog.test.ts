// The technique catalogue: every technique of the library once, in the order hints and ratings
// try them, named as the explanations name them, described in both languages.

import { describe, expect, it } from 'vitest';
import { hint, LEVELS, TECHNIQUE_CATALOG, TechniqueInfoSchema } from '../../shared/index.ts';
import { NAMES_EN } from '../../shared/logic/explain/en.ts';
import { NAMES_ID } from '../../shared/logic/explain/id.ts';
import { LIBRARY } from '../../shared/logic/techniques/index.ts';
import { unwrap } from '../support/result.ts';

describe('the technique catalogue', () => {
  it('lists the library in its order, ranked from 1, with each level after the one before', () => {
    expect(TECHNIQUE_CATALOG.map((t) => t.id)).toEqual(LIBRARY.map((t) => t.id));
    expect(TECHNIQUE_CATALOG.map((t) => t.rank)).toEqual(LIBRARY.map((_, i) => i + 1));
    const ranks = TECHNIQUE_CATALOG.map((t) => LEVELS.indexOf(t.level));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const info of TECHNIQUE_CATALOG) TechniqueInfoSchema.parse(info);
  });

  it('names each technique as its step explanations do, in English and Indonesian', () => {
    for (const { id, name } of TECHNIQUE_CATALOG) {
      expect(name).toEqual({ en: NAMES_EN[id], id: NAMES_ID[id] });
    }
  });

  it('describes each technique in whole sentences in both languages', () => {
    for (const { id, description } of TECHNIQUE_CATALOG) {
      for (const text of [description.en, description.id]) {
        expect(text, id).toMatch(/^[A-Z].{40,}[.)]$/s);
        expect(text, id).not.toMatch(/undefined|\{|\}/);
      }
      expect(description.id, id).not.toBe(description.en);
    }
    // Indonesian words where the English has its own: no untranslated text left behind.
    const indonesian = TECHNIQUE_CATALOG.filter((t) =>
      /\b(baris|kolom|kotak|angka|sel)\b/.test(t.description.id),
    );
    expect(indonesian).toHaveLength(TECHNIQUE_CATALOG.length);
  });

  it("gives a variant's own techniques to that variant alone, every other one to every variant", () => {
    const own: Record<string, string> = {
      'arrow-sum': 'arrow',
      'cage-combination': 'killer',
      'cage-interaction': 'killer',
      'innies-outies': 'killer',
    };
    for (const { id, variants } of TECHNIQUE_CATALOG) {
      expect(variants, id).toEqual(id in own ? [own[id]] : ['classic', 'arrow', 'killer']);
    }
  });

  it('gives the level and name a hint reports for a step of that technique', () => {
    const puzzle =
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const answer = unwrap(hint(puzzle));
    if (answer.kind !== 'step') throw new Error(`expected a step, got ${answer.kind}`);
    const { technique, level, name } = answer.step;
    const info = TECHNIQUE_CATALOG.find((t) => t.id === technique);
    expect(info).toMatchObject({ level, name: { en: name } });
  });
});
