/**
 * The deductions of the general search, run from the work queues of its state
 * (general-state.ts) to a fixpoint, so they only look at what changed: naked and hidden singles,
 * locked candidates both ways (pointing and claiming), naked and hidden pairs, and the extra
 * rules' own pruning. Each pays for itself in time on 25x25 puzzles (measured on 81 hard ones:
 * without locked candidates they took 5 times as long, without pairs 3 times). Measured and left
 * out: naked and hidden triples (a quarter fewer nodes, not worth their scans), X-wings (no fewer
 * nodes), and a full matching per house, which finds every naked and hidden subset (2-4 times
 * fewer nodes on some puzzles, more on others, at several times the cost per node).
 */
import {
  type CellConstraint,
  CONTRADICTION,
  NARROWED,
  UNCHANGED,
} from '../constraints/constraint.ts';
import { CandidateState, ctz } from './general-state.ts';

export class Deductions extends CandidateState {
  /** Extra rules beyond rows, columns and boxes (arrows, cages, ...): set with `setRules`. */
  constraints: readonly CellConstraint[] = [];
  /** Scratch copies of a constraint's cells before and after its `prune`, to see what changed. */
  before = new Int32Array(16);
  after = new Int32Array(16);
  /**
   * Which rules may narrow something: a rule whose cells have not changed since its last
   * `prune` left them as they were would leave them so again, so it is skipped. For every cell
   * the rules through it; per rule, 1 when it must run; the trail entries up to `seen` have
   * marked their cells' rules.
   */
  rulesOf: number[][] = [];
  ruleDirty = new Uint8Array(0);
  seen = 0;

  /** Sets the extra rules for a search: all of them run first. */
  setRules(constraints: readonly CellConstraint[]): void {
    this.constraints = constraints;
    if (constraints.length === 0) return;
    const rulesOf: number[][] = Array.from({ length: this.cellCount }, () => []);
    constraints.forEach((rule, i) => {
      for (const cell of rule.watch ?? rule.cells) rulesOf[cell].push(i);
    });
    this.rulesOf = rulesOf;
    this.ruleDirty = new Uint8Array(constraints.length).fill(1);
    this.seen = this.trail;
  }

  /** Marks the rules through the cells the trail entries `from` to `to` changed. */
  markRules(from: number, to: number): void {
    const { trailCell, rulesOf, ruleDirty } = this;
    for (let t = from; t < to; t++) {
      const cell = trailCell[t];
      // A placement (~cell) changes no candidate.
      if (cell < 0) continue;
      for (const rule of rulesOf[cell]) ruleDirty[rule] = 1;
    }
  }

  /** Unwinding changes candidates back: the rules through those cells must look again. */
  override undo(mark: number): void {
    if (this.constraints.length > 0) {
      this.markRules(mark, this.trail);
      if (this.seen > mark) this.seen = mark;
    }
    super.undo(mark);
  }

  /**
   * Naked and hidden singles, locked candidates, pairs and the extra rules, to a fixpoint, the
   * cheapest first: each step runs only when every cheaper queue is empty.
   */
  propagate(): boolean {
    const { cand, placed, places, houseCells, size, naked, hidden, dirty, dirtyDigits } = this;
    for (;;) {
      if (this.nakedLength > 0) {
        const cell = naked[--this.nakedLength];
        if (placed[cell] === 0 && !this.place(cell)) return false;
        continue;
      }
      if (this.hiddenLength > 0) {
        const at = hidden[--this.hiddenLength];
        const left = places[at];
        if (left === 0) return false;
        if ((left & (left - 1)) !== 0) continue;
        const house = (at / size) | 0;
        const bit = 1 << (at - house * size);
        const cell = houseCells[house * size + ctz(left)];
        if (cand[cell] !== bit && !this.remove(cell, cand[cell] ^ bit)) return false;
        continue;
      }
      if (this.dirtyLength > 0) {
        const house = dirty[--this.dirtyLength];
        let digits = dirtyDigits[house];
        dirtyDigits[house] = 0;
        while (digits !== 0) {
          const bit = digits & -digits;
          digits ^= bit;
          if (!this.locked(house, ctz(bit))) return false;
        }
        continue;
      }
      if (this.pairCellsLength > 0) {
        if (!this.nakedPair(this.pairCells[--this.pairCellsLength])) return false;
        continue;
      }
      if (this.pairPlacesLength > 0) {
        if (!this.hiddenPair(this.pairPlaces[--this.pairPlacesLength])) return false;
        continue;
      }
      if (this.constraints.length > 0) {
        const outcome = this.applyConstraints();
        if (outcome === CONTRADICTION) return false;
        if (outcome !== UNCHANGED) continue;
      }
      return true;
    }
  }

  /**
   * Naked pair: a cell with two candidates and another cell of one of its houses with the same
   * two clear both digits from the rest of that house. The partner must hold both digits, so it
   * is found among the places the two digits share.
   */
  nakedPair(cell: number): boolean {
    const { cand, places, houseCells, cellHouses, size } = this;
    const placeBit = this.placeBit;
    const pair = cand[cell];
    const second = pair & (pair - 1);
    if (second === 0 || (second & (second - 1)) !== 0) return true;
    const first = ctz(pair);
    const other = ctz(second);
    for (let k = 0; k < 3; k++) {
      const base = cellHouses[3 * cell + k] * size;
      const own = placeBit[3 * cell + k];
      let both = places[base + first] & places[base + other] & ~own;
      while (both !== 0) {
        const place = both & -both;
        both ^= place;
        if (cand[houseCells[base + ctz(place)]] !== pair) continue;
        let rest = (places[base + first] | places[base + other]) & ~(own | place);
        while (rest !== 0) {
          const bit = rest & -rest;
          rest ^= bit;
          if (!this.remove(houseCells[base + ctz(bit)], pair)) return false;
        }
        break;
      }
    }
    return true;
  }

