/**
 * Explanations in every language the product speaks (English and Bahasa Indonesia), built from a
 * step, a reveal or a list of mistakes. The sentences are data (en.ts, id.ts); this module reads
 * the step once into `{slots}` and fills each language's templates with them:
 * - every step: `c0`, `c1`... its cells, `h0`... its houses and `k0`... their kinds, `d0`... its
 *   digits; `C` all its cells, `D` all its digits, `n` how many cells (in words); `E` what the
 *   eliminations mean ("... cannot be 5") and `R` the eliminations ("5 from ..."); `name` and
 *   `Name` the technique's name; `they` "it sees" or "they see" (English only);
 * - some techniques, more: see `extraSlots`.
 * Every sentence starts with a capital letter, whatever slot it starts with.
 */
import type { Size } from '../../board/geometry.ts';
import type { Explanation, Explanations, Found, Move, TechniqueId } from '../step.ts';
import { killerSlots } from './killer.ts';
import type { KillerText, Language, SharedText, StepTexts } from './language.ts';
import { LANGUAGES } from './languages.ts';
import { fill, type Namer, namer } from './names.ts';

type Slots = Record<string, string>;

/** The techniques that share a text (see language.ts). */
const SHARED: Partial<Record<TechniqueId, SharedText>> = {
  'naked-pair': 'naked-subset',
  'naked-triple': 'naked-subset',
  'naked-quad': 'naked-subset',
  'hidden-pair': 'hidden-subset',
  'hidden-triple': 'hidden-subset',
  'hidden-quad': 'hidden-subset',
  'x-wing': 'fish',
  swordfish: 'fish',
  jellyfish: 'fish',
};

/** The killer techniques' texts, by the kind of step (see each technique). */
const KILLER_KINDS: Readonly<Record<string, KillerText>> = {
  single: 'cage-single',
  last: 'cage-last',
  one: 'cage-one',
  some: 'cage-some',
  pointing: 'cage-pointing',
  claiming: 'cage-claiming',
  innies: 'innies',
  outies: 'outies',
};

function textOf(step: Found): keyof StepTexts {
  switch (step.technique) {
    case 'arrow-sum':
      return `arrow-${step.kind === 'circle' ? 'circle' : 'line'}`;
    case 'cage-combination':
    case 'cage-interaction':
    case 'innies-outies':
      return KILLER_KINDS[step.kind ?? ''] ?? 'cage-some';
    default:
      return SHARED[step.technique] ?? (step.technique as keyof StepTexts);
  }
}

