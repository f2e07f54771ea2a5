/**
 * The slots of the killer techniques' texts, read from a step as each technique lays it out
 * (logic/techniques/cage-combination.ts, cage-interaction.ts, innies-outies.ts):
 * - cage combinations: `sum`, `p` (the placed digits' sum), `ways` ("1 + 2 + 4 or 1 + 3 + 5");
 * - cage/house interactions: `sum`, `A` (the whole cage), `P` (the digit's places), `all`,
 *   `where` (pointing) and `left` (claiming: the ways left);
 * - the 45 rule: `H` (the houses), `H45` (what they hold), `hs` (45 per house), `cs` (the
 *   cages' sum), `t` (the set's total), `S` (the set), `rest` (after the placed digits) and
 *   `so` (the conclusion).
 */
import { digitsOf } from '../bits.ts';
import type { Found } from '../step.ts';
import type { Language } from './language.ts';
import { fill, type Namer } from './names.ts';

type Slots = Record<string, string>;

/** Ways to make a sum, from digit masks: "1 + 9, 2 + 8 or 3 + 7". */
const ways = (w: Namer, lang: Language, masks: readonly number[]): string =>
  w.list(
    masks.map((mask) => digitsOf(mask).join(' + ')),
    lang.or,
  );

export function killerSlots(
  step: Found,
  text: string,
  lang: Language,
  w: Namer,
  slots: Slots,
): Slots {
  const { cells, digits, houses } = step;
  const { phrases } = lang;
  switch (text) {
    case 'cage-single':
    case 'cage-last':
      return { sum: String(digits[1]), p: String(digits[2]) };
    case 'cage-one':
    case 'cage-some':
      return { sum: String(digits[0]), ways: ways(w, lang, digits.slice(1)) };
    case 'cage-pointing':
    case 'cage-claiming': {
      const [, sum, count] = digits;
      const at = {
        ...slots,
        sum: String(sum),
        A: w.cells(cells),
        P: w.cells(cells.slice(0, count)),
        ways: ways(w, lang, digits.slice(3)),
      };
      return {
        ...at,
        all: count === 2 ? phrases.both : phrases.all,
        where: fill(count === 1 ? phrases.lieIn : phrases.lieInAll, at),
        left: fill(digits.length === 4 ? phrases.wayLeft : phrases.waysLeft, at),
      };
    }
    case 'innies':
    case 'outies': {
      const [target, total, whole, cages, placed, open] = digits;
      const at = {
        ...slots,
        H: w.houses(houses),
        N: lang.counts[houses.length] ?? String(houses.length),
        hs: String(whole),
        cs: String(cages),
        t: String(total),
        T: String(target),
        p: String(placed),
        S: w.cells(cells),
        O: w.cells(cells.slice(0, open)),
      };
      return {
        ...at,
        H45: fill(houses.length === 1 ? phrases.house45 : phrases.houses45, at),
        rest: placed > 0 ? fill(phrases.placed45, at) : '',
        so: fill(step.placements.length > 0 ? phrases.place45 : phrases.remove45, at),
      };
    }
    default:
      return {};
  }
}