  /**
   * Hidden pair: two digits whose only two places in a house are the same two cells clear every
   * other candidate from those cells.
   */
  hiddenPair(at: number): boolean {
    const { cand, places, houseCells, size } = this;
    const left = places[at];
    const second = left & (left - 1);
    if (second === 0 || (second & (second - 1)) !== 0) return true;
    const base = ((at / size) | 0) * size;
    for (let other = base; other < base + size; other++) {
      if (other === at || places[other] !== left) continue;
      const keep = (1 << (at - base)) | (1 << (other - base));
      const a = houseCells[base + ctz(left)];
      const b = houseCells[base + ctz(second)];
      return this.remove(a, cand[a] & ~keep) && this.remove(b, cand[b] & ~keep);
    }
    return true;
  }

  /**
   * Locked candidates for one house and digit: in a box, places confined to one row or column
   * clear the digit from the rest of that line (pointing); in a line, places confined to one box
   * clear it from the rest of that box (claiming).
   */
  locked(house: number, digit: number): boolean {
    const { size, places, houseCells, boxWidth: bw, boxHeight: bh, stacks, tables } = this;
    const left = places[house * size + digit];
    if ((left & (left - 1)) === 0) return true;
    const bit = 1 << digit;
    const first = ctz(left);
    if (house >= 2 * size) {
      const box = house - 2 * size;
      const top = ((box / stacks) | 0) * bh;
      const leftCol = (box % stacks) * bw;
      const r = (first / bw) | 0;
      if ((left & ~tables.boxRowPlaces[r]) === 0) {
        const row = top + r;
        let others = places[row * size + digit] & ~tables.rowSegments[box % stacks];
        while (others !== 0) {
          const place = others & -others;
          others ^= place;
          if (!this.remove(houseCells[row * size + ctz(place)], bit)) return false;
        }
        return true;
      }
      const c = first % bw;
      if ((left & ~tables.boxColPlaces[c]) === 0) {
        const col = leftCol + c;
        const band = (box / stacks) | 0;
        let others = places[(size + col) * size + digit] & ~tables.colSegments[band];
        while (others !== 0) {
          const place = others & -others;
          others ^= place;
          if (!this.remove(houseCells[(size + col) * size + ctz(place)], bit)) return false;
        }
      }
      return true;
    }
    let box: number;
    let keep: number;
    if (house < size) {
      const k = (first / bw) | 0;
      if ((left & ~tables.rowSegments[k]) !== 0) return true;
      box = ((house / bh) | 0) * stacks + k;
      keep = tables.boxRowPlaces[house % bh];
    } else {
      const col = house - size;
      const k = (first / bh) | 0;
      if ((left & ~tables.colSegments[k]) !== 0) return true;
      box = k * stacks + ((col / bw) | 0);
      keep = tables.boxColPlaces[col % bw];
    }
    const boxHouse = 2 * size + box;
    let others = places[boxHouse * size + digit] & ~keep;
    while (others !== 0) {
      const place = others & -others;
      others ^= place;
      if (!this.remove(houseCells[boxHouse * size + ctz(place)], bit)) return false;
    }
    return true;
  }

  /**
   * Lets every extra rule narrow candidates in place, then replays what it changed through
   * `remove`, so the trail, the places and the queues see it like any other deduction.
   */
  applyConstraints(): number {
    const { cand, constraints, ruleDirty } = this;
    const mark = this.trail;
    if (this.seen < mark) this.markRules(this.seen, mark);
    this.seen = mark;
    for (let r = 0; r < constraints.length; r++) {
      if (ruleDirty[r] === 0) continue;
      const constraint = constraints[r];
      const cells = constraint.cells;
      if (this.before.length < cells.length) {
        this.before = new Int32Array(cells.length);
        this.after = new Int32Array(cells.length);
      }
      const { before, after } = this;
      for (let i = 0; i < cells.length; i++) before[i] = cand[cells[i]];
      const outcome = constraint.prune(cand);
      if (outcome === UNCHANGED) {
        // The same candidates again would give the same answer (prune depends on them alone).
        ruleDirty[r] = 0;
        continue;
      }
      // Record everything first, then restore: a cell may be listed twice.
      for (let i = 0; i < cells.length; i++) after[i] = cand[cells[i]];
      for (let i = 0; i < cells.length; i++) cand[cells[i]] = before[i];
      if (outcome === CONTRADICTION) return CONTRADICTION;
      const from = this.trail;
      for (let i = 0; i < cells.length; i++) {
        if (!this.remove(cells[i], before[i] & ~after[i])) return CONTRADICTION;
      }
      // The rules after this one in the pass see what it changed, as they would run anyway.
      this.markRules(from, this.trail);
      this.seen = this.trail;
    }
    // Narrowed only if something was really removed: a rule that keeps reporting NARROWED
    // without removing anything cannot loop the propagation.
    return this.trail === mark ? UNCHANGED : NARROWED;
  }
}