const capitalise = (text: string) =>
  text.replace(
    /(^|[.?] )(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );

/** A template filled and written as sentences. */
const say = (template: string, slots: Slots) => capitalise(fill(template, slots));

/** The digits from lo to hi inside 1..size: "7, 8 or 9", or "a digit from 3 to 9". */
function digitRange(lang: Language, w: Namer, size: Size, lo: number, hi: number): string {
  const from = Math.max(1, lo);
  const to = Math.min(size, hi);
  if (to - from > 2) return fill(lang.phrases.span, { lo: w.digit(from), hi: w.digit(to) });
  return w.digits(
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
    lang.or,
  );
}

/**
 * The slots of the techniques whose sentences need more than the common ones: fish `B` and `V`
 * (base and cover houses), `N` (how many of each) and `bk`, `vk` (their kinds); locked candidates
 * `all` ("both" or "all"); simple colouring `on`, `off` (the two colours' cells), `get` and `why`;
 * chains `chain` (the links) and `L` (the last cell); arrow sums `line`, `lo`, `hi` (the line's
 * least and greatest sum), `hold` (the digits the cell can still hold) and `rest`.
 */
function extraSlots(step: Found, lang: Language, w: Namer, size: Size, slots: Slots): Slots {
  const { cells, houses, digits } = step;
  const { phrases } = lang;
  const last = cells.length - 1;
  switch (textOf(step)) {
    case 'fish': {
      const n = houses.length / 2;
      return {
        B: w.houses(houses.slice(0, n)),
        V: w.houses(houses.slice(n)),
        N: lang.counts[n],
        bk: w.kind(houses[0])[1],
        vk: w.kind(houses[n])[1],
      };
    }
    case 'pointing':
    case 'claiming':
      return { all: cells.length === 2 ? phrases.both : phrases.all };
    case 'simple-colouring': {
      const side = (role: string) => step.marks.filter((m) => m.role === role).map((m) => m.cell);
      const on = side('on');
      const targets = step.eliminations.map((m) => m.cell);
      const why =
        step.kind === 'wrap' ? phrases.wrap : targets.length === 1 ? phrases.trap : phrases.traps;
      return {
        on: w.cells(on),
        off: w.cells(side('off')),
        get: on.length === 1 ? phrases.gets : phrases.get,
        why: fill(why, { ...slots, T: w.cells(targets) }),
      };
    }
    case 'x-chain': {
      const links: string[] = [];
      for (let i = 0; i < last; i += 2) {
        const link = i === 0 ? phrases.xFirst : phrases.xNext;
        const at = { a: w.cell(cells[i]), b: w.cell(cells[i + 1]), h: w.house(houses[i / 2]) };
        links.push(fill(link, { ...slots, ...at }));
      }
      return { chain: links.join('; '), L: w.cell(cells[last]) };
    }
    case 'xy-chain': {
      const links = cells.map((cell, i) =>
        fill(i === 0 ? phrases.xyFirst : phrases.xyNext, {
          a: w.cell(cell),
          x: w.digit(digits[i]),
          y: w.digit(digits[i + 1]),
        }),
      );
      return { chain: links.join('; '), L: w.cell(cells[last]) };
    }
    case 'arrow-circle':
      return {
        line: w.cells(cells.slice(1)),
        lo: String(digits[0]),
        hi: String(digits[1]),
        hold: digitRange(lang, w, size, digits[0], digits[1]),
      };
    case 'arrow-line':
      return {
        rest: cells.length > 2 ? fill(phrases.together, { others: w.cells(cells.slice(2)) }) : '',
        hold: digitRange(lang, w, size, digits[0], digits[1]),
      };
    default:
      return killerSlots(step, textOf(step), lang, w, slots);
  }
}

function stepSlots(step: Found, lang: Language, size: Size): Slots {
  const w = namer(lang, size);
  const seeing = new Set(step.eliminations.map((m) => m.cell)).size > 1 ? 1 : 0;
  const slots: Slots = {
    C: w.cells(step.cells),
    D: w.digits(step.digits),
    E: w.cannot(step.eliminations),
    R: w.removals(step.eliminations),
    n: lang.counts[step.cells.length] ?? String(step.cells.length),
    Name: lang.names[step.technique],
    name: lang.names[step.technique].toLowerCase(),
    they: lang.they?.[seeing] ?? '',
  };
  step.cells.forEach((cell, i) => {
    slots[`c${i}`] = w.cell(cell);
  });
  step.houses.forEach((house, i) => {
    slots[`h${i}`] = w.house(house);
    slots[`k${i}`] = w.kind(house)[0];
  });
  step.digits.forEach((digit, i) => {
    slots[`d${i}`] = w.digit(digit);
  });
  return { ...slots, ...extraSlots(step, lang, w, size, slots) };
}

function explainIn(lang: Language, step: Found, size: Size): Explanation {
  const slots = stepSlots(step, lang, size);
  const [nudge, full] = lang.steps[textOf(step)];
  return { nudge: say(nudge, slots), full: `${lang.names[step.technique]}: ${say(full, slots)}` };
}

function revealIn(lang: Language, size: Size, cell: number, digit: number): Explanation {
  const w = namer(lang, size);
  const [nudge, full] = lang.steps.reveal;
  const slots = { c0: w.cell(cell), d0: w.digit(digit) };
  return { nudge: say(nudge, slots), full: say(full, slots) };
}

function mistakesIn(
  lang: Language,
  size: Size,
  entries: readonly Move[],
  notes: readonly number[],
): Explanation {
  const w = namer(lang, size);
  const { phrases } = lang;
  const parts: string[] = [];
  if (entries.length > 0) {
    const list = w.list(entries.map((m) => `${w.cell(m.cell)} (${w.digit(m.digit)})`));
    parts.push(fill(entries.length === 1 ? phrases.entry : phrases.entries, { list }));
  }
  if (notes.length > 0) parts.push(fill(phrases.notes, { C: w.cells(notes) }));
  const count = entries.length + notes.length;
  const first = entries.length > 0 ? entries[0].cell : notes[0];
  const slots = { count: String(count), row: w.row(first) };
  return {
    nudge: say(count === 1 ? phrases.wrong : phrases.wrongs, slots),
    full: say(`${parts.join(' ')} ${count === 1 ? phrases.fixIt : phrases.fixThem}`, slots),
  };
}

// The languages are read at each call: the widget's stand-in (languages.ts) gains them as loaded.
const both = (make: (lang: Language) => Explanation): Explanations => ({
  en: make(LANGUAGES.en),
  id: make(LANGUAGES.id),
});

export const explain = (step: Found, size: Size): Explanations =>
  both((lang) => explainIn(lang, step, size));

export const explainReveal = (size: Size, cell: number, digit: number): Explanations =>
  both((lang) => revealIn(lang, size, cell, digit));

export const explainMistakes = (
  size: Size,
  entries: readonly Move[],
  notes: readonly number[],
): Explanations => both((lang) => mistakesIn(lang, size, entries, notes));

export const explainSolved = (): Explanations =>
  both(({ steps }) => ({ nudge: steps.solved[0], full: steps.solved[1] }));
